import { Hono, type Context } from 'hono';
import { ExportLog } from '@shop/core/audit/export-log';
import type { ExportKind } from '@shop/core/audit/export-log.schema';
import { CustomerContract } from '@shop/core/customer/customer.contract';
import { ListQuerySchema } from '@shop/core/shared/paging';
import { z } from 'zod';
import { exportProducts } from '@shop/core/catalog/product-sheet';
import { Customer } from '@shop/core/customer/customer';
import { Downloads } from '@shop/core/files/downloads';
import { IMPORTERS, ImportJobs, type ImportEntity } from '@shop/core/imports/import-job';
import { DownloadLink, PresignFileInput, PresignedPostInfo, UploadedKey } from '@shop/core/files/files.schema';
import { ImportJobInfo } from '@shop/core/imports/import-job.schema';
import { MESSAGES, PayloadTooLargeError, ValidationError } from '@shop/core/shared/errors';
import { IMPORT_MAX_BYTES } from '@shop/core/shared/sheet';
import type { AppEnv } from '../context.js';
import { readBody } from '../http.js';
import { can, canAny } from '../middleware/auth.js';
import { described, doc } from '../openapi.js';
import { body, query } from '../validate.js';

interface Sheet<F extends z.ZodObject> {
  entity: ImportEntity;
  file: string;
  plural: string;
  /** The query parameters an export takes (the list's filters and search; none for products). */
  filters: F;
  exportSheet(filters: z.output<F>): Promise<{ file: Buffer; rows?: number }>;
  /** Exports of people's data are written to the export log (decision 0064). */
  logAs?: ExportKind;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ImportBody = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
      },
    },
  },
};
const JobParam = z.object({ job: z.string() });

/**
 * xlsx export and background import for one entity. Importing needs the entity's create or update
 * permission; each row is then checked for what it does (a matching row updates, a new one creates).
 */
function sheetRouter<F extends z.ZodObject>(sheet: Sheet<F>) {
  const { create, update } = IMPORTERS[sheet.entity].permissions;
  const importer = canAny([create, update]);
  const xlsx = (data: Uint8Array, name: string) =>
    new Response(new Uint8Array(data), {
      status: 200,
      headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="${name}.xlsx"` },
    });
  /** Runs the export and, for people's data, logs who ran it, the filter and the row count. */
  const exported = async (c: Context<AppEnv>, filters: z.output<F>, delivery: 'download' | 'link') => {
    const result = await sheet.exportSheet(filters);
    if (sheet.logAs) {
      const used = Object.fromEntries(
        Object.entries(filters as Record<string, unknown>)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([key, value]) => [key, String(value)]),
      );
      await ExportLog.record(c.get('admin').id, { export: sheet.logAs, delivery, filter: used, rows: result.rows ?? 0 });
    }
    return result.file;
  };
  return new Hono<AppEnv>()
    .get(
      '/export',
      doc({ summary: `Export ${sheet.plural} as .xlsx${sheet.logAs ? ' (written to the export log)' : ''}`, media: XLSX }),
      can(`get ${sheet.plural}`),
      query(sheet.filters),
      async (c) => xlsx(await exported(c, c.req.valid('query') as z.output<F>, 'download'), sheet.file),
    )
    .post(
      '/export/link',
      doc({
        summary: `Export ${sheet.plural} as .xlsx to storage; answers a link valid 5 minutes (files of any size, past the API's payload limit)`,
        response: DownloadLink,
      }),
      can(`get ${sheet.plural}`),
      query(sheet.filters),
      async (c) => {
        const file = await exported(c, c.req.valid('query') as z.output<F>, 'link');
        const link = await Downloads.publish(String(c.get('admin').id), `${sheet.file}.xlsx`, file, XLSX);
        c.header('cache-control', 'no-store');
        return c.json(link, 200);
      },
    )
    .post(
      '/import',
      doc({
        summary: `Import ${sheet.plural} from .xlsx (multipart field "file", ≤ 5 MB, ≤ 1000 rows): 202 with the import job; rows run in the background. A row matching a saved record needs "${update}", a new one "${create}"`,
        response: ImportJobInfo,
        status: 202,
      }),
      importer,
      described(async (_c, next) => next(), ImportBody),
      async (c) => {
        const file = (await readBody(c)).file;
        if (!(file instanceof File)) throw ValidationError.field('file', MESSAGES.required);
        if (file.size > IMPORT_MAX_BYTES) throw new PayloadTooLargeError(MESSAGES.importTooLarge);
        return c.json(await ImportJobs.start(sheet.entity, c.get('admin'), new Uint8Array(await file.arrayBuffer())), 202);
      },
    )
    .post(
      '/import/presign',
      doc({
        summary: `A form to POST a .xlsx of ${sheet.plural} straight to storage (multipart: the answered fields, then "file"; ≤ 5 MB); then send its key to /import/uploaded`,
        response: PresignedPostInfo,
      }),
      importer,
      body(PresignFileInput.partial()),
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await ImportJobs.presign(c.get('admin'), c.req.valid('json').size), 200);
      },
    )
    .post(
      '/import/uploaded',
      doc({
        summary: `Import ${sheet.plural} from a .xlsx posted straight to storage (its key): 202 with the import job, as POST /import`,
        response: ImportJobInfo,
        status: 202,
      }),
      importer,
      body(UploadedKey),
      async (c) => c.json(await ImportJobs.startUploaded(sheet.entity, c.get('admin'), c.req.valid('json').key), 202),
    )
    .get(
      '/import/:job',
      doc({ summary: 'Progress of an import job (processed/total/failed; failed rows once done)', response: ImportJobInfo }),
      importer,
      async (c) => c.json(await ImportJobs.get(sheet.entity, JobParam.parse(c.req.param()).job, c.get('admin').id), 200),
    )
    .get(
      '/import/:job/result',
      doc({ summary: 'The failed rows of a finished import as .xlsx (row, messages, cells)', media: XLSX }),
      importer,
      async (c) =>
        xlsx(await ImportJobs.result(sheet.entity, JobParam.parse(c.req.param()).job, c.get('admin').id), `${sheet.file}-import-result`),
    )
    .post(
      '/import/:job/result/link',
      doc({ summary: 'A link valid 5 minutes to the failed rows of a finished import as .xlsx', response: DownloadLink }),
      importer,
      async (c) => {
        const name = `${sheet.file}-import-result.xlsx`;
        const link = await ImportJobs.resultLink(sheet.entity, JobParam.parse(c.req.param()).job, c.get('admin').id, name);
        c.header('cache-control', 'no-store');
        return c.json({ ...link, file_name: name }, 200);
      },
    );
}

/** Entities with xlsx import/export (spec: user and product). */
export const userSheetRoutes = sheetRouter({
  entity: 'user',
  file: 'customers',
  plural: 'users',
  filters: CustomerContract.filters.extend({ search: ListQuerySchema.shape.search }),
  exportSheet: (filters) => Customer.exportSheet(filters),
  logAs: 'customers',
});
export const productSheetRoutes = sheetRouter({
  entity: 'product',
  file: 'products',
  plural: 'products',
  filters: z.object({}),
  exportSheet: async () => ({ file: await exportProducts() }),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [
  ['/user', userSheetRoutes],
  ['/product', productSheetRoutes],
] as const;
