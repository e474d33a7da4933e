import { z } from 'zod';
import { richText } from '../shared/rich-text.js';
import { utf8Length } from '../shared/validation.js';

/**
 * The editor playground (`/admin/test-quasar-editor`): HTML as the rich-text editor sends it, parsed by
 * the very schema every rich-text field uses, so the answer is what a save would store and shoppers see.
 */
export const EditorPreviewInput = z.object({ html: richText() });

/** The sanitised HTML and its stored size in bytes (rich text holds at most `TEXT_LIMITS.richText`). */
export const EditorPreview = z.object({ html: z.string(), bytes: z.number().int() });
export type EditorPreview = z.infer<typeof EditorPreview>;

export function editorPreview(html: string | undefined): EditorPreview {
  const clean = html ?? '';
  return { html: clean, bytes: utf8Length(clean) };
}
