import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { EmptyMessage, ErrorState } from '../../components/ui/states';
import { NotFoundPage } from '../shared/not-found-page';
import { useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { plainText } from '../../lib/plain-text';
import { ArticleCard } from '../shared/article-card';
import { blogCategoryQuery, pageFrom } from '../shared/blog-data';
import listingTexts from '../../locales/en-US/store-listing.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(listingTexts);

/** An article card's shape while the list loads (the card's boxes, so nothing jumps). */
function ArticleCardSkeleton() {
  return (
    <div className="shop-article__card shop-blog__skeleton" aria-hidden>
      <div className="shop-skeleton shop-blog__skeleton-picture" />
      <div className="shop-article__body">
        <div className="shop-skeleton shop-blog__skeleton-title" />
        <div className="shop-blog__lines">
          <div className="shop-skeleton" />
          <div className="shop-skeleton" />
        </div>
      </div>
    </div>
  );
}

/**
 * `/blog/category/:url`: a visible blog category and its visible articles, newest first, a page at a
 * time (`?page=`). A hidden or unknown category is not found. Plain elements and the classes of
 * `blog.css` (its pages: listing.css's, its cards: home.css's), in the first stylesheet (decision 0045).
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
    <div className="shop-blog">
      <div className="shop-blog__head">
        {category ? (
          <h1 className="shop-blog__title">{category.title}</h1>
        ) : query.isError ? (
          <h1 className="shop-blog__title">{t('store:blog.title')}</h1>
        ) : (
          <div className="shop-skeleton shop-blog__title-skeleton" />
        )}
        {category?.short_description && <p className="shop-blog__muted">{category.short_description}</p>}
      </div>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !found ? (
        <ul className="shop-blog__list" aria-busy>
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <ArticleCardSkeleton />
            </li>
          ))}
        </ul>
      ) : found.data.length === 0 ? (
        <EmptyMessage title={t('store:blog.empty')} />
      ) : (
        <ul className="shop-blog__list" aria-busy={query.isPlaceholderData || undefined}>
          {found.data.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
      {found && pages > 1 && (
        <nav className="shop-pagination" aria-label={t('store:listing.pagination')}>
          <button type="button" className="shop-button shop-button--outline" disabled={found.page <= 1} onClick={() => go(found.page - 1)}>
            {t('store:listing.previous')}
          </button>
          <p>{t('store:listing.pageOf', { page: found.page, pages })}</p>
          <button
            type="button"
            className="shop-button shop-button--outline"
            disabled={found.page >= pages}
            onClick={() => go(found.page + 1)}
          >
            {t('store:listing.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
