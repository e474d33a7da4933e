import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { booleanish, optionalImage, optionalString, requiredString, TEXT_LIMITS, urlSlug } from '../shared/validation.js';

/** The texts a blog category keeps per language; the rest are global (spec section 3). */
export const BLOG_CATEGORY_TRANSLATED = ['title', 'short_description', 'meta_title', 'meta_short_description'] as const;

/** A whole number ≥ 0 (the category's place among the others, lower first); form data sends a string. */
const orderNumber = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v === null ? undefined : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? MESSAGES.required : MESSAGES.check) })
      .int({ error: MESSAGES.check })
      .min(0, { error: 'The order must be at least 0.' })
      .max(1_000_000_000, { error: MESSAGES.check }),
  );

/**
 * A blog category (spec section 3: visibled, title, url required, order required, short
 * description, meta title and description, image). Staff name it, so the title is required too.
 */
export const BlogCategoryInput = z.object({
  visibled: booleanish().default(true),
  title: requiredString(255),
  url: urlSlug(),
  order: orderNumber(),
  short_description: optionalString(TEXT_LIMITS.shortText),
  meta_title: optionalString(255),
  meta_short_description: optionalString(1000),
  /** The key the upload route answered (`uploads/…`). */
  image: optionalImage(),
});
export type BlogCategoryInput = z.infer<typeof BlogCategoryInput>;

export const blogCategoryFields = fieldSet(BlogCategoryInput, { translated: BLOG_CATEGORY_TRANSLATED });

export const BlogCategoryInfo = z.object({
  id: z.number(),
  ...blogCategoryFields.answer,
  image_path: z.string().nullable(),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlogCategoryInfo = z.infer<typeof BlogCategoryInfo>;

export const BlogCategoryFilters = z.object({ visibled: booleanish().optional() });

/** A category as a shopper sees it: on its page, and as a link on an article. */
export const StoreBlogCategory = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  short_description: z.string(),
  meta_title: z.string(),
  meta_short_description: z.string(),
  image_path: z.string().nullable(),
});
export type StoreBlogCategory = z.infer<typeof StoreBlogCategory>;
