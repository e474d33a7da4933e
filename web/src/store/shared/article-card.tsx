import { Link } from 'react-router-dom';
import { fileUrl } from '../../lib/format';
import { ArticleDate } from './article-date';
import type { StoreArticleCard } from './blog-data';

/** Pictures are drawn in a box of this shape whatever the file, so nothing moves when they load. */
export const ARTICLE_PICTURE = { width: 320, height: 200 };

/**
 * An article's card, linking to it: the picture, title, date when shown and short description. A blog
 * category lists them as rows (picture beside the text from `sm`); `compact` stacks them in a grid (the
 * homepage's latest articles, under a section heading: h3). Plain elements and the classes of
 * `home/home.css`, in the first stylesheet with the homepage's (decision 0044).
 */
export function ArticleCard({ article, compact = false }: { article: StoreArticleCard; compact?: boolean }) {
  const src = fileUrl(article.image_path);
  const Title = compact ? 'h3' : 'h2';
  return (
    <article className={compact ? 'shop-article shop-article--compact' : 'shop-article'} data-testid="article-card">
      <div className="shop-article__card">
        <div className="shop-article__picture">
          {src && <img src={src} alt="" width={ARTICLE_PICTURE.width} height={ARTICLE_PICTURE.height} loading="lazy" />}
        </div>
        <div className="shop-article__body">
          <Link className="shop-article__link" to={`/blog/article/${encodeURIComponent(article.url)}`}>
            <Title className="shop-article__title">{article.title}</Title>
          </Link>
          {article.date && <ArticleDate date={article.date} />}
          {article.short_description && <p className="shop-article__text">{article.short_description}</p>}
        </div>
      </div>
    </article>
  );
}
