import { Box, Card, Heading, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { fileUrl } from '../../lib/format';
import { ArticleDate } from './article-date';
import type { StoreArticleCard } from './blog-data';

/** Pictures are drawn in a box of this shape whatever the file, so nothing moves when they load. */
export const ARTICLE_PICTURE = { width: 320, height: 200 };

/**
 * An article's card, linking to it: the picture, title, date when shown and short description. A blog
 * category lists them as rows (picture beside the text from `sm`); `compact` stacks them in a grid (the
 * homepage's latest articles, under a section heading: h3).
 */
export function ArticleCard({ article, compact = false }: { article: StoreArticleCard; compact?: boolean }) {
  const src = fileUrl(article.image_path);
  return (
    <LinkBox as="article" height="full" data-testid="article-card">
      <Card.Root height="full" flexDirection={compact ? 'column' : { base: 'column', sm: 'row' }} overflow="hidden">
        <Box
          bg="bg.subtle"
          flexShrink={0}
          width={compact ? 'full' : { base: 'full', sm: '48' }}
          aspectRatio={ARTICLE_PICTURE.width / ARTICLE_PICTURE.height}
        >
          {src && (
            <Image
              src={src}
              alt=""
              width={ARTICLE_PICTURE.width}
              height={ARTICLE_PICTURE.height}
              loading="lazy"
              w="full"
              h="full"
              objectFit="cover"
            />
          )}
        </Box>
        <Card.Body gap={compact ? '1' : '2'} p={compact ? '3' : '4'}>
          <LinkOverlay asChild>
            <Link to={`/blog/article/${encodeURIComponent(article.url)}`}>
              <Heading as={compact ? 'h3' : 'h2'} size={compact ? 'sm' : 'md'}>
                {article.title}
              </Heading>
            </Link>
          </LinkOverlay>
          {article.date && <ArticleDate date={article.date} />}
          {article.short_description && (
            <Text fontSize={compact ? 'sm' : undefined} color="fg.muted" lineClamp={compact ? 2 : 3}>
              {article.short_description}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
