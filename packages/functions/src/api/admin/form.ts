import { Hono } from 'hono';
import { z } from 'zod';
import { Form } from '@shop/core/form/form';
import { FormContract } from '@shop/core/form/form.contract';
import { FormHistory } from '@shop/core/form/form-history';
import { FileLink, HistoryInfo, HistoryStatusInput } from '@shop/core/form/form.schema';
import { pageOf } from '@shop/core/shared/contract';
import { ValidationError } from '@shop/core/shared/errors';
import { ListQuerySchema } from '@shop/core/shared/paging';
import type { AppEnv } from '../context.js';
import { languageOf, pathId, readBody } from '../http.js';
import { can } from '../middleware/auth.js';
import { described, doc } from '../openapi.js';
import { crudRoutes } from '../resource.js';
import { body, query } from '../validate.js';

export const formRoutes = crudRoutes(FormContract, Form);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FileQuery = z.object({ key: z.string().trim().min(1).max(300) });
const HistoryQuery = ListQuerySchema.omit({ search: true });
const UploadBody = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { admin_file: { type: 'string', format: 'binary' } }, required: ['admin_file'] },
      },
    },
  },
};

/** A form's submissions (`formbuilder/histories/{id}`, `formbuilder/{form_id}/history/{history_id}`), worked by staff. */
export const formHistoryRoutes = new Hono<AppEnv>()
  .get(
    '/:id/submit_histories',
    doc({ summary: "A form's submissions, a page at a time (newest first unless asked)", response: pageOf(HistoryInfo) }),
    can('get forms'),
    query(HistoryQuery),
    async (c) => c.json(await FormHistory.list(pathId(c), c.req.valid('query'), await languageOf(c)), 200),
  )
  .get('/:id/submit_histories/:hid', doc({ summary: 'One submission of a form', response: HistoryInfo }), can('get form'), async (c) =>
    c.json(await FormHistory.get(pathId(c), pathId(c, 'hid'), await languageOf(c)), 200),
  )
  .get(
    '/:id/export',
    doc({ summary: "Export a form's submissions as .xlsx (a column per field key)", media: XLSX }),
    can('get forms'),
    async (c) => {
      const data = await FormHistory.exportSheet(pathId(c));
      return new Response(new Uint8Array(data), {
        status: 200,
        headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="form-${pathId(c)}.xlsx"` },
      });
    },
  )
  .put(
    '/submit_histories/:hid',
    doc({ summary: "Set a submission's status", response: HistoryInfo }),
    can('update form'),
    body(HistoryStatusInput),
    async (c) => c.json(await FormHistory.setStatus(pathId(c, 'hid'), c.req.valid('json').status, await languageOf(c)), 200),
  )
  .post(
    '/submit_histories/:hid/upload',
    doc({
      summary: 'Attach a file to a submission (multipart "admin_file", ≤ 5 MB, PDF, image, Word or Excel by content)',
      response: HistoryInfo,
    }),
    described(async (_c, next) => next(), UploadBody),
    can('update form'),
    async (c) => {
      const file = (await readBody(c)).admin_file;
      if (!(file instanceof File)) throw ValidationError.field('admin_file', 'This field is required.');
      const info = await FormHistory.upload(
        pathId(c, 'hid'),
        { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
        await languageOf(c),
      );
      return c.json(info, 200);
    },
  )
  .get(
    '/submit_histories/:hid/file',
    doc({ summary: "A five-minute link to a submission's file (one the sender sent or staff attached)", response: FileLink }),
    can('get form'),
    query(FileQuery),
    async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await FormHistory.fileLink(pathId(c, 'hid'), c.req.valid('query').key), 200);
    },
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [
  ['/form', formHistoryRoutes],
  ['/form', formRoutes],
] as const;
