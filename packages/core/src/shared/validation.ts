import { z } from 'zod';
import { countryByCode, isValidPhone } from './countries.js';
import { MESSAGES, type FieldMessages } from './errors.js';
import { UPLOAD_KEY } from './files.js';

/**
 * zod building blocks speaking the spec's texts (section 5). Imports only zod so the web forms use
 * the very same rules.
 */
const requiredError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === '' ? MESSAGES.required : MESSAGES.check;

/**
 * The text of a rule that names no message of its own (a bare `.max(255)`, a wrong type): one of
 * ours instead of zod's English, so every message a client can get has a translation (decision 0011).
 */
function defaultMessage(iss: z.core.$ZodRawIssue): string {
  const max = String((iss as { maximum?: unknown }).maximum);
  const min = String((iss as { minimum?: unknown }).minimum);
  const origin = (iss as { origin?: unknown }).origin;
  switch (iss.code) {
    case 'invalid_type':
      return requiredError(iss);
    case 'too_big':
      if (origin === 'string') return `May not be greater than ${max} characters.`;
      if (origin === 'array' || origin === 'set') return `May not have more than ${max} items.`;
      if (origin === 'number' || origin === 'int' || origin === 'bigint') return `May not be greater than ${max}.`;
      return MESSAGES.check;
    case 'too_small':
      if (origin === 'string' || origin === 'array' || origin === 'set') return min === '1' ? MESSAGES.required : MESSAGES.check;
      if (origin === 'number' || origin === 'int' || origin === 'bigint') {
        return (iss as { inclusive?: boolean }).inclusive === false ? `Must be greater than ${min}.` : `Must be at least ${min}.`;
      }
      return MESSAGES.check;
    default:
      return MESSAGES.check;
  }
}

z.config({ customError: defaultMessage });

/**
 * Text limits count UTF-8 bytes, the unit DynamoDB's 400 KB item limit is measured in (a Chinese
 * character takes 3). Decision 0009 sets the sizes: names 255, short texts ≤ 5000, rich text 100 000.
 */
export const TEXT_LIMITS = { name: 255, shortText: 5000, richText: 100_000 } as const;

/** UTF-8 length of a string, without encoding it (a lone surrogate counts 3, as TextEncoder writes U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

export const tooLongMessage = (max: number) => `May not be greater than ${max} bytes.`;

/** A string check: at most `max` UTF-8 bytes. */
export const maxBytes = (max: number) => (value: string) => utf8Length(value) <= max;

export const requiredString = (max: number = TEXT_LIMITS.name) =>
  z
    .string({ error: requiredError })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .refine(maxBytes(max), { error: tooLongMessage(max) });

export const optionalString = (max: number = TEXT_LIMITS.name) =>
  z
    .string({ error: MESSAGES.check })
    .trim()
    .refine(maxBytes(max), { error: tooLongMessage(max) })
    .optional();

/** Accepts the form-data spellings of a boolean ("1", "0", "true", "false", "on"). */
export const booleanish = () =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        const s = v.trim().toLowerCase();
        if (['1', 'true', 'on', 'yes'].includes(s)) return true;
        if (['0', 'false', 'off', 'no', ''].includes(s)) return false;
      }
      if (v === 1) return true;
      if (v === 0) return false;
      return v;
    },
    z.boolean({ error: MESSAGES.check }),
  );

/** Integer id that may arrive as a form-data string. */
export const idNumber = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
    z.number({ error: requiredError }).int({ error: MESSAGES.check }).positive({ error: MESSAGES.check }),
  );

export const emailField = () =>
  z
    .string({ error: requiredError })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(255)
    .pipe(z.email({ error: MESSAGES.check }))
    .transform((e) => e.toLowerCase());

/**
 * A new password (OWASP ASVS 5.0 §6.2): at least 8 characters, at most 128, not only whitespace, never
 * trimmed. The server also refuses the 10,000 most common passwords (core/access/password-policy.ts).
 */
