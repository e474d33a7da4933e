import { Hono } from 'hono';
import { z } from 'zod';
import { Stock } from '@shop/core/catalog/stock';
import { Inventory } from '@shop/core/inventory/inventory';
import {
  InventoryFilters,
  InventoryHistoryInfo,
  InventoryHistoryQuery,
  InventoryInfo,
  InventoryMoveInput,
  InventoryRow,
  InventoryTransferInput,
} from '@shop/core/inventory/inventory.schema';
import { Warehouse } from '@shop/core/inventory/warehouse';
import { pageOf } from '@shop/core/shared/contract';
import { ListQuerySchema } from '@shop/core/shared/paging';
import type { AppEnv } from '../context.js';
import { languageOf } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body, query } from '../validate.js';

const ListQuery = ListQuerySchema.pick({ page: true, per_page: true, language: true, search: true }).extend(InventoryFilters.shape);

const Warehouses = z.object({ data: z.array(z.object({ id: z.number(), name: z.string(), code: z.string(), enabled: z.boolean() })) });
const move = (action: string) => doc({ summary: `Stock ${action} for a variant in a warehouse`, response: InventoryInfo });
const HistoryPage = z.object({ data: z.array(InventoryHistoryInfo), cursor: z.string().nullable(), per_page: z.number() });

export const inventoryRoutes = new Hono<AppEnv>()
  .post('/plus', move('plus'), can('update inventory'), body(InventoryMoveInput), async (c) =>
    c.json(await Stock.plus(c.req.valid('json'), { admin_id: c.get('admin').id }), 200),
  )
  .post('/minus', move('minus'), can('update inventory'), body(InventoryMoveInput), async (c) =>
    c.json(await Stock.minus(c.req.valid('json'), { admin_id: c.get('admin').id }), 200),
  )
  .post('/update', move('update'), can('update inventory'), body(InventoryMoveInput), async (c) =>
    c.json(await Stock.update(c.req.valid('json'), { admin_id: c.get('admin').id }), 200),
  )
  .post(
    '/transfer',
    doc({ summary: 'Move stock between warehouses {from, to}', response: z.object({ from: InventoryInfo, to: InventoryInfo }) }),
    can('update inventory'),
    body(InventoryTransferInput),
    async (c) => c.json(await Stock.transfer(c.req.valid('json'), { admin_id: c.get('admin').id }), 200),
  )
  .get(
    '/warehouses',
    doc({
      summary: 'Every warehouse (id, name, code, enabled) for the stock screens: who may see stock may name its warehouses',
      response: Warehouses,
    }),
    can('get inventories'),
    async (c) => {
      const data: { id: number; name: string; code: string; enabled: boolean }[] = [];
      for (let page = 1; page <= 10; page += 1) {
        const result = await Warehouse.list({ page, per_page: 100, sort: 'name', order: 'asc', language: '' });
        data.push(...result.data.map((w) => ({ id: w.id, name: w.name, code: w.code, enabled: w.enabled })));
        if (data.length >= result.total || result.data.length === 0) break;
      }
      return c.json({ data }, 200);
    },
  )
  .get(
    '/history',
    doc({
      summary:
        'Movement history of a product (newest first) or variant (oldest first), a page at a time: pass back `cursor` for the next page',
      response: HistoryPage,
    }),
    can('get inventory'),
    query(InventoryHistoryQuery),
    async (c) => c.json(await Inventory.history(c.req.valid('query')), 200),
  )
  .get(
    '/',
    doc({
      summary: 'Stock per variant per warehouse (search by product name, SKU or barcode; low_stock, expiring_days filters)',
      response: pageOf(InventoryRow),
    }),
    can('get inventories'),
    query(ListQuery),
    async (c) => c.json(await Stock.list(c.req.valid('query'), await languageOf(c)), 200),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/inventory', inventoryRoutes]] as const;
