import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import { keyFormat, requiredString } from '../shared/validation.js';

export const AttributeInput = z.object({
  key: keyFormat(),
  label: requiredString(100),
  position: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AttributeInput = z.infer<typeof AttributeInput>;

/** The label is per language; key and position are global. */
export const attributeFields = fieldSet(AttributeInput, { translated: ['label'] });

export const AttributeInfo = z.object({
  id: z.number(),
  ...attributeFields.answer,
  language: z.string(),
  updated_at: z.string(),
});
export type AttributeInfo = z.infer<typeof AttributeInfo>;
