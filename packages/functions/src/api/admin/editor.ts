import { Hono } from 'hono';
import { EditorPreview, EditorPreviewInput, editorPreview } from '@shop/core/content/editor.schema';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';

/**
 * `POST /api/admin/editor/preview {html}`: the editor playground's "as stored" view. Any signed-in
 * admin may use it (it reads and writes nothing); the body limit and the rich-text byte limit apply.
 */
export const editorRoutes = new Hono<AppEnv>().post(
  '/preview',
  doc({ summary: 'Sanitise rich text as a save would (the editor playground)', response: EditorPreview }),
  body(EditorPreviewInput),
  (c) => c.json(editorPreview(c.req.valid('json').html), 200),
);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/editor', editorRoutes]] as const;
