import { useTranslation } from 'react-i18next';
import { LightField, LightForm, LightSubmit } from '../../components/form/light-fields';
import { useLightForm } from '../../components/form/light-form';
import { publicClient, unwrap } from '../../lib/client';
import { useSiteName } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { useRecaptcha } from '../shell/recaptcha';
import contactTexts from '../../locales/en-US/store-contact.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(contactTexts);

/**
 * `/contact-us` (spec sections 2 and 8; decision 0037): name, email, subject and message, sent with
 * `POST /api/contact`; the shop gets the message and the visitor an acknowledgement. Field errors
 * show beside the fields, the answer as a toast (`send_email_success` / `send_email_fail`). When the
 * settings guard the form with reCAPTCHA, its token goes with the message. A light form: its checks
 * load when it is first used (decision 0044).
 */
export function ContactPage() {
  const { t } = useTranslation();
  const site = useSiteName();
  const recaptcha = useRecaptcha('contact');
  useStoreHead({ title: t('store:contact.title'), description: t('store:contact.description', { name: site }) });
  const form = useLightForm({
    id: 'contact',
    fields: ['name', 'email', 'subject', 'message'],
    schema: () => import('./contact-form').then((m) => m.ContactForm),
    submit: async (fields) => {
      const token = await recaptcha.token();
      return unwrap(publicClient.api.contact.$post({ json: { ...fields, ...(token ? { recaptcha_token: token } : {}) } }));
    },
    successTitle: t('store:contact.send_email_success'),
    failTitle: t('store:contact.send_email_fail'),
  });

  return (
    <div className="shop-contact">
      <h1 className="shop-contact__title">{t('store:contact.title')}</h1>
      <p className="shop-contact__muted">{t('store:contact.intro')}</p>
      <div className="shop-contact__card">
        <LightForm form={form} label={t('store:contact.title')}>
          <div className="shop-form__stack">
            <LightField form={form} name="name" label={t('store:contact.fields.name')} autoComplete="name" required />
            <LightField form={form} name="email" type="email" label={t('store:contact.fields.email')} autoComplete="email" required />
            <LightField form={form} name="subject" label={t('store:contact.fields.subject')} required />
            <LightField form={form} name="message" label={t('store:contact.fields.message')} rows={6} required />
            {recaptcha.guarded && <p className="shop-contact__notice">{t('store:contact.recaptchaNotice')}</p>}
            <div>
              <LightSubmit form={form}>{t('store:contact.send')}</LightSubmit>
            </div>
          </div>
        </LightForm>
      </div>
    </div>
  );
}
