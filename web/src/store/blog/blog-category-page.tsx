import { Button, Card, Heading, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { EmptyMessage, ErrorState } from '../../components/ui/states';
import { NotFoundPage } from '../pages/not-found-page';
import { useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { plainText } from '../../lib/plain-text';
import { ARTICLE_PICTURE, ArticleCard } from './article-card';
import { blogCategoryQuery, pageFrom } from './blog-data';
import listingTexts from '../../locales/en-US/store-listing.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(listingTexts);

function ArticleCardSkeleton() {
  return (
    <Card.Root flexDirection={{ base: 'column', sm: 'row' }} overflow="hidden" aria-hidden>
      <Skeleton width={{ base: 'full', sm: '48' }} aspectRatio={ARTICLE_PICTURE.width / ARTICLE_PICTURE.height} />
      <Card.Body gap="2" p="4">
        <Skeleton height="6" width="60%" />
        <SkeletonText noOfLines={2} />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/blog/category/:url`: a visible blog category and its visible articles, newest first, a page at a
 * time (`?page=`). A hidden or unknown category is not found.
 */
export function BlogCategoryPage() {
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const { language, config } = useStore();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const query = useQuery(blogCategoryQuery(url, language, page));
  const found = query.data;
  const category = found?.category;
  const title = category ? category.meta_title || category.title : undefined;
  const description = category ? category.meta_short_description || category.short_description || undefined : undefined;
  useStoreHead({
    title,
    description:
      (description && plainText(description)) ||
      (category ? t('store:blog.categoryDescription', { name: category.title, site: config.name }) : undefined),
    // Each page of the list is its own address (`?page=2`); the first has none.
    ...(category ? { path: `/blog/category/${encodeURIComponent(category.url)}${page > 1 ? `?page=${String(page)}` : ''}` } : {}),
    image: category?.image_path ?? found?.data.find((article) => article.image_path)?.image_path,
  });

  if (query.isError && (query.error as { status?: number }).status === 404) return <NotFoundPage />;
  const pages = found ? Math.max(1, Math.ceil(found.total / found.per_page)) : 1;
  const go = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  return (
    <Stack gap="5">
      <Stack gap="1">
        {category ? (
          <Heading as="h1" size="2xl">
            {category.title}
          </Heading>
        ) : query.isError ? (
          <Heading as="h1" size="2xl">
            {t('store:blog.title')}
          </Heading>
        ) : (
          <Skeleton height="9" width="60%" />
        )}
        {category?.short_description && <Text color="fg.muted">{category.short_description}</Text>}
      </Stack>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !found ? (
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0" aria-busy>
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <ArticleCardSkeleton />
            </li>
          ))}
        </Stack>
      ) : found.data.length === 0 ? (
        <EmptyMessage title={t('store:blog.empty')} />
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0" aria-busy={query.isPlaceholderData || undefined}>
          {found.data.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </Stack>
      )}
      {found && pages > 1 && (
        <HStack as="nav" aria-label={t('store:listing.pagination')} justify="center" gap="3">
          <Button size="sm" variant="outline" disabled={found.page <= 1} onClick={() => go(found.page - 1)}>
            {t('store:listing.previous')}
          </Button>
          <Text>{t('store:listing.pageOf', { page: found.page, pages })}</Text>
          <Button size="sm" variant="outline" disabled={found.page >= pages} onClick={() => go(found.page + 1)}>
            {t('store:listing.next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
