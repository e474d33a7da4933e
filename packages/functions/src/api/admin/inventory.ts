import { Hono } from 'hono';
import { z } from 'zod';
import { productStore } from '@shop/core/catalog/product.store';
import { DEFAULT_LANGUAGE, pickTranslation } from '@shop/core/shared/i18n';
import { Inventory, listInventories, toInventoryInfo } from '@shop/core/inventory/inventory';
import { InventoryHistoryQuery, InventoryMoveInput, InventoryTransferInput } from '@shop/core/inventory/inventory.schema';
import { Warehouse, warehouseStore } from '@shop/core/inventory/warehouse';
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
    c.json(await Inventory.plus(parse(InventoryMoveInput, await readBody(c)), { admin_id: c.get('admin').id })),
  )
  .post('/minus', can('update inventory'), async (c) =>
    c.json(await Inventory.minus(parse(InventoryMoveInput, await readBody(c)), { admin_id: c.get('admin').id })),
  )
  .post('/update', can('update inventory'), async (c) =>
    c.json(await Inventory.update(parse(InventoryMoveInput, await readBody(c)), { admin_id: c.get('admin').id })),
  )
  .post('/transfer', can('update inventory'), async (c) =>
    c.json(await Inventory.transfer(parse(InventoryTransferInput, await readBody(c)), { admin_id: c.get('admin').id })),
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
  .get('/', can('get inventories'), async (c) => {
    const query = parse(ListQuery, c.req.query());
    const language = await languageOf(c);
    const { rows, total } = await listInventories(query.page, query.per_page, query);
    const products = new Map((await productStore().getMany(rows.map((r) => r.product_id))).map((p) => [p.id, p]));
    const warehouses = new Map((await warehouseStore().getMany(rows.map((r) => r.warehouse_id))).map((w) => [w.id, w]));
    const data = rows.map((row) => {
      const product = products.get(row.product_id);
      const stock = product?.stocks.find((s) => s.id === row.stock_id);
      return {
        ...toInventoryInfo(row),
        product_name: product ? pickTranslation(product.translations, ['name'], language || DEFAULT_LANGUAGE).name : null,
        has_expiry_date: product?.has_expiry_date ?? false,
        sku: stock?.sku ?? null,
        attributes: stock?.attributes ?? {},
        warehouse_name: warehouses.get(row.warehouse_id)?.name ?? null,
      };
    });
    return c.json({ data, total, page: query.page, per_page: query.per_page });
  });
