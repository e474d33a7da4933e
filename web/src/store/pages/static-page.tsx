import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { NotFoundPage } from '../shared/not-found-page';
import { useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { plainText } from '../../lib/plain-text';
import { pageQuery, type StorePage } from './page-data';
import { usePageScripts } from './page-head';

/** The page's head: title, description, Open Graph, canonical address (`/{url}`, where menus link), css and scripts. */
function usePageHead(page: StorePage | undefined) {
  const title = page ? page.meta_title || page.title : undefined;
  const description = page ? page.meta_description || page.short_description || undefined : undefined;
  useStoreHead({
    title,
    description: description && plainText(description),
    // Menus link pages at `/{url}`: that is their one address, whichever way the shopper came.
    ...(page ? { path: `/${encodeURIComponent(page.url)}` } : {}),
    image: page?.image_path,
    type: 'article',
    css: page?.css,
  });
  usePageScripts(page?.header_scripts, page?.footer_scripts);
}

/**
 * `/page/:url` and `/:url` (spec section 2): an enabled page's title, image and content; a disabled
 * or unknown url is the not-found page. The content is HTML the server sanitised when staff saved it
 * (core/shared/rich-text.ts), so it is drawn as HTML. Plain elements and the classes of `blog.css`, in
 * the first stylesheet (decision 0045).
 */
export function StaticPage() {
  const { url = '' } = useParams();
  const { language } = useStore();
  const query = useQuery(pageQuery(url, language));
  const page = query.data;
  usePageHead(page);

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    if ((query.error as { status?: number }).status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const p = query.data;
  return (
    <article className="shop-static-page">
      <h1 className="shop-static-page__title">{p.title}</h1>
      {p.short_description && <p className="shop-static-page__muted">{p.short_description}</p>}
      {p.image_path && <img className="shop-static-page__image" src={fileUrl(p.image_path)} alt={p.title} />}
      {p.content && <div className="rich-text" data-testid="page-content" dangerouslySetInnerHTML={{ __html: p.content }} />}
    </article>
  );
}
