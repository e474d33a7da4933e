import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { FormBody } from '../shared/form-body';
import { formQuery } from '../shared/form-query';
import { useStore } from '../shell/store-context';
import type { StoreFunnel } from './funnel-data';
import { rememberedSource } from './funnel-visit';

interface FunnelFormStepProps {
  funnel: StoreFunnel;
  step: StoreFunnel['steps'][number];
  nextPath: string | null;
}

/**
 * A funnel's form step: the step's form, sent to `POST /api/funnel/{url}?step=` so the lead is made with
 * the funnel (and the link's source); then the next step, or a thank-you when it is the last. The form
 * loads in the browser (its fields follow the shopper: a login-only form shows them once signed in).
 */
export function FunnelFormStep({ funnel, step, nextPath }: FunnelFormStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { language } = useStore();
  const [sent, setSent] = useState(false);
  const form = useQuery({ ...formQuery(step.form_url ?? '', language), enabled: Boolean(step.form_url) });
  if (!step.form_url) return <p className="shop-static-page__muted">{t('store:funnel.formGone')}</p>;
  if (sent) {
    return (
      <p className="shop-contact__notice" role="status">
        {t('store:funnel.thanks')}
      </p>
    );
  }
  if (form.isPending) return <PageSpinner />;
  if (form.isError) return <ErrorState onRetry={() => void form.refetch()} />;
  const source = rememberedSource();
  return (
    <div className="shop-contact__card">
      <FormBody
        form={form.data}
        action={`/funnel/${encodeURIComponent(funnel.url)}`}
        query={{ step: step.key, language, ...(source ? { source } : {}) }}
        onSent={() => (nextPath ? navigate(nextPath) : setSent(true))}
      />
    </div>
  );
}
