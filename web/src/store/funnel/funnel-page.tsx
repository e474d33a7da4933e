import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/states';
import { plainText } from '../../lib/plain-text';
import { NotFoundPage } from '../shared/not-found-page';
import { ProductCard } from '../shared/product-card';
import { useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { funnelQuery, type StoreFunnel } from './funnel-data';
import { FunnelFormStep } from './funnel-form-step';
import { useVisit } from './funnel-visit';

/** The offer: the product's card as listings show it (picture, name, price unless hidden), linking to its page. */
function OfferStep({ step, pricesHidden }: { step: StoreFunnel['steps'][number]; pricesHidden: boolean }) {
  const { t } = useTranslation();
  if (!step.product) return <p className="shop-static-page__muted">{t('store:funnel.offerGone')}</p>;
  return (
    <div style={{ maxWidth: '18rem' }}>
      <ProductCard card={step.product} pricesHidden={pricesHidden} loading="eager" />
    </div>
  );
}

/**
 * `/funnel/:url` (issue 28 §4): the funnel's steps one at a time (`?step=<key>`, the first unless
 * told): landing content with a button to the next step, the form where the visitor becomes a lead
 * (with the funnel as source), an offer product. Drawn on the server with its own head; each step's
 * visit is counted from the browser.
 */
export function FunnelPage() {
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const [params] = useSearchParams();
  const { language } = useStore();
  const query = useQuery(funnelQuery(url, language));
  const funnel = query.data;
  const index = Math.max(0, funnel?.steps.findIndex((s) => s.key === params.get('step')) ?? 0);
  const step = funnel?.steps[index];
  const next = funnel?.steps[index + 1];
  useStoreHead({
    title: funnel ? funnel.meta_title || funnel.title : undefined,
    description: funnel?.meta_description ? plainText(funnel.meta_description) : undefined,
    ...(funnel ? { path: `/funnel/${encodeURIComponent(funnel.url)}` } : {}),
  });
  useVisit(url, step?.key, params);
  if (query.isPending) return <PageSpinner />;
  if (query.isError || !funnel || !step) return <NotFoundPage />;
  const nextPath = next ? `/funnel/${encodeURIComponent(funnel.url)}?step=${encodeURIComponent(next.key)}` : null;
  return (
    <article className="shop-static-page" data-testid="funnel-step" data-step={step.key}>
      <p className="shop-static-page__muted">{t('store:funnel.progress', { n: index + 1, total: funnel.steps.length })}</p>
      <h1 className="shop-static-page__title">{step.title}</h1>
      {/* Rich text is sanitised by the server when staff save it (core/shared/rich-text.ts). */}
      {step.content && <div className="rich-text" dangerouslySetInnerHTML={{ __html: step.content }} />}
      {step.type === 'offer' && <OfferStep step={step} pricesHidden={funnel.prices_hidden} />}
      {step.type === 'form' && <FunnelFormStep funnel={funnel} step={step} nextPath={nextPath} />}
      {step.type === 'content' && nextPath && (
        <p>
          <Link className="shop-button" to={nextPath}>
            {step.button_name || t('store:funnel.next')}
          </Link>
        </p>
      )}
    </article>
  );
}
