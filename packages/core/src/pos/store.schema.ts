import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import { booleanish, idNumber, optionalString, requiredString } from '../shared/validation.js';

/** A physical store (issue 29 §3): where it is and the warehouse its till sells from. */
export const StoreInput = z.object({
  name: requiredString(100),
  address: optionalString(500).nullable(),
  warehouse_id: idNumber(),
  enabled: booleanish().default(true),
});
export type StoreInput = z.infer<typeof StoreInput>;

export const storeFields = fieldSet(StoreInput);

export const StoreInfo = z.object({
  id: z.number(),
  ...storeFields.answer,
  /** The warehouse's name, for lists and the till's header (null once it is gone). */
  warehouse_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StoreInfo = z.infer<typeof StoreInfo>;

export const STORE_MESSAGES = {
  disabled: 'This store is disabled.',
} as const;
