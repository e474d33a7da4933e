import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { LeadSourceSchema } from '../shared/lead-source.schema.js';
import { richText } from '../shared/rich-text.js';
import { booleanish, keyFormat, optionalString, requiredString, urlSlug } from '../shared/validation.js';

/** A form field's kinds (spec §3); `single_select` is shown as a Dropdown. */
export const FIELD_TYPES = ['text', 'textarea', 'single_select', 'multiple_checkbox', 'file'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Where staff stand with a submission (decision 0063); a new one is `pending`. */
export const HISTORY_STATUSES = ['pending', 'processing', 'completed', 'rejected'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export const FIELD_KEY_REPEATED = 'Field key can not be repeated';
export const OPTIONS_REQUIRED = 'A dropdown or checkbox field needs at least one option.';

/** Tabs a form holds at most, and fields per tab (a form and its tabs are one item). */
export const MAX_TABS = 10;
export const MAX_FIELDS = 50;

/** A form-data body sends a list as one JSON text; JSON bodies send the list itself. */
const jsonList = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const order = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number({ error: MESSAGES.check }).int({ error: MESSAGES.check }).min(0).max(1_000_000),
  );

/** Choices of a dropdown or checkbox field: a list, or one per line. */
const optionList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split('\n') : (v ?? [])),
  z
    .array(z.string().trim().max(255))
    .max(100)
    .transform((list) => list.filter((o) => o !== '')),
);

export const FieldInput = z
  .object({
    enabled: booleanish().default(true),
    required: booleanish().default(false),
    type: z.enum(FIELD_TYPES, { error: MESSAGES.check }),
    key: keyFormat(),
    title: requiredString(255),
    order: order(),
    placeholder: optionalString(255).nullable(),
    class: optionalString(100).nullable(),
    additional_options: optionList,
  })
  .superRefine((field, ctx) => {
    if ((field.type === 'single_select' || field.type === 'multiple_checkbox') && field.additional_options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['additional_options'], message: OPTIONS_REQUIRED });
    }
  });
export type FieldInput = z.infer<typeof FieldInput>;

export const TabInput = z.object({
  title: requiredString(255),
  order: order(),
  fields: z.array(FieldInput, { error: MESSAGES.check }).max(MAX_FIELDS),
});
export type TabInput = z.infer<typeof TabInput>;

/**
 * A form (`/admin/formbuilder`, spec §3). Its title, description and meta texts are per language; its
 * tabs and fields are global (decision 0063). Field keys are unique across the whole form: a
 * submission is a map key → value.
 */
const FormFields = z.object({
  enabled: booleanish().default(true),
  allow_guest: booleanish().default(true),
  limit_submit: booleanish().default(false),
  title: requiredString(255),
  url: urlSlug(),
  description: richText(),
  meta_title: optionalString(255),
  meta_description: optionalString(1000),
  tabs: z.preprocess(jsonList, z.array(TabInput, { error: MESSAGES.check }).max(MAX_TABS)).default([]),
});

export const FormInput = FormFields.superRefine((form, ctx) => {
  const seen = new Set<string>();
  form.tabs.forEach((tab, t) =>
    tab.fields.forEach((field, f) => {
      if (seen.has(field.key)) ctx.addIssue({ code: 'custom', path: ['tabs', t, 'fields', f, 'key'], message: FIELD_KEY_REPEATED });
      seen.add(field.key);
    }),
  );
});
export type FormInput = z.infer<typeof FormInput>;

/** The form's own fields; its tabs are declared by hand (a list of records). */
export const formFields = fieldSet(FormFields.omit({ tabs: true }), {
  translated: ['title', 'description', 'meta_title', 'meta_description'],
});

export const FieldInfo = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  type: z.enum(FIELD_TYPES),
  key: z.string(),
  title: z.string(),
  order: z.number(),
  placeholder: z.string().nullable(),
  class: z.string().nullable(),
  additional_options: z.array(z.string()),
});
export type FieldInfo = z.infer<typeof FieldInfo>;

export const TabInfo = z.object({ title: z.string(), order: z.number(), fields: z.array(FieldInfo) });
export type TabInfo = z.infer<typeof TabInfo>;

export const FormInfo = z.object({
  id: z.number(),
  ...formFields.answer,
  tabs: z.array(TabInfo),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FormInfo = z.infer<typeof FormInfo>;

/** A row of the admin list: the tabs counted, not sent. */
export const FormRow = FormInfo.omit({ tabs: true, description: true }).extend({ field_count: z.number() });
export type FormRow = z.infer<typeof FormRow>;

/** `GET /api/form/{url}`: the form as a shopper sees it (enabled fields, in order), with its config. */
export const StoreForm = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  allow_guest: z.boolean(),
  limit_submit: z.boolean(),
  tabs: z.array(TabInfo),
  /** Whether the signed-in shopper already sent this limit_submit form (the page then goes home). */
  submitted: z.boolean(),
  /** The reCAPTCHA site key when the form asks for a token now (settings, or past the per-address limit). */
  recaptcha_site_key: z.string().nullable(),
});
export type StoreForm = z.infer<typeof StoreForm>;

/** A stored value of a submission: text, chosen options, or a private file's key and name. */
export const SubmittedValue = z.union([z.string(), z.array(z.string()), z.object({ file: z.string(), name: z.string() })]);
export type SubmittedValue = z.infer<typeof SubmittedValue>;

/** Who sent a submission in, as funnels and services name it (the lead's source and the offer). */
export const Attribution = z.object({
  lead_source: LeadSourceSchema.optional(),
  funnel_id: z.number().int().positive().optional(),
  service_product_id: z.number().int().positive().optional(),
});
export type Attribution = z.infer<typeof Attribution>;

/** One answer in a submission as shown: its field's title and type, then the value (a file has its path). */
export const AnswerInfo = z.object({
  key: z.string(),
  title: z.string(),
  type: z.enum(FIELD_TYPES),
  value: z.union([z.string(), z.array(z.string())]),
  file_name: z.string().nullable(),
});
export type AnswerInfo = z.infer<typeof AnswerInfo>;

export const HistoryInfo = z.object({
  id: z.number(),
  form_id: z.number(),
  form_title: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  status: z.enum(HISTORY_STATUSES),
  answers: z.array(AnswerInfo),
  admin_files: z.array(z.object({ file: z.string(), name: z.string() })),
  lead_source: LeadSourceSchema.nullable(),
  funnel_id: z.number().nullable(),
  service_product_id: z.number().nullable(),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HistoryInfo = z.infer<typeof HistoryInfo>;

export const HistoryStatusInput = z.object({ status: z.enum(HISTORY_STATUSES, { error: MESSAGES.check }) });
export type HistoryStatusInput = z.infer<typeof HistoryStatusInput>;

/** A file a staff member or a shopper opens: a short-lived signed link. */
export const FileLink = z.object({ url: z.string(), expires_at: z.string() });
