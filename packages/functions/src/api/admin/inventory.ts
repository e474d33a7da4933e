import { Hono } from 'hono';
import { z } from 'zod';
import { Stock } from '@shop/core/catalog/stock';
import { Inventory } from '@shop/core/inventory/inventory';
import { InventoryHistoryQuery, InventoryMoveInput, InventoryTransferInput } from '@shop/core/inventory/inventory.schema';
import { Warehouse } from '@shop/core/inventory/warehouse';
import { ListQuerySchema } from '@shop/core/shared/paging';
import { idNumber } from '@shop/core/shared/validation';
import type { AppEnv } from '../context.js';
import { languageOf, parse, readBody } from '../http.js';
import { can } from '../middleware/auth.js';
import { describe } from '../openapi.js';

const ListQuery = ListQuerySchema.pick({ page: true, per_page: true, language: true }).extend({
  warehouse_id: idNumber().optional(),
  low_stock: z.coerce.number().int().min(0).optional(),
  expiring_days: z.coerce.number().int().min(0).max(3650).optional(),
});

for (const action of ['plus', 'minus', 'update'] as const) {
  describe({ method: 'post', path: `/api/admin/inventory/${action}`, summary: `Stock ${action} for a variant in a warehouse`, tag: 'Inventory', permission: 'update inventory', auth: 'admin', body: InventoryMoveInput });
}
describe({ method: 'post', path: '/api/admin/inventory/transfer', summary: 'Move stock between warehouses {from, to}', tag: 'Inventory', permission: 'update inventory', auth: 'admin', body: InventoryTransferInput });
describe({ method: 'get', path: '/api/admin/inventory', summary: 'Stock per variant per warehouse (low_stock, expiring_days filters)', tag: 'Inventory', permission: 'get inventories', auth: 'admin', query: ListQuery });
describe({ method: 'get', path: '/api/admin/inventory/warehouses', summary: 'Every warehouse (id, name, code, enabled) for the stock screens: who may see stock may name its warehouses', tag: 'Inventory', permission: 'get inventories', auth: 'admin' });
describe({ method: 'get', path: '/api/admin/inventory/history', summary: 'Movement history of a product (newest first) or variant (oldest first), a page at a time: pass back `cursor` for the next page', tag: 'Inventory', permission: 'get inventory', auth: 'admin', query: InventoryHistoryQuery });

export const inventoryRoutes = new Hono<AppEnv>()
  .post('/plus', can('update inventory'), async (c) =>
    c.json(await Stock.plus(parse(InventoryMoveInput, await readBody(c)), { admin_id: c.get('admin').id })),
  )
  .post('/minus', can('update inventory'), async (c) =>
    c.json(await Stock.minus(parse(InventoryMoveInput, await readBody(c)), { admin_id: c.get('admin').id })),
  )
  .post('/update', can('update inventory'), async (c) =>
    c.json(await Stock.update(parse(InventoryMoveInput, await readBody(c)), { admin_id: c.get('admin').id })),
  )
  .post('/transfer', can('update inventory'), async (c) =>
    c.json(await Stock.transfer(parse(InventoryTransferInput, await readBody(c)), { admin_id: c.get('admin').id })),
  )
  .get('/warehouses', can('get inventories'), async (c) => {
    const data: { id: number; name: string; code: string; enabled: boolean }[] = [];
    for (let page = 1; page <= 10; page += 1) {
      const result = await Warehouse.list({ page, per_page: 100, sort: 'name', order: 'asc', language: '' });
      data.push(...result.data.map((w) => ({ id: w.id, name: w.name, code: w.code, enabled: w.enabled })));
      if (data.length >= result.total || result.data.length === 0) break;
    }
    return c.json({ data });
  })
  .get('/history', can('get inventory'), async (c) => c.json(await Inventory.history(parse(InventoryHistoryQuery, c.req.query()))))
  .get('/', can('get inventories'), async (c) => c.json(await Stock.list(parse(ListQuery, c.req.query()), await languageOf(c))));
