import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import { idNumber, optionalString, requiredString } from '../shared/validation.js';

export const GroupInput = z.object({
  name: requiredString(100),
  description: optionalString(1000).nullable(),
  admins: z.array(idNumber()).max(500).default([]),
});
export type GroupInput = z.infer<typeof GroupInput>;

/** Name and description are the group's own; `admins` is membership, kept on each admin (`group_id`). */
export const groupFields = fieldSet(GroupInput.omit({ admins: true }));

export const GroupInfo = z.object({
  id: z.number(),
  ...groupFields.answer,
  admins: z.array(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GroupInfo = z.infer<typeof GroupInfo>;
