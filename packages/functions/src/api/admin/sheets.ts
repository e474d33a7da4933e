import { Hono } from 'hono';
import { exportProducts, importProducts } from '@shop/core/catalog/product-sheet';
import { Customer } from '@shop/core/customer/customer';
import { NotFoundError, ValidationError } from '@shop/core/shared/errors';
import type { ImportResult } from '@shop/core/shared/sheet';
import type { AppEnv } from '../context.js';
import { readBody } from '../http.js';
import { can } from '../middleware/auth.js';
import { describe } from '../openapi.js';

interface Sheet {
  file: string;
  singular: string;
  plural: string;
  exportSheet(): Promise<Buffer>;
  importSheet(data: ArrayBuffer): Promise<ImportResult>;
}

/** Entities with xlsx import/export (spec: user and product). */
const SHEETS: Record<string, Sheet> = {
  user: { file: 'customers', singular: 'user', plural: 'users', exportSheet: () => Customer.exportSheet(), importSheet: (d) => Customer.importSheet(d) },
  product: { file: 'products', singular: 'product', plural: 'products', exportSheet: exportProducts, importSheet: importProducts },
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

for (const entity of Object.keys(SHEETS)) {
  describe({ method: 'get', path: `/api/admin/${entity}/export`, summary: `Export ${entity} as .xlsx`, tag: 'Import/export', permission: `get ${SHEETS[entity]!.plural}`, auth: 'admin' });
  describe({ method: 'post', path: `/api/admin/${entity}/import`, summary: `Import ${entity} from .xlsx (multipart field "file", at most 1000 rows)`, tag: 'Import/export', permission: `create ${SHEETS[entity]!.singular}`, auth: 'admin' });
}

function sheetOf(entity: string): Sheet {
  const sheet = SHEETS[entity];
  if (!sheet) throw new NotFoundError('Not Found');
  return sheet;
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
  .post('/:entity/import', async (c, next) => can(`create ${sheetOf(c.req.param('entity')).singular}`)(c, next), async (c) => {
    const sheet = sheetOf(c.req.param('entity'));
    const body = await readBody(c);
    const file = body.file;
    if (!(file instanceof File)) throw ValidationError.field('file', 'This field is required.');
    return c.json(await sheet.importSheet(await file.arrayBuffer()));
  });
