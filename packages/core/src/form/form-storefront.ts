import { recaptchaGuards } from '../settings/recaptcha.js';
import { Settings } from '../settings/settings.js';
import { NotFoundError } from '../shared/errors.js';
import { enabledFields, limitKey } from './form-submit.js';
import type { FormRecord } from './form.entity.js';
import { formFields, type StoreForm } from './form.schema.js';
import { formStore, historyStore } from './form.store.js';

/** An enabled form by url, or 404 (a disabled form is as good as none: the page goes home). */
export async function enabledForm(url: string): Promise<FormRecord> {
  const record = await formStore.findByUnique('url', url);
  if (!record?.enabled) throw new NotFoundError();
  return record;
}

/**
 * `GET /api/form/{url}` (spec §7): the form's config and enabled fields in a language. A guest asking
 * for a login-only form gets its config and texts but no fields (the page sends them to log in); a
 * signed-in shopper learns whether they already sent a limit_submit form (the page then goes home).
 */
export async function storefrontForm(url: string, language: string, customerId: number | null): Promise<StoreForm> {
  const record = await enabledForm(url);
  const texts = formFields.present(record, language);
  const shown = record.allow_guest || customerId !== null;
  const submitted =
    record.limit_submit &&
    customerId !== null &&
    (await historyStore.findIdByUnique('limit_key', limitKey(record.id, customerId))) !== undefined;
  const guarded = await recaptchaGuards('form');
  return {
    id: record.id,
    url: record.url,
    title: texts.title,
    description: texts.description,
    meta_title: texts.meta_title,
    meta_description: texts.meta_description,
    allow_guest: record.allow_guest,
    limit_submit: record.limit_submit,
    tabs: shown
      ? record.tabs
          .map((t) => ({ ...t, fields: t.fields.filter((f) => f.enabled) }))
          .filter((t) => t.fields.length > 0 && enabledFields({ tabs: [t] }).length > 0)
      : [],
    submitted,
    recaptcha_site_key: guarded ? ((await Settings.get()).recaptcha_site_key ?? null) : null,
  };
}
