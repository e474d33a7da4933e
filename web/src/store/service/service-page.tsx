import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useHydrated } from '../../app/client-only';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { fileUrl } from '../../lib/format';
import { plainText } from '../../lib/plain-text';
import { useSessionToken } from '../../lib/use-session';
import { AddToCart } from '../shared/add-to-cart';
import { NotFoundPage } from '../shared/not-found-page';
import { useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { ServiceApply, ServiceLoginFirst } from './service-apply';
import { serviceQuery } from './service-data';

/**
 * `/service/:url` (spec §2, issue 28 §6): the service, drawn on the server with its own head. One that
 * needs approval is applied for with its form (signed in), and bought with the approved application;
 * any other is added to the cart as a product is. The shopper's own part is drawn in the browser.
 */
export function ServicePage() {
  const { url = '' } = useParams();
  const { language } = useStore();
  const hydrated = useHydrated();
  const token = useSessionToken('customer');
  const query = useQuery(serviceQuery(url, language));
  const service = query.data;
  useStoreHead({
    title: service?.name,
    description: service?.description ? plainText(service.description) : undefined,
    ...(service ? { path: `/service/${encodeURIComponent(service.url)}` } : {}),
  });
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    if ((query.error as { status?: number }).status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const image = fileUrl(service!.image);
  const s = service!;
  return (
    <article className="shop-static-page" data-testid="service-page">
      <h1 className="shop-static-page__title">{s.name}</h1>
      {image && <img className="shop-static-page__image" src={image} alt={s.name} />}
      {/* Rich text is sanitised by the server when staff save it (core/shared/rich-text.ts). */}
      {s.description && <div className="rich-text" dangerouslySetInnerHTML={{ __html: s.description }} />}
      {!s.is_approval_required ? (
        <AddToCart stockId={s.stock_id ?? undefined} inStock />
      ) : !hydrated ? null : token ? (
        <ServiceApply service={s} />
      ) : (
        <ServiceLoginFirst />
      )}
    </article>
  );
}
