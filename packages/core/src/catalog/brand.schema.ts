import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import { richText } from '../shared/rich-text.js';
import { booleanish, optionalImage, requiredString, TEXT_LIMITS, urlSlug } from '../shared/validation.js';

export const BrandInput = z.object({
  title: requiredString(255),
  /** Rich text in the small editor (spec section 9): a short text's limit. */
  short_description: richText(TEXT_LIMITS.shortText),
  description: richText(),
  url: urlSlug(),
  enabled: booleanish().default(true),
  /** The key the upload route answered (`uploads/…`), not `image_path`. */
  image: optionalImage(),
});
export type BrandInput = z.infer<typeof BrandInput>;

/** Title and descriptions are stored per language; the rest are global (one edit here adds a field). */
export const brandFields = fieldSet(BrandInput, { translated: ['title', 'short_description', 'description'] });

export const BrandInfo = z.object({
  id: z.number(),
  ...brandFields.answer,
  image_path: z.string().nullable(),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BrandInfo = z.infer<typeof BrandInfo>;