export const passwordField = () =>
  z
    .string({ error: requiredError })
    .min(1, { error: MESSAGES.required, abort: true })
    .refine((v) => v.trim() !== '', { error: MESSAGES.passwordBlank, abort: true })
    .min(8, { error: MESSAGES.passwordMin })
    .max(128, { error: MESSAGES.passwordMax });

/** The longest url slug (products, pages, articles, blog categories): the sitemap sizes its parts by it. */
export const SLUG_MAX_LENGTH = 200;

export const urlSlug = () =>
  requiredString(SLUG_MAX_LENGTH).regex(/^[a-z0-9][a-z0-9-_]*$/i, {
    error: 'Only letters, digits, - and _ are allowed.',
  });

/** The spec's key_format rule. */
export const keyFormat = () =>
  requiredString(100)
    .regex(/^[a-z]/, { error: MESSAGES.keyFormatStart })
    .regex(/^[a-z0-9_]*$/, { error: MESSAGES.keyFormatChars });

/** Whether a text is an absolute http or https URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** http or https URL only (spec `url` rule). */
export const httpUrl = () => requiredString(2000).refine(isHttpUrl, { error: MESSAGES.url });

/**
 * An image field: the key of an object uploaded through `POST /api/admin/upload`, nothing else (no
 * URL, no `/api/files/…` path, no `../`). Whether the object exists is checked on write in core
 * (`Files.requireUploaded`).
 */
export const imageKey = () =>
  z.string({ error: MESSAGES.check }).trim().max(100, { error: MESSAGES.notUploaded }).regex(UPLOAD_KEY, { error: MESSAGES.notUploaded });

/** An ISO 3166-1 alpha-3 country code from the list, in any letter case (stored upper case). */
export const countryCode = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .toUpperCase()
    .min(1, { error: MESSAGES.required, abort: true })
    .refine((code) => Boolean(countryByCode(code)), { error: MESSAGES.countryCodeUnknown });

/** An optional single image: empty or null clears it. */
export const optionalImage = () => z.preprocess((v) => (v === '' ? null : v), imageKey().nullish());

/** A password and its confirmation, required (create, register). */
export const newPasswordFields = () => ({
  password: passwordField(),
  password_confirmation: z.string().optional(),
});

/** A password and its confirmation when editing: blank or absent keeps the current one. */
export const changePasswordFields = () => ({
  password: z.union([z.literal(''), passwordField()]).optional(),
  password_confirmation: z.string().optional(),
});

/** Password + confirmation must match; attach to an object schema with superRefine. */
export function confirmPassword(
  data: { password?: string | undefined; password_confirmation?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (data.password !== undefined && data.password !== '' && data.password !== data.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MESSAGES.passwordConfirm });
  }
}

/**
 * Phone needs a country code (spec section 5); the code must be an ISO 3166-1 alpha-3 code and the
 * phone a valid number of that country (libphonenumber-js, decision 0011).
 */
export function phoneNeedsCountryCode(
  data: { phone?: string | null | undefined; country_code?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (data.country_code && !countryByCode(data.country_code)) {
    ctx.addIssue({ code: 'custom', path: ['country_code'], message: MESSAGES.countryCodeUnknown });
  } else if (data.phone && !data.country_code) {
    ctx.addIssue({ code: 'custom', path: ['country_code'], message: MESSAGES.countryCode });
  } else if (data.phone && data.country_code && !isValidPhone(data.phone, data.country_code)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.phoneInvalid });
  }
}

/** Turns zod issues into the spec's field → messages map. */
export function fieldMessages(error: z.ZodError): FieldMessages {
  const out: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    let message = issue.message;
    // zod 4 leaves the input off issues; its default text says what was received.
    if (issue.code === 'invalid_type' && /received (undefined|null)$/.test(issue.message)) {
      message = MESSAGES.required;
    }
    const list = (out[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}
