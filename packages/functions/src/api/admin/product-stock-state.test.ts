import { measureReads } from '@shop/core/shared/read-meter';
import { beforeAll, describe, expect, it } from 'vitest';
import { product, stockTestbed, warehouse, type StockMove } from '../catalog-testing.js';
import { call } from '../testing.js';

/**
 * A product's stock state (`stock_status`: has stock on hand in any warehouse, or none) is kept by the
 * movements in their own transactions, so the products list filters on it from its own partition with
 * a counted total, like any filter (issue 8, decision 0019).
 */
let token: string;
let move: StockMove;
let warehouses: [number, number];

beforeAll(async () => {
  ({ token, move } = await stockTestbed());
  warehouses = [(await warehouse(token)).id, (await warehouse(token)).id];
});

async function filtered(status: 'in_stock' | 'out_of_stock'): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  const shown = new Set<string>();
  let total = 0;
  for (let page = 1; ; page += 1) {
    const reply = await call('GET', `/api/admin/product?stock_status=${status}&per_page=100&page=${page}`, { token });
    expect(reply.status).toBe(200);
    const rows = reply.body.data as { id: number; stock_status: string }[];
    ids.push(...rows.map((p) => p.id));
    for (const p of rows) shown.add(p.stock_status);
    total = reply.body.total as number;
    if (rows.length < 100) {
      // Each row shows the state it was filtered by (the list's stock column).
      expect([...shown]).toEqual(ids.length ? [status] : []);
      return { ids, total };
    }
  }
}

async function statusOf(id: number): Promise<'in_stock' | 'out_of_stock'> {
  const [inStock, outOfStock] = await Promise.all([filtered('in_stock'), filtered('out_of_stock')]);
  // Every product is in exactly one of the two, and each total counts its list.
  expect(inStock.ids.includes(id) !== outOfStock.ids.includes(id)).toBe(true);
  expect([inStock.total, outOfStock.total]).toEqual([inStock.ids.length, outOfStock.ids.length]);
  return inStock.ids.includes(id) ? 'in_stock' : 'out_of_stock';
}

describe('a product’s stock state', () => {
  it('follows every kind of movement: none at first, stock in any warehouse, none again', async () => {
    const p = await product(token);
    const [a, b] = warehouses;
    const [first, second] = p.stocks as { id: number }[];
    expect(await statusOf(p.id)).toBe('out_of_stock');
    await move('plus', { stock_id: first!.id, warehouse_id: a, quantity: 3 });
    expect(await statusOf(p.id)).toBe('in_stock');
    await move('transfer', { stock_id: first!.id, from: a, to: b, quantity: 3 });
    expect(await statusOf(p.id)).toBe('in_stock');
    await move('plus', { stock_id: second!.id, warehouse_id: a, quantity: 1 });
    await move('minus', { stock_id: first!.id, warehouse_id: b, quantity: 3 });
    expect(await statusOf(p.id)).toBe('in_stock');
    await move('minus', { stock_id: second!.id, warehouse_id: a, quantity: 1 });
    expect(await statusOf(p.id)).toBe('out_of_stock');
    // A stock count finding some again.
    expect((await move('update', { stock_id: second!.id, warehouse_id: a, quantity: 5, reason: 'Stock count' })).status).toBe(200);
    expect(await statusOf(p.id)).toBe('in_stock');
    // The delete guard reads the same state.
    const refused = await call('DELETE', `/api/admin/product/${p.id}`, { token });
    expect(refused.status).toBe(422);
    await move('minus', { stock_id: second!.id, warehouse_id: a, quantity: 5 });
    expect(await statusOf(p.id)).toBe('out_of_stock');
    expect((await call('DELETE', `/api/admin/product/${p.id}`, { token })).status).toBe(200);
  });

  it('stays right when movements on one product race: 16 parallel firsts, then 16 parallel lasts', async () => {
    const p = await product(token);
    const rows = (p.stocks as { id: number }[]).flatMap((s) => warehouses.map((w) => ({ stock_id: s.id, warehouse_id: w })));
    expect(rows).toHaveLength(8);
    const plus = await Promise.all([...rows, ...rows].map((row) => move('plus', { ...row, quantity: 1 })));
    expect(plus.every((r) => r.status === 200)).toBe(true);
    expect(await statusOf(p.id)).toBe('in_stock');
    const minus = await Promise.all([...rows, ...rows].map((row) => move('minus', { ...row, quantity: 1 })));
    expect(minus.every((r) => r.status === 200)).toBe(true);
    expect(await statusOf(p.id)).toBe('out_of_stock');
  });

  it('filters the list from its own partition: a page reads about a page, whatever the catalogue holds', async () => {
    const made = await Promise.all(Array.from({ length: 24 }, () => product(token)));
    await Promise.all(made.slice(0, 14).map((p) => move('plus', { stock_id: p.stocks[0].id, warehouse_id: warehouses[0], quantity: 2 })));
    const { result, reads } = await measureReads(() => call('GET', '/api/admin/product?stock_status=out_of_stock&per_page=10', { token }));
    expect(result.status).toBe(200);
    expect((result.body as { data: unknown[] }).data).toHaveLength(10);
    // The guard (session, admin, role), the counter, 10 ids and 10 records — not every product.
    expect(reads.items).toBeLessThanOrEqual(10 + 10 + 6);
    // Ten of these and the product the race left without stock.
    expect((result.body as { total: number }).total).toBe(11);
  });
});
