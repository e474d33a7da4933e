import { z } from 'zod';
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

export const WarehouseInfo = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  address: z.string().nullable(),
  enabled: z.boolean(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WarehouseInfo = z.infer<typeof WarehouseInfo>;
