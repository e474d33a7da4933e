import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { idNumber, optionalString, TEXT_LIMITS } from '../shared/validation.js';

/** How staff were in touch with a lead. */
export const CONTACT_TYPES = ['call', 'meeting', 'message', 'note'] as const;

/**
 * One contact with a lead (`/admin/contact`, spec: "contact (lead contact)"): what kind, when, what
 * came of it, and who. The log of a lead is these, newest first, shown on the lead.
 */
export const ContactInput = z.object({
  lead_id: idNumber(),
  type: z.enum(CONTACT_TYPES, { error: (iss) => (iss.input === undefined || iss.input === '' ? MESSAGES.required : MESSAGES.check) }),
  /** When it happened (ISO date-time; the form sends the staff member's local time with its offset). */
  happened_at: z.iso.datetime({
    offset: true,
    error: (iss) => (iss.input === undefined || iss.input === '' ? MESSAGES.required : MESSAGES.check),
  }),
  outcome: optionalString(255).nullable(),
  description: optionalString(TEXT_LIMITS.shortText).nullable(),
  /** Who was in touch; the signed-in admin when left empty. */
  admin_id: idNumber().nullish(),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const contactFields = fieldSet(ContactInput);

export const ContactInfo = z.object({
  id: z.number(),
  ...contactFields.answer,
  lead_name: z.string().nullable(),
  admin_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContactInfo = z.infer<typeof ContactInfo>;

export const ContactFilters = z.object({
  lead_id: idNumber().optional(),
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CONTACT_TYPES, { error: MESSAGES.check }).optional()),
  admin_id: idNumber().optional(),
});
