import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useHydrated } from '../../app/client-only';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { translateMessage } from '../../components/ui/messages';
import { request } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { plainText } from '../../lib/plain-text';
import { notify } from '../../lib/toast';
import { useSessionToken } from '../../lib/use-session';
import formTexts from '../../locales/en-US/store-form.json';
import { addPageTexts } from '../../locales/page-texts';
import { useRecaptcha } from '../shell/recaptcha';
import { useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { formQuery } from './form-data';
import { FormField } from './form-fields';

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [askRecaptcha, setAskRecaptcha] = useState(false);
  const recaptcha = useRecaptcha('form', askRecaptcha || Boolean(form?.recaptcha_site_key));
  useStoreHead({
    title: form ? form.meta_title || form.title : undefined,
    description: form ? form.meta_description || plainText(form.description) || undefined : undefined,
    ...(form ? { path: `/form/${encodeURIComponent(form.url)}` } : {}),
  });

  if (guest.isPending) return <PageSpinner />;
  if (guest.isError || !form) return <ErrorState onRetry={() => void guest.refetch()} />;
  if (hydrated && !form.allow_guest && !token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (form.limit_submit && form.submitted) return <Navigate to="/" replace />;

  const send = async (data: FormData): Promise<void> => {
    const captcha = await recaptcha.token();
    if (captcha) data.set('recaptcha_token', captcha);
    try {
      await request(`/form/${encodeURIComponent(url)}`, { method: 'POST', body: data, query: { language } });
      notify.success(t('common:toasts.submitSuccess'));
      navigate(form.limit_submit ? '/' : location.pathname, { replace: true, state: { sent: true } });
      setErrors({});
      (document.getElementById('shop-form') as HTMLFormElement | null)?.reset();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.recaptcha_token && !askRecaptcha) {
        setAskRecaptcha(true);
        return;
      }
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translateMessage(t, v[0] ?? '')])));
      notify.warning(
        t('common:toasts.submitFail'),
        error instanceof ApiError && typeof error.messages === 'string' ? translateMessage(t, error.messages) : undefined,
      );
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    void send(new FormData(event.currentTarget)).finally(() => setBusy(false));
  };

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
        {form.tabs.length === 0 ? (
          <p className="shop-contact__muted">{form.allow_guest ? t('store:form.empty') : t('store:form.loginFirst')}</p>
        ) : (
          <form id="shop-form" className="shop-form__stack" aria-label={form.title} noValidate onSubmit={submit}>
            {form.tabs.map((tab) => (
              <fieldset key={`${tab.order}-${tab.title}`} className="shop-form__stack">
                <legend className="shop-form__label">{tab.title}</legend>
                {tab.fields.map((field) => (
                  <FormField key={field.key} field={field} error={errors[field.key]} />
                ))}
              </fieldset>
            ))}
            {errors.recaptcha_token && <p className="shop-form__error">{errors.recaptcha_token}</p>}
            {recaptcha.guarded && <p className="shop-contact__notice">{t('store:form.recaptchaNotice')}</p>}
            {askRecaptcha && <p className="shop-contact__notice">{t('store:form.recaptchaAsked')}</p>}
            <div>
              <button
                type="submit"
                className="shop-button shop-button--md shop-button--solid shop-palette-blue"
                disabled={busy || !hydrated}
              >
                {t('store:form.send')}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
