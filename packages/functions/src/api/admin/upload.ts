import { Hono } from 'hono';
import { z } from 'zod';
import { Files } from '@shop/core/files/files';
import { PresignFileInput, PresignedPostInfo, UploadedKey } from '@shop/core/files/files.schema';
import { ValidationError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { readBody } from '../http.js';
import { described, doc } from '../openapi.js';
import { body } from '../validate.js';

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
export const uploadRoutes = new Hono<AppEnv>()
  .post(
    '/',
    doc({
      summary: 'Upload an image (multipart field "image", ≤ 10 MB, jpeg/png/gif/webp by content); returns path',
      response: Uploaded,
    }),
    described(async (_c, next) => next(), UploadBody),
    async (c) => {
      const body = await readBody(c);
      const file = body.image ?? body.file;
      if (!(file instanceof File)) throw ValidationError.field('image', 'Please upload a picture');
      return c.json(await Files.uploadImage(new Uint8Array(await file.arrayBuffer())), 200);
    },
  )
  .post(
    '/presign',
    doc({
      summary:
        'A form to POST one image straight to storage (multipart: the answered fields, then "file"; ≤ 10 MB, the declared type); then confirm the key',
      response: PresignedPostInfo,
    }),
    body(PresignFileInput),
    async (c) => {
      const { content_type, size } = c.req.valid('json');
      c.header('cache-control', 'no-store');
      return c.json(await Files.presignImage(content_type, size), 200);
    },
  )
  .post(
    '/confirm',
    doc({
      summary: 'Accept an image posted straight to storage: its bytes must be the image type its key names; returns path',
      response: Uploaded,
    }),
    body(UploadedKey),
    async (c) => c.json(await Files.confirmImage(c.req.valid('json').key), 200),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/upload', uploadRoutes]] as const;
