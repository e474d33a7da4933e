import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { moneyField } from '../shared/money.js';
import { booleanish, countryCode, requiredString } from '../shared/validation.js';

/**
 * A shipping method (issue 9, decision 0023): a name per language, a fee, free at or above an order
 * subtotal when `free_above` is set, offered for the countries listed (none: every country the site
 * supports).
 */
export const ShippingInput = z.object({
  name: requiredString(255),
  fee: moneyField(),
  free_above: z.preprocess((v) => (v === '' ? null : v), moneyField().nullish()),
  countries: z
    .array(countryCode())
    .max(300)
    .default([])
    .superRefine((codes, ctx) =>
      codes.forEach((code, index) => {
        if (codes.indexOf(code) !== index) ctx.addIssue({ code: 'custom', path: [index], message: MESSAGES.repeated });
      }),
    ),
  enabled: booleanish().default(true),
});
export type ShippingInput = z.infer<typeof ShippingInput>;

/** The name is per language; fee, threshold and the flag are global; countries are a list, kept by hand. */
export const shippingFields = fieldSet(ShippingInput.omit({ countries: true }), { translated: ['name'] });

export const ShippingInfo = z.object({
  id: z.number(),
  ...shippingFields.answer,
  countries: z.array(z.string()),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShippingInfo = z.infer<typeof ShippingInfo>;
