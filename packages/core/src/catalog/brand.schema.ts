import { z } from 'zod';
import { richText } from '../shared/rich-text.js';
import { booleanish, optionalImage, requiredString, TEXT_LIMITS, urlSlug } from '../shared/validation.js';

/** Fields stored per language; the rest are global. */
export const BRAND_TRANSLATED = ['title', 'short_description', 'description'] as const;
export const BRAND_GLOBALS = ['url', 'enabled', 'image'] as const;

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

export const BrandInfo = z.object({
  id: z.number(),
  title: z.string(),
  short_description: z.string(),
  description: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  image: z.string().nullable(),
  image_path: z.string().nullable(),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BrandInfo = z.infer<typeof BrandInfo>;
