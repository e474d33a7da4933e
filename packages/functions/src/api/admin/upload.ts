import { Hono } from 'hono';
import { Files } from '@shop/core/files/files';
import { ValidationError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { readBody } from '../http.js';
import { describe } from '../openapi.js';

describe({ method: 'post', path: '/api/admin/upload', summary: 'Upload an image (multipart field "image", ≤ 10 MB, jpeg/png/gif/webp by content); returns path', tag: 'Files', auth: 'admin' });

/** Any signed-in admin may upload; the image only becomes visible when a record references it. */
export const uploadRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const body = await readBody(c);
  const file = body.image ?? body.file;
  if (!(file instanceof File)) throw ValidationError.field('image', 'Please upload a picture');
  return c.json(await Files.uploadImage(new Uint8Array(await file.arrayBuffer())));
});
