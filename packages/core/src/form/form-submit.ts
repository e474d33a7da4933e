import { REGISTER_PER_ADDRESS, takeAttempt } from '../access/throttle.js';
import { CustomerLeads } from '../customer/customer-leads.js';
import { Customer } from '../customer/customer.js';
import { EmailConsent } from '../customer/email-consent.js';
import { publish } from '../events/define.js';
import { Consent } from '../messaging/consent.js';
import { RECAPTCHA_FAILED, recaptchaGuards, requireRecaptcha, verifyRecaptcha } from '../settings/recaptcha.js';
import { Settings } from '../settings/settings.js';
import { toE164 } from '../shared/countries.js';
import {
  ConflictError,
  isDomainError,
  MESSAGES,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  type FieldMessages,
} from '../shared/errors.js';
import type { FormRecord, StoredFile } from './form.entity.js';
import { FormSubmitted } from './form.events.js';
import { FormFiles, type UploadedFile } from './form-files.js';
import type { Attribution, FieldInfo, SubmittedValue } from './form.schema.js';
import { formStore, historyStore } from './form.store.js';

export const FORM_LOGIN_REQUIRED = 'Please log in to fill in this form.';
export const FORM_ALREADY_SUBMITTED = 'You have already submitted this form.';

/** Form submissions one address may send per hour before it must pass reCAPTCHA: the registration rule (decision 0063). */
export const FORM_PER_ADDRESS = REGISTER_PER_ADDRESS;

/** Keys a form's fields may use to tell who the sender is: they fill the lead (decision 0063). */
const LEAD_KEYS = ['email', 'first_name', 'last_name', 'phone', 'country_code'] as const;
/** A field with this key, ticked or filled, records the sender's consent to marketing on the channels they gave. */
export const CONSENT_KEY = 'consent';

const TEXT_MAX = 1000;
const TEXTAREA_MAX = 5000;

export interface SubmitFormInput {
  /** The form by its url, or the record itself (a funnel or a service that already read it). */
  url?: string;
  form?: FormRecord;
  values: Record<string, string | string[]>;
  files?: Record<string, UploadedFile>;
  /** The signed-in shopper, or null for a guest. */
  customerId: number | null;
  language: string;
  ip: string;
  recaptchaToken?: string | undefined;
  attribution?: Attribution;
}

export interface SubmitFormResult {
  history_id: number;
  customer_id: number | null;
}

/** The limit_submit guard's value: one submission per form and shopper. */
export const limitKey = (formId: number, customerId: number) => `${formId}#${customerId}`;

export const enabledFields = (form: Pick<FormRecord, 'tabs'>): FieldInfo[] => form.tabs.flatMap((t) => t.fields.filter((f) => f.enabled));

/**
 * The per-address count, past which a submission needs a reCAPTCHA token instead of being refused: a
 * crowd sent by one campaign from one shared address (an office, a carrier's NAT) is not turned away.
 * With no reCAPTCHA keys set there is nothing to ask for, so the limit refuses (429).
 */
async function throttle(ip: string, token: string | undefined): Promise<void> {
  try {
    await takeAttempt([[`form:ip:${ip}`, FORM_PER_ADDRESS]]);
  } catch (error) {
    if (!isDomainError(error) || error.status !== 429) throw error;
    const settings = await Settings.get();
    if (!settings.recaptcha_site_key || !settings.recaptcha_secret) throw error;
    if (!token || !(await verifyRecaptcha(token, settings.recaptcha_secret, ip))) {
      throw ValidationError.field('recaptcha_token', RECAPTCHA_FAILED).with({ recaptcha_site_key: settings.recaptcha_site_key });
    }
  }
}

const single = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).trim();

