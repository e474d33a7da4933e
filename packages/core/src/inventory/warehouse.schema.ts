import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import { booleanish, optionalString, requiredString } from '../shared/validation.js';

export const WarehouseInput = z.object({
  name: requiredString(100),
  code: requiredString(30).regex(/^[A-Za-z0-9_-]+$/, { error: 'Only letters, digits, - and _ are allowed.' }),
  address: optionalString(500).nullable(),
  enabled: booleanish().default(true),
  /** Make this the site's default product warehouse. */
  is_default: booleanish().optional(),
});
export type WarehouseInput = z.infer<typeof WarehouseInput>;

/** Every stored field is global; `is_default` is the site setting, not a warehouse attribute. */
export const warehouseFields = fieldSet(WarehouseInput.omit({ is_default: true }));

export const WarehouseInfo = z.object({
  id: z.number(),
  ...warehouseFields.answer,
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WarehouseInfo = z.infer<typeof WarehouseInfo>;
