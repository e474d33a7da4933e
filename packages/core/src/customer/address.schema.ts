import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { booleanish, countryCode, requiredString } from '../shared/validation.js';

/** A shopper keeps at most this many addresses (decision 0024). */
export const MAX_ADDRESSES = 20;

export const ADDRESS_MESSAGES = {
  tooMany: 'At most 20 addresses can be kept; delete one first.', // MAX_ADDRESSES
  countryNotServed: 'The shop does not deliver to this country.',
} as const;

/** A shopper's address (spec section 3 Address): all five fields required; at most one default of each kind. */
export const AddressInput = z.object({
  first_name: requiredString(100),
  last_name: requiredString(100),
  country: countryCode(),
  contact_number: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(30)
    .regex(/^\+?[0-9][0-9 ()-]*$/, { error: MESSAGES.check }),
  address: requiredString(500),
  default_billing: booleanish().default(false),
  default_shipping: booleanish().default(false),
});
export type AddressInput = z.infer<typeof AddressInput>;

export const AddressInfo = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
  contact_number: z.string(),
  address: z.string(),
  default_billing: z.boolean(),
  default_shipping: z.boolean(),
});
export type AddressInfo = z.infer<typeof AddressInfo>;