/** The submission's values checked against the form's enabled fields (422 beside each field's key). */
async function checkValues(
  fields: readonly FieldInfo[],
  values: Record<string, string | string[]>,
  files: Record<string, UploadedFile>,
): Promise<{ kept: Record<string, string | string[]>; uploads: [string, UploadedFile, { mime: string; ext: string }][] }> {
  const errors: FieldMessages = {};
  const fail = (key: string, message: string) => (errors[key] ??= []).push(message);
  const kept: Record<string, string | string[]> = {};
  const uploads: [string, UploadedFile, { mime: string; ext: string }][] = [];
  for (const field of fields) {
    const raw = values[field.key];
    if (field.type === 'file') {
      const file = files[field.key];
      if (!file || file.bytes.byteLength === 0) {
        if (field.required) fail(field.key, MESSAGES.required);
        continue;
      }
      try {
        uploads.push([field.key, file, await FormFiles.check(file, field.key)]);
      } catch (error) {
        if (error instanceof ValidationError && typeof error.messages === 'object') fail(field.key, error.messages[field.key]![0]!);
        else throw error;
      }
      continue;
    }
    if (field.type === 'multiple_checkbox') {
      const chosen = [...new Set((Array.isArray(raw) ? raw : raw ? [raw] : []).map((v) => v.trim()).filter(Boolean))];
      if (chosen.some((v) => !field.additional_options.includes(v))) fail(field.key, MESSAGES.check);
      else if (field.required && chosen.length === 0) fail(field.key, MESSAGES.required);
      else if (chosen.length) kept[field.key] = chosen;
      continue;
    }
    const text = single(raw);
    if (!text) {
      if (field.required) fail(field.key, MESSAGES.required);
      continue;
    }
    const max = field.type === 'textarea' ? TEXTAREA_MAX : TEXT_MAX;
    if (field.type === 'single_select' && !field.additional_options.includes(text)) fail(field.key, MESSAGES.check);
    else if (text.length > max) fail(field.key, `May not be greater than ${max} characters.`);
    else kept[field.key] = text;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { kept, uploads };
}

/** The lead a submission creates or updates: the signed-in shopper, or the one its `email` names (none without). */
async function leadOf(input: SubmitFormInput, kept: Record<string, string | string[]>, source: NonNullable<Attribution['lead_source']>) {
  const told = Object.fromEntries(LEAD_KEYS.map((k) => [k, typeof kept[k] === 'string' ? kept[k] : undefined])) as Record<
    (typeof LEAD_KEYS)[number],
    string | undefined
  >;
  if (input.customerId !== null) {
    await CustomerLeads.markSource(input.customerId, source);
    const me = await Customer.get(input.customerId);
    return {
      customerId: input.customerId,
      email: told.email ?? me.email,
      phone: toE164(told.phone ?? me.phone, told.country_code ?? me.country_code),
    };
  }
  if (!told.email) return { customerId: null, email: undefined, phone: undefined };
  const { customer_id } = await CustomerLeads.fromForm({ ...told, email: told.email, language: input.language, lead_source: source });
  return { customerId: customer_id, email: told.email, phone: toE164(told.phone, told.country_code) };
}

/**
 * A form submission (`POST /api/form/{url}`, and funnels and services through it): the form's access
 * rules (spec §4), reCAPTCHA when the settings guard forms or the address is past its count, the
 * values checked against the enabled fields, files stored privately, the lead created or updated
 * (`lead_source` form unless the attribution names another), consent recorded when the `consent`
 * field is given, the history stored, then `form.submitted` published.
 */
export async function submitForm(input: SubmitFormInput): Promise<SubmitFormResult> {
  const form = input.form ?? (input.url ? await formStore.findByUnique('url', input.url) : undefined);
  if (!form?.enabled) throw new NotFoundError();
  if (!form.allow_guest && input.customerId === null) throw new UnauthorizedError(FORM_LOGIN_REQUIRED);
  const limited = form.limit_submit && input.customerId !== null ? limitKey(form.id, input.customerId) : undefined;
  if (limited && (await historyStore.findIdByUnique('limit_key', limited)) !== undefined) throw new ConflictError(FORM_ALREADY_SUBMITTED);
  if (await recaptchaGuards('form')) await requireRecaptcha('form', input.recaptchaToken, input.ip);
  else await throttle(input.ip, input.recaptchaToken);

  const fields = enabledFields(form);
  const { kept, uploads } = await checkValues(fields, input.values, input.files ?? {});
  const source = input.attribution?.lead_source ?? 'form';
  const lead = await leadOf(input, kept, source);

  const stored: Record<string, SubmittedValue> = { ...kept };
  for (const [key, file, type] of uploads) stored[key] = await FormFiles.store(file, type, 'submissions');

  let history;
  try {
    history = await historyStore.create({
      form_id: form.id,
      user_id: lead.customerId,
      status: 'pending',
      values: stored,
      fields: fields.map((f) => ({ key: f.key, title: f.title, type: f.type })),
      admin_files: [] as StoredFile[],
      lead_source: source,
      funnel_id: input.attribution?.funnel_id ?? null,
      service_product_id: input.attribution?.service_product_id ?? null,
      language: input.language,
      limit_key: limited ?? null,
    });
  } catch (error) {
    if (limited && isDomainError(error) && error.status === 409) throw new ConflictError(FORM_ALREADY_SUBMITTED);
    throw error;
  }

  if (lead.customerId !== null && typeof kept[CONSENT_KEY] !== 'undefined') {
    // E-mail consent turns the customer's newsletter flag on too (decision 0072).
    if (lead.email) await EmailConsent.grant(lead.customerId, lead.email, 'form');
    if (lead.phone) {
      await Consent.grant(lead.customerId, 'sms', lead.phone, 'form');
      await Consent.grant(lead.customerId, 'whatsapp', lead.phone, 'form');
    }
  }

  await publish(FormSubmitted, {
    form_id: form.id,
    history_id: history.id,
    customer_id: lead.customerId,
    ...(input.attribution?.funnel_id ? { funnel_id: input.attribution.funnel_id } : {}),
    ...(input.attribution?.service_product_id ? { service_product_id: input.attribution.service_product_id } : {}),
  });
  return { history_id: history.id, customer_id: lead.customerId };
}
