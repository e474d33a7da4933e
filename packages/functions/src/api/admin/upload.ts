import { Hono } from 'hono';
import { z } from 'zod';
import { Files } from '@shop/core/files/files';
import { ValidationError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { readBody } from '../http.js';
import { described, doc } from '../openapi.js';

const Uploaded = z.object({ path: z.string() });
const UploadBody = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } }, required: ['image'] },
      },
    },
  },
};

/** Any signed-in admin may upload; the image only becomes visible when a record references it. */
export const uploadRoutes = new Hono<AppEnv>().post(
  '/',
  doc({ summary: 'Upload an image (multipart field "image", ≤ 10 MB, jpeg/png/gif/webp by content); returns path', response: Uploaded }),
  described(async (_c, next) => next(), UploadBody),
  async (c) => {
    const body = await readBody(c);
    const file = body.image ?? body.file;
    if (!(file instanceof File)) throw ValidationError.field('image', 'Please upload a picture');
    return c.json(await Files.uploadImage(new Uint8Array(await file.arrayBuffer())), 200);
  },
);
