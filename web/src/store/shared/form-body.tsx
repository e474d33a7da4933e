import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../app/client-only';
import { translateMessage } from '../../components/ui/messages';
import { request } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/toast';
import formTexts from '../../locales/en-US/store-form.json';
import { addPageTexts } from '../../locales/page-texts';
import { useRecaptcha } from '../shell/recaptcha';
import { FormField } from './form-fields';
import type { StoreFormAnswer } from './form-query';

// This module's English texts (not in the first script).
addPageTexts(formTexts);

interface FormBodyProps {
  form: StoreFormAnswer;
  /** Where the answers go (`/form/{url}`, a funnel's `/funnel/{url}`, a service's `/service/{url}`), with its query. */
  action: string;
  query: Record<string, string>;
  /** After the server took the answers (the form is emptied first). */
  onSent: (answer: unknown) => void;
}

/**
 * A storefront form's fields and its Send button (the form page, a funnel's form step, a service's
 * application): plain controls named by key, sent as one multipart body; field messages beside the
 * fields; when the server asks for reCAPTCHA (settings, or past the per-address count) a token goes
 * with the next try.
 */
export function FormBody({ form, action, query, onSent }: FormBodyProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [askRecaptcha, setAskRecaptcha] = useState(false);
  const recaptcha = useRecaptcha('form', askRecaptcha || Boolean(form.recaptcha_site_key));

  const send = async (element: HTMLFormElement): Promise<void> => {
    const data = new FormData(element);
    const captcha = await recaptcha.token();
    if (captcha) data.set('recaptcha_token', captcha);
    try {
      const answer = await request(action, { method: 'POST', body: data, query });
      notify.success(t('common:toasts.submitSuccess'));
      setErrors({});
      element.reset();
      onSent(answer);
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
    void send(event.currentTarget).finally(() => setBusy(false));
  };

  if (form.tabs.length === 0) {
    return <p className="shop-contact__muted">{form.allow_guest ? t('store:form.empty') : t('store:form.loginFirst')}</p>;
  }
  return (
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
        <button type="submit" className="shop-button shop-button--md shop-button--solid shop-palette-blue" disabled={busy || !hydrated}>
          {t('store:form.send')}
        </button>
      </div>
    </form>
  );
}
