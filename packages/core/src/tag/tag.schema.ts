import { z } from 'zod';
import { optionalString, requiredString } from '../shared/validation.js';
import { fieldSet } from '../shared/fields.js';

/** The longest tag name: short labels shown as chips beside a customer. */
export const TAG_NAME_MAX = 50;

export const TAG_MESSAGES = {
  nameChars: 'Only letters, digits, spaces, - and _ are allowed.',
  nameLetter: 'The name must contain a letter.',
  nameReserved: 'This name is reserved.',
  color: 'Please enter a colour as #rrggbb.',
} as const;

/** Words the name routes cannot tell from the list's own (`GET /tag/options`, `DELETE /tag/batch`). */
const RESERVED = new Set(['options', 'batch', 'create', 'edit']);

/**
 * A name that is also a key in URLs (`/admin/tag/edit/{name}`): letters (any script), digits, spaces,
 * `-` and `_`; at least one letter, so it is never read as a numeric id. Compared case-insensitively
 * (the unique guard folds it).
 */
export const keyName = (max = TAG_NAME_MAX) =>
  requiredString(max)
    .refine((v) => /^[\p{L}\p{N}\p{M} _-]+$/u.test(v), { error: TAG_MESSAGES.nameChars, abort: true })
    .refine((v) => /\p{L}/u.test(v), { error: TAG_MESSAGES.nameLetter, abort: true })
    .refine((v) => !RESERVED.has(v.toLowerCase()), { error: TAG_MESSAGES.nameReserved });

const color = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: TAG_MESSAGES.color })
    .regex(/^#[0-9a-f]{6}$/i, { error: TAG_MESSAGES.color })
    .transform((v) => v.toLowerCase())
    .nullish(),
);

/** What staff may change on a tag: its name is its key and never changes (decision 0060). */
export const TagUpdateInput = z.object({
  description: optionalString(255).nullable(),
  color,
});
export type TagUpdateInput = z.infer<typeof TagUpdateInput>;

export const TagInput = TagUpdateInput.extend({ name: keyName() });
export type TagInput = z.infer<typeof TagInput>;

export const tagFields = fieldSet(TagInput);

export const TagInfo = z.object({
  id: z.number(),
  ...tagFields.answer,
  /** How many customers carry the tag. */
  customers: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TagInfo = z.infer<typeof TagInfo>;
