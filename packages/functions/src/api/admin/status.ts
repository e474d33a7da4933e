import { Hono } from 'hono';
import { z } from 'zod';
import { Ebooks } from '@shop/core/crm/ebook';
import { Status } from '@shop/core/crm/status';
import { StatusContract } from '@shop/core/crm/status.contract';
import { ValidationError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { readBody } from '../http.js';
import { canAny } from '../middleware/auth.js';
import { described, doc } from '../openapi.js';
import { crudRoutes } from '../resource.js';

export const statusRoutes = crudRoutes(StatusContract, Status);

const EbookBody = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
      },
    },
  },
};

/** An e-book for a status's trigger, stored privately: only a lead's signed mail link opens it. */
export const statusUploadRoutes = new Hono<AppEnv>().post(
  '/upload',
  doc({
    summary: 'Upload an e-book for a lead status (multipart "file", ≤ 10 MB, PDF or EPUB by content); returns path',
    response: z.object({ path: z.string() }),
  }),
  described(async (_c, next) => next(), EbookBody),
  canAny(['create status', 'update status']),
  async (c) => {
    const file = (await readBody(c)).file;
    if (!(file instanceof File)) throw ValidationError.field('file', 'The file must be a PDF or EPUB e-book.');
    return c.json(await Ebooks.upload(new Uint8Array(await file.arrayBuffer())), 200);
  },
);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [
  ['/status', statusUploadRoutes],
  ['/status', statusRoutes],
] as const;
