import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import { booleanish, emailField, optionalString, phoneNeedsCountryCode, requiredString } from '../shared/validation.js';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const SupplierInput = z
  .object({
    name: requiredString(255),
    contact_name: optionalString(100).nullable(),
    /** Optional, but when given it must be an email address. */
    email: z.preprocess(blankToNull, emailField().nullish()),
    phone: optionalString(30).nullable(),
    country_code: optionalString(10).nullable(),
    address: optionalString(1000).nullable(),
    enabled: booleanish().default(true),
    remark: optionalString(2000).nullable(),
  })
  .superRefine(phoneNeedsCountryCode);
export type SupplierInput = z.infer<typeof SupplierInput>;

/** Every field is global (one edit to `SupplierInput` adds a field). */
export const supplierFields = fieldSet(SupplierInput);

export const SupplierInfo = z.object({
  id: z.number(),
  ...supplierFields.answer,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierInfo = z.infer<typeof SupplierInfo>;
