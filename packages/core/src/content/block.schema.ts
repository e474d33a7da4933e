import { z } from 'zod';
import { fieldSet } from '../shared/fields.js';
import { richText } from '../shared/rich-text.js';
import { booleanish, keyFormat, requiredString } from '../shared/validation.js';

/**
 * Blocks: reusable rich content the storefront places by `identifier` (spec section 7,
 * `POST /api/block {identifier}`). The identifier follows the spec's key_format rule.
 */
export const BlockInput = z.object({
  enabled: booleanish().default(true),
  identifier: keyFormat(),
  title: requiredString(255),
  /** Rich text (the medium editor), sanitised when parsed. */
  content: richText(),
});
export type BlockInput = z.infer<typeof BlockInput>;

/** Title and content are per language; the identifier and the flag are global. */
export const blockFields = fieldSet(BlockInput, { translated: ['title', 'content'] });

export const BlockInfo = z.object({
  id: z.number(),
  ...blockFields.answer,
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlockInfo = z.infer<typeof BlockInfo>;

/** A row of the admin list: without the content. */
export const BlockRow = BlockInfo.omit({ content: true });
export type BlockRow = z.infer<typeof BlockRow>;

/** `POST /api/block {identifier, language}` (spec section 7). */
export const StoreBlockInput = z.object({
  language: z.string().optional(),
  identifier: requiredString(100),
});

/** An enabled block in one language (the main language's text as fallback). */
export const StoreBlock = z.object({
  identifier: z.string(),
  title: z.string(),
  content: z.string(),
  updated_at: z.string(),
});
export type StoreBlock = z.infer<typeof StoreBlock>;
