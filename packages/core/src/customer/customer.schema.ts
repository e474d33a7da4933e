import { z } from 'zod';
import {
  booleanish,
  confirmPassword,
  emailField,
  idNumber,
  optionalString,
  passwordField,
  changePasswordFields,
  newPasswordFields,
  phoneNeedsCountryCode,
  requiredString,
} from '../shared/validation.js';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { LeadSourceSchema } from '../shared/lead-source.schema.js';

export const GENDERS = ['female', 'male'] as const;

const gender = z.enum(GENDERS, { error: (iss) => (iss.input === undefined || iss.input === '' ? MESSAGES.required : MESSAGES.check) });

const stringList = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() ? v.split(',').map((s) => s.trim()) : []) : v),
  z.array(z.string().trim().max(255)).max(50),
);

/** A real calendar day written YYYY-MM-DD. */
function isDay(d: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const at = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d;
}

/** A birthday (YYYY-MM-DD): a real date, not in the future; empty clears it (birthday points, decision 0069). */
export const birthdayField = () =>
  optionalString(10)
    .nullable()
    .refine((d) => !d || isDay(d), {
      error: MESSAGES.check,
    })
    .refine((d) => !d || d <= new Date().toISOString().slice(0, 10), { error: MESSAGES.check });

const customerFields = {
  enabled: booleanish().default(true),
  is_subscribe: booleanish().default(false),
  first_name: requiredString(100),
  last_name: requiredString(100),
  email: emailField(),
  gender,
  phone: optionalString(30).nullable(),
  country_code: optionalString(10).nullable(),
  job_title: optionalString(100).nullable(),
  department: optionalString(100).nullable(),
  office_phone: optionalString(30).nullable(),
  fax: optionalString(30).nullable(),
  website: optionalString(255).nullable(),
  description: optionalString(5000).nullable(),
  emails: stringList.optional(),
  mobiles: stringList.optional(),
  // At most 20: each added or removed tag is one more item of the customer's own transaction (decision 0060).
  tags: z
    .preprocess(
      (v) => (typeof v === 'string' ? (v.trim() ? v.split(',').map((s) => s.trim()) : []) : v),
      z.array(z.string().trim().max(50)).max(20),
    )
    .optional(),
  admin_id: idNumber().nullish(),
  birthday: birthdayField(),
  /** The customer's IANA time zone: marketing waits out quiet hours in it (decision 0065); the shop's when empty. */
  time_zone: optionalString(64)
    .nullable()
    .refine((zone) => !zone || isTimeZone(zone), { error: MESSAGES.check }),
};

/** Whether `Intl` knows this IANA zone name (the runtime's own zone data: no list kept here). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
}

const emptyToNull = (v: unknown) => (v === '' ? null : v);

/**
 * What makes a customer a lead (spec §3): the status it stands in (its trigger runs when it enters one),
 * where it came from, and staff notes on both. Read-only on the customer form; set on the lead form.
 */
const leadFields = {
  status_id: idNumber().nullish(),
  status_description: optionalString(5000).nullable(),
  lead_source: z.preprocess(emptyToNull, LeadSourceSchema.nullish()),
  lead_source_description: optionalString(5000).nullable(),
};
export const leadFieldSet = fieldSet(z.object(leadFields));

/**
 * The lead form (`/admin/lead`): the customer's fields and the lead's, no password (a lead signs in
 * after a password reset), and gender optional (a form rarely asks it).
 */
export const LeadInput = z
  .object({
    ...customerFields,
    // The lead form does not show the newsletter flag: absent keeps the stored one (its e-mail consent, decision 0072).
    is_subscribe: booleanish().optional(),
    gender: gender.nullish(),
    ...leadFields,
  })
  .superRefine(phoneNeedsCountryCode);
export type LeadInput = z.infer<typeof LeadInput>;

/** The most a customer's `lead_inputs` may hold (decision 0065). */
export const LEAD_INPUT_LIMITS = { keys: 50, key: 100, text: 2000, list: 20, bytes: 16_000 } as const;

const leadInputValue = z.union([
  z.string().max(LEAD_INPUT_LIMITS.text),
  z.number().finite(),
  z.boolean(),
  z.array(z.union([z.string().max(LEAD_INPUT_LIMITS.text), z.number().finite(), z.boolean()])).max(LEAD_INPUT_LIMITS.list),
]);

/**
 * A customer's `lead_inputs` (spec §2: "create takes optional lead_inputs as JSON"): the answers an
 * outside form or source collected, kept as given and shown read-only. An object of at most 50 keys
 * (letters, digits, spaces, `_ - .`) whose values are text, numbers, true/false or lists of them, at
 * most 16,000 bytes as JSON. Form data may send it as a JSON string. Decision 0065.
 */
