import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { ProductCard } from '../shared/product-card';
import { NotFoundPage } from '../shared/not-found-page';
import { useSiteName, useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { articleData, breadcrumbs } from '../shell/structured-data';
import { plainText } from '../../lib/plain-text';
import { ArticleDate } from '../shared/article-date';
import { articleQuery } from '../shared/blog-data';

/** The banner's box keeps this shape while the picture loads, so the text below does not move. */
const BANNER = { width: 1200, height: 400 };

/**
 * `/blog/article/:url`: title, banner, date when staff show it, the content (HTML the server
 * sanitised), its visible categories and the related products as the listing's cards. Plain elements
 * and the classes of `blog.css`, in the first stylesheet (decision 0045).
 */
export function ArticlePage() {
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const { language, config } = useStore();
  const site = useSiteName();
  const query = useQuery(articleQuery(url, language));
  const article = query.data;
  const title = article ? article.meta_title || article.title : undefined;
  const description = article ? article.meta_short_description || article.short_description || undefined : undefined;
  const path = article ? `/blog/article/${encodeURIComponent(article.url)}` : undefined;
  const category = article?.categories[0];
  useStoreHead({
    title,
    description: description && plainText(description),
    ...(path ? { path } : {}),
    image: article?.banner_path ?? article?.image_path,
    type: 'article',
    jsonLd:
      article && path
        ? [
            articleData(article, site, config),
            breadcrumbs([
              { name: site, path: '/' },
              ...(category ? [{ name: category.title, path: `/blog/category/${encodeURIComponent(category.url)}` }] : []),
              { name: article.title, path },
            ]),
          ]
        : [],
  });

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    if ((query.error as { status?: number }).status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const a = query.data;
  const banner = fileUrl(a.banner_path);
  return (
    <article className="shop-article-page">
      {banner && (
        <div className="shop-article-page__banner">
          <img src={banner} alt="" width={BANNER.width} height={BANNER.height} />
        </div>
      )}
      <div className="shop-article-page__head">
        {a.categories.length > 0 && (
          <div className="shop-article-page__categories" aria-label={t('store:blog.categories')}>
            {a.categories.map((c) => (
              <Link key={c.id} to={`/blog/category/${encodeURIComponent(c.url)}`}>
                <span className="shop-badge shop-article-page__badge">{c.title}</span>
              </Link>
            ))}
          </div>
        )}
        <h1 className="shop-article-page__title">{a.title}</h1>
        {a.date && <ArticleDate date={a.date} />}
      </div>
      {/* Rich text is sanitised by the server when staff save it (core/shared/rich-text.ts). */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: a.content }} />
      {a.products.length > 0 && (
        <section className="shop-article-page__related" aria-labelledby="related-products">
          <h2 className="shop-article-page__subtitle" id="related-products">
            {t('store:blog.relatedProducts')}
          </h2>
          <ul className="shop-article-page__grid">
            {a.products.map((card, index) => (
              <li key={card.id}>
                {/* A short article shows its first related products in the first screen: their row loads at once. */}
                <ProductCard card={card} pricesHidden={a.prices_hidden} loading={index < 2 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
