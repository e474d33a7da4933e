import { z } from 'zod';
import { idNumber, optionalString, requiredString } from '../shared/validation.js';

export const GroupInput = z.object({
  name: requiredString(100),
  description: optionalString(1000).nullable(),
  admins: z.array(idNumber()).max(500).default([]),
});
export type GroupInput = z.infer<typeof GroupInput>;

export const GroupInfo = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  admins: z.array(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GroupInfo = z.infer<typeof GroupInfo>;