export const LeadInputsSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (!v.trim()) return undefined;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .record(
      z
        .string()
        .trim()
        .min(1)
        .max(LEAD_INPUT_LIMITS.key)
        .regex(/^[\p{L}\p{N}_ .-]+$/u),
      leadInputValue,
      { error: MESSAGES.check },
    )
    .refine((o) => Object.keys(o).length <= LEAD_INPUT_LIMITS.keys, { error: MESSAGES.check })
    .refine((o) => new TextEncoder().encode(JSON.stringify(o)).length <= LEAD_INPUT_LIMITS.bytes, { error: MESSAGES.check })
    .optional(),
);
export type LeadInputs = Record<string, string | number | boolean | (string | number | boolean)[]>;

/** Admin create: password and confirmation required (spec section 4); optional `lead_inputs`. */
export const CustomerCreateInput = z
  .object({ ...customerFields, ...newPasswordFields(), lead_inputs: LeadInputsSchema })
  .superRefine(confirmPassword)
  .superRefine(phoneNeedsCountryCode);
export type CustomerCreateInput = z.infer<typeof CustomerCreateInput>;

/**
 * Admin edit: password optional; the membership tier is chosen here only (spec §4: hidden on create),
 * from the enabled tiers (checked by the route). Its expiry date is never accepted from input.
 */
export const CustomerUpdateInput = z
  .object({ ...customerFields, ...changePasswordFields(), membership_tier_id: idNumber().nullish() })
  .superRefine(confirmPassword)
  .superRefine(phoneNeedsCountryCode);
export type CustomerUpdateInput = z.infer<typeof CustomerUpdateInput>;

export const RegisterInput = z
  .object({
    first_name: requiredString(100),
    last_name: requiredString(100),
    email: emailField(),
    ...newPasswordFields(),
    language: z.string().max(10).optional(),
    /** The form's unticked "news by e-mail" box: e-mail marketing consent from `register` (decision 0072). */
    is_subscribe: booleanish().optional(),
    /** Checked when reCAPTCHA guards `register` (decision 0037). */
    recaptcha_token: z.string().trim().max(4000).optional(),
  })
  .superRefine(confirmPassword);
export type RegisterInput = z.infer<typeof RegisterInput>;

export const ProfileUpdateInput = z
  .object({
    email: emailField(),
    first_name: requiredString(100),
    last_name: requiredString(100),
    country_code: optionalString(10).nullable(),
    phone: optionalString(30).nullable(),
    gender: gender.nullish(),
    /** Optional: absent keeps the one stored, empty clears it. */
    birthday: birthdayField().optional(),
    ...changePasswordFields(),
  })
  .superRefine(confirmPassword)
  .superRefine(phoneNeedsCountryCode);
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInput>;

export const LoginInput = z.object({
  email: emailField(),
  password: requiredString(128),
  /** Checked when reCAPTCHA guards `login` (decision 0037). */
  recaptcha_token: z.string().trim().max(4000).optional(),
});

/**
 * The customer's single-value fields, all global (one edit to `customerFields` adds one). Gender is
 * declared apart: the admin form requires it, but shoppers who registered themselves have none yet.
 * The lists (emails, mobiles, tags) are declared by hand.
 */
export const customerFieldSet = fieldSet(z.object(customerFields).omit({ gender: true, emails: true, mobiles: true, tags: true }));

const leadInputAnswer = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number(), z.boolean()]))]);

export const CustomerInfo = z.object({
  id: z.number(),
  ...customerFieldSet.answer,
  gender: z.enum(GENDERS).nullable(),
  emails: z.array(z.string()),
  mobiles: z.array(z.string()),
  tags: z.array(z.string()),
  ...leadFieldSet.answer,
  /** What an outside source answered when the customer was created (read-only; decision 0065). */
  lead_inputs: z.record(z.string(), leadInputAnswer).nullable(),
  /** The language the customer registered in (messages go out in it); null when unknown. */
  language: z.string().nullable(),
  /** The membership tier's level (issue 29), and when it is renewed or downgraded (read-only). */
  membership_tier_id: z.number().nullable(),
  membership_tier_expiry_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerInfo = z.infer<typeof CustomerInfo>;

/** One imported spreadsheet row: like the admin form, but a new row may come without a password. */
export const CustomerImportRow = z
  .object({
    id: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
    ...customerFields,
    // Shoppers who registered themselves have no gender yet: a blank cell keeps what is stored;
    // a new customer still needs one (checked on import).
    gender: z.preprocess((v) => (v === '' ? undefined : v), gender.optional()),
    password: z.union([z.literal(''), passwordField()]).optional(),
  })
  .superRefine(phoneNeedsCountryCode);

/** Columns of the customer xlsx export, also the accepted import headers. */
export const CUSTOMER_SHEET_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'gender',
  'phone',
  'country_code',
  'enabled',
  'is_subscribe',
  'job_title',
  'department',
  'office_phone',
  'fax',
  'website',
  'description',
  'emails',
  'mobiles',
  'tags',
  'admin_id',
  'password',
] as const;
