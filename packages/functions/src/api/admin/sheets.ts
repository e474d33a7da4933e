import { Hono, type Context, type Next } from 'hono';
import { exportProducts } from '@shop/core/catalog/product-sheet';
import { Customer } from '@shop/core/customer/customer';
import { IMPORTERS, ImportJobs, type ImportEntity } from '@shop/core/imports/import-job';
import { ForbiddenError, MESSAGES, NotFoundError, PayloadTooLargeError, ValidationError } from '@shop/core/shared/errors';
import { IMPORT_MAX_BYTES } from '@shop/core/shared/sheet';
import type { AppEnv } from '../context.js';
import { readBody } from '../http.js';
import { can } from '../middleware/auth.js';
import { describe } from '../openapi.js';

interface Sheet {
  entity: ImportEntity;
  file: string;
  plural: string;
  exportSheet(): Promise<Buffer>;
}

/** Entities with xlsx import/export (spec: user and product). */
const SHEETS: Record<string, Sheet> = {
  user: { entity: 'user', file: 'customers', plural: 'users', exportSheet: () => Customer.exportSheet() },
  product: { entity: 'product', file: 'products', plural: 'products', exportSheet: exportProducts },
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

for (const [name, sheet] of Object.entries(SHEETS)) {
  const { create, update } = IMPORTERS[sheet.entity].permissions;
  const either = `${create} | ${update}`;
  describe({ method: 'get', path: `/api/admin/${name}/export`, summary: `Export ${name} as .xlsx`, tag: 'Import/export', permission: `get ${sheet.plural}`, auth: 'admin' });
  describe({
    method: 'post',
    path: `/api/admin/${name}/import`,
    summary: `Import ${name} from .xlsx (multipart field "file", ≤ 5 MB, ≤ 1000 rows): 202 with the import job; rows run in the background. A row matching a saved record needs "${update}", a new one "${create}"`,
    tag: 'Import/export',
    permission: either,
    auth: 'admin',
  });
  describe({ method: 'get', path: `/api/admin/${name}/import/{id}`, summary: 'Progress of an import job (processed/total/failed; failed rows once done)', tag: 'Import/export', permission: either, auth: 'admin' });
  describe({ method: 'get', path: `/api/admin/${name}/import/{id}/result`, summary: 'The failed rows of a finished import as .xlsx (row, messages, cells)', tag: 'Import/export', permission: either, auth: 'admin' });
}

function sheetOf(entity: string): Sheet {
  const sheet = SHEETS[entity];
  if (!sheet) throw new NotFoundError('Not Found');
  return sheet;
}

/** Import routes need the entity's create or update permission; each row is then checked for what it does. */
async function canImport(c: Context<AppEnv>, next: Next) {
  const { create, update } = IMPORTERS[sheetOf(c.req.param('entity') ?? '').entity].permissions;
  const held = c.get('admin').permissions;
  const permission = create;
  if (!held.includes(create) && !held.includes(update)) throw new ForbiddenError(`Permission denied: ${permission}`);
  await next();
}

export const sheetRoutes = new Hono<AppEnv>()
  .get('/:entity/export', async (c, next) => can(`get ${sheetOf(c.req.param('entity')).plural}`)(c, next), async (c) => {
    const sheet = sheetOf(c.req.param('entity'));
    const data = await sheet.exportSheet();
    return c.body(new Uint8Array(data), 200, {
      'content-type': XLSX,
      'content-disposition': `attachment; filename="${sheet.file}.xlsx"`,
    });
  })
  .post('/:entity/import', canImport, async (c) => {
    const sheet = sheetOf(c.req.param('entity'));
    const file = (await readBody(c)).file;
    if (!(file instanceof File)) throw ValidationError.field('file', MESSAGES.required);
    if (file.size > IMPORT_MAX_BYTES) throw new PayloadTooLargeError(MESSAGES.importTooLarge);
    const job = await ImportJobs.start(sheet.entity, c.get('admin'), new Uint8Array(await file.arrayBuffer()));
    return c.json(job, 202);
  })
  .get('/:entity/import/:job', canImport, async (c) => {
    const sheet = sheetOf(c.req.param('entity'));
    return c.json(await ImportJobs.get(sheet.entity, c.req.param('job'), c.get('admin').id));
  })
  .get('/:entity/import/:job/result', canImport, async (c) => {
    const sheet = sheetOf(c.req.param('entity'));
    const data = await ImportJobs.result(sheet.entity, c.req.param('job'), c.get('admin').id);
    return c.body(new Uint8Array(data), 200, {
      'content-type': XLSX,
      'content-disposition': `attachment; filename="${sheet.file}-import-result.xlsx"`,
    });
  });
