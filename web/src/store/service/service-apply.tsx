import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessages } from '../../components/ui/messages';
import { PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { notify } from '../../lib/toast';
import { addServiceToCart, cartKeys } from '../shared/cart-data';
import { FormBody } from '../shared/form-body';
import { formQuery } from '../shared/form-query';
import { highlightCart, useCart } from '../shared/use-cart';
import type { StoreService } from './service-data';

const MINE = ['store', 'applications'] as const;

/**
 * A signed-in shopper's part of a service that needs approval (issue 28 §6): their application for it
 * — waiting, rejected (with the shop's message; they may apply again), approved (add the service to the
 * cart, once) — or the service's form to apply.
 */
export function ServiceApply({ service }: { service: StoreService }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { language, shopper } = useCart();
  const mine = useQuery({
    queryKey: MINE,
    queryFn: () => unwrap(client.api.application.$get({ query: { per_page: '100' } })),
  });
  const form = useQuery({ ...formQuery(service.form_url ?? '', language, true), enabled: Boolean(service.form_url) });
  const add = useMutation({
    mutationFn: (applicationId: number) => addServiceToCart(language, service.stock_id!, applicationId),
    onSuccess: (answer) => {
      queryClient.setQueryData(cartKeys.of(language, shopper), answer);
      highlightCart();
      notify.success(t('store:cart.added'));
    },
    onError: (error) => notify.warning(t('store:service.addFail'), errorMessages(t, error)),
  });
  if (mine.isPending || form.isPending) return <PageSpinner />;
  const latest = mine.data?.data.find((a) => a.product_id === service.id);
  if (latest?.status === 'pending') return <p role="status">{t('store:service.pending')}</p>;
  if (latest?.status === 'approved' && latest.used_order_id === null) {
    return (
      <div className="shop-form__stack">
        <p role="status">{t('store:service.approved')}</p>
        {latest.message && <p className="shop-static-page__muted">{latest.message}</p>}
        <div>
          <button
            type="button"
            className="shop-button shop-button--md shop-button--solid shop-palette-blue"
            disabled={add.isPending || !service.stock_id}
            onClick={() => add.mutate(latest.id)}
          >
            {t('store:cart.add')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="shop-form__stack">
      {latest?.status === 'rejected' && (
        <p role="status">
          {t('store:service.rejected')} {latest.message}
        </p>
      )}
      {latest?.status === 'approved' && <p role="status">{t('store:service.used')}</p>}
      <h2 className="shop-article-page__subtitle">{t('store:service.apply')}</h2>
      {form.data ? (
        <div className="shop-contact__card">
          <FormBody
            form={form.data}
            action={`/service/${encodeURIComponent(service.url)}`}
            query={{ language }}
            onSent={() => void queryClient.invalidateQueries({ queryKey: MINE })}
          />
        </div>
      ) : (
        <p className="shop-static-page__muted">{t('store:service.formGone')}</p>
      )}
    </div>
  );
}

/** A guest is asked to log in first: applications are the shopper's own. */
export function ServiceLoginFirst() {
  const { t } = useTranslation();
  return (
    <p>
      <Link className="shop-button shop-button--md shop-button--solid shop-palette-blue" to="/login">
        {t('store:service.loginToApply')}
      </Link>
    </p>
  );
}
