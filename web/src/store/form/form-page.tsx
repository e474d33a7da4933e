import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useHydrated } from '../../app/client-only';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { plainText } from '../../lib/plain-text';
import { useSessionToken } from '../../lib/use-session';
import formTexts from '../../locales/en-US/store-form.json';
import { addPageTexts } from '../../locales/page-texts';
import { useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { FormBody } from '../shared/form-body';
import { formQuery } from '../shared/form-query';

addPageTexts(formTexts);

/**
 * `/form/:url` (spec §2, §4; decision 0063). The server renders the guest's copy with the form's own
 * head (meta_title, meta_description); after hydration a signed-in shopper's copy replaces it. The
 * guard: a login-only form sends a guest to log in, a limit_submit form they already sent goes home
 * (no form at all went home in the loader). Fields are plain controls named by key, sent as one
 * multipart body; when the server asks for reCAPTCHA (settings, or past the per-address count) a
 * token goes with the next try.
 */
export function FormPage() {
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { language } = useStore();
  const hydrated = useHydrated();
  const token = useSessionToken('customer');
  const guest = useQuery(formQuery(url, language));
  const mine = useQuery({ ...formQuery(url, language, true), enabled: hydrated && Boolean(token) });
  const form = token && mine.data ? mine.data : guest.data;
  useStoreHead({
    title: form ? form.meta_title || form.title : undefined,
    description: form ? form.meta_description || plainText(form.description) || undefined : undefined,
    ...(form ? { path: `/form/${encodeURIComponent(form.url)}` } : {}),
  });

  if (guest.isPending) return <PageSpinner />;
  if (guest.isError || !form) return <ErrorState onRetry={() => void guest.refetch()} />;
  if (hydrated && !form.allow_guest && !token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (form.limit_submit && form.submitted) return <Navigate to="/" replace />;

  return (
    <div className="shop-contact">
      <h1 className="shop-contact__title">{form.title}</h1>
      {form.description && <div className="rich-text" dangerouslySetInnerHTML={{ __html: form.description }} />}
      {location.state && (location.state as { sent?: boolean }).sent && (
        <p className="shop-contact__notice" role="status">
          {t('store:form.sent')}
        </p>
      )}
      <div className="shop-contact__card">
        <FormBody
          form={form}
          action={`/form/${encodeURIComponent(url)}`}
          query={{ language }}
          onSent={() => navigate(form.limit_submit ? '/' : location.pathname, { replace: true, state: { sent: true } })}
        />
      </div>
    </div>
  );
}
