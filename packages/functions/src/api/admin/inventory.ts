import { Hono } from 'hono';
import { z } from 'zod';
import { productStore } from '@shop/core/catalog/product.store';
import { DEFAULT_LANGUAGE, pickTranslation } from '@shop/core/shared/i18n';
import { Inventory, listInventories, toInventoryInfo } from '@shop/core/inventory/inventory';
import {
  InventoryHistoryInfo,
  InventoryFilters,
  InventoryHistoryQuery,
  InventoryInfo,
  InventoryRow,
  InventoryMoveInput,
  InventoryTransferInput,
} from '@shop/core/inventory/inventory.schema';
import { pageOf } from '@shop/core/shared/contract';
import { Warehouse, warehouseStore } from '@shop/core/inventory/warehouse';
import { ListQuerySchema } from '@shop/core/shared/paging';
import type { AppEnv } from '../context.js';
import { languageOf } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body, query } from '../validate.js';

const ListQuery = ListQuerySchema.pick({ page: true, per_page: true, language: true }).extend(InventoryFilters.shape);

const Warehouses = z.object({ data: z.array(z.object({ id: z.number(), name: z.string(), code: z.string(), enabled: z.boolean() })) });
const move = (action: string) => doc({ summary: `Stock ${action} for a variant in a warehouse`, response: InventoryInfo });
const HistoryPage = z.object({ data: z.array(InventoryHistoryInfo), cursor: z.string().nullable(), per_page: z.number() });

export const inventoryRoutes = new Hono<AppEnv>()
  .post('/plus', move('plus'), can('update inventory'), body(InventoryMoveInput), async (c) =>
    c.json(await Inventory.plus(c.req.valid('json'), { admin_id: c.get('admin').id }), 200),
  )
  .post('/minus', move('minus'), can('update inventory'), body(InventoryMoveInput), async (c) =>
    c.json(await Inventory.minus(c.req.valid('json'), { admin_id: c.get('admin').id }), 200),
  )
  .post('/update', move('update'), can('update inventory'), body(InventoryMoveInput), async (c) =>
    c.json(await Inventory.update(c.req.valid('json'), { admin_id: c.get('admin').id }), 200),
  )
  .post(
    '/transfer',
    doc({ summary: 'Move stock between warehouses {from, to}', response: z.object({ from: InventoryInfo, to: InventoryInfo }) }),
    can('update inventory'),
    body(InventoryTransferInput),
    async (c) => c.json(await Inventory.transfer(c.req.valid('json'), { admin_id: c.get('admin').id }), 200),
  )
  .get(
    '/warehouses',
    doc({ summary: 'Every warehouse (id, name, code, enabled) for the stock screens: who may see stock may name its warehouses', response: Warehouses }),
    can('get inventories'),
    async (c) => {
    const data: { id: number; name: string; code: string; enabled: boolean }[] = [];
    for (let page = 1; page <= 10; page += 1) {
      const result = await Warehouse.list({ page, per_page: 100, sort: 'name', order: 'asc', language: '' });
      data.push(...result.data.map((w) => ({ id: w.id, name: w.name, code: w.code, enabled: w.enabled })));
      if (data.length >= result.total || result.data.length === 0) break;
    }
    return c.json({ data }, 200);
  })
  .get(
    '/history',
    doc({ summary: 'Movement history of a product (newest first) or variant (oldest first), a page at a time: pass back `cursor` for the next page', response: HistoryPage }),
    can('get inventory'),
    query(InventoryHistoryQuery),
    async (c) => c.json(await Inventory.history(c.req.valid('query')), 200),
  )
  .get('/', doc({ summary: 'Stock per variant per warehouse (low_stock, expiring_days filters)', response: pageOf(InventoryRow) }), can('get inventories'), query(ListQuery), async (c) => {
    const query = c.req.valid('query');
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
    return c.json({ data, total, page: query.page, per_page: query.per_page }, 200);
  });
