import { beforeAll, describe, expect, it } from 'vitest';
import { product, stockTestbed, warehouse, type StockMove } from '../catalog-testing.js';
import { call, limitedAdmin } from '../testing.js';

let token: string;
let move: StockMove;

beforeAll(async () => {
  ({ token, move } = await stockTestbed());
});

/** The sum of a variant's movements in one warehouse, over every page of its history. */
async function stockOf(stockId: number, warehouseId: number): Promise<number> {
  let sum = 0;
  let cursor: string | undefined;
  do {
    const query = `stock_id=${stockId}&per_page=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const reply = await call('GET', `/api/admin/inventory/history?${query}`, { token });
    for (const h of reply.body.data as { warehouse_id: number; quantity: number }[]) {
      if (h.warehouse_id === warehouseId) sum += h.quantity;
    }
    cursor = reply.body.cursor ?? undefined;
  } while (cursor);
  return sum;
}

async function quantity(productId: number, stockId: number, warehouseId: number): Promise<number> {
  const p = (await call('GET', `/api/admin/product/${productId}`, { token })).body;
  const stock = p.stocks.find((s: { id: number }) => s.id === stockId);
  return stock.inventories.find((i: { warehouse_id: number }) => i.warehouse_id === warehouseId)?.quantity ?? 0;
}

describe('inventory movements', () => {
  it('plus, minus, update and transfer follow the rules and write a history row each', async () => {
    const p = await product(token);
    const a = await warehouse(token);
    const b = await warehouse(token);
    const stock = p.stocks[0].id;
    const plus = await move('plus', { stock_id: stock, warehouse_id: a.id, quantity: 10, remark: 'first delivery' });
    expect(plus.status).toBe(200);
    expect(plus.body).toMatchObject({ quantity: 10, available_inventories: 10 });
    expect((await move('minus', { stock_id: stock, warehouse_id: a.id, quantity: 3 })).body.quantity).toBe(7);
    const transfer = await move('transfer', { stock_id: stock, from: a.id, to: b.id, quantity: 2 });
    expect(transfer.body.from.quantity).toBe(5);
    expect(transfer.body.to.quantity).toBe(2);
    const update = await move('update', { inventory_id: transfer.body.to.id, quantity: 6, reason: 'Stock count' });
    expect(update.body).toMatchObject({ warehouse_id: b.id, quantity: 6 });
    const history = (await call('GET', `/api/admin/product/${p.id}`, { token })).body.inventories_histories;
    expect(history).toHaveLength(5);
    const [newest] = history;
    expect(newest).toMatchObject({ kind: 'update', quantity: 4, total_quantity: 6, reason: 'Stock count' });
    const first = history[history.length - 1];
    expect(first).toMatchObject({
      kind: 'plus',
      quantity: 10,
      total_quantity: 10,
      reason: 'Correction',
      remark: 'first delivery',
      admin_id: 1,
    });
    expect(history.find((h: { kind: string }) => h.kind === 'transfer_in')).toMatchObject({ from: a.id, to: b.id, quantity: 2 });
    expect(await stockOf(stock, a.id)).toBe(5);
    expect(await stockOf(stock, b.id)).toBe(6);
  });

  it('refuses non-positive quantities, taking more than available, and a transfer without destination', async () => {
    const p = await product(token);
    const a = await warehouse(token);
    const stock = p.stocks[1].id;
    await move('plus', { stock_id: stock, warehouse_id: a.id, quantity: 2 });
    for (const q of [0, -1, 1.5, 'x']) {
      const reply = await move('plus', { stock_id: stock, warehouse_id: a.id, quantity: q });
      expect(reply.status).toBe(422);
      expect(reply.body.messages.quantity).toEqual(['quantity_not_positive_warning']);
    }
    const tooMany = await move('minus', { stock_id: stock, warehouse_id: a.id, quantity: 3 });
    expect(tooMany.body.messages.quantity).toEqual(['quantity_less_than_total']);
    const noTarget = await move('transfer', { stock_id: stock, from: a.id, quantity: 1 });
    expect(noTarget.body.messages.to).toEqual(['transfer_warehouse_required']);
    const unknownStock = await move('plus', { stock_id: 999999, warehouse_id: a.id, quantity: 1 });
    expect(unknownStock.status).toBe(422);
    expect(await quantity(p.id, stock, a.id)).toBe(2);
  });

  it('50 parallel "minus 1" on a stock of 10: exactly 10 succeed, stock 0, 10 history rows', async () => {
    const p = await product(token);
    const a = await warehouse(token);
    const stock = p.stocks[0].id;
    await move('plus', { stock_id: stock, warehouse_id: a.id, quantity: 10 });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => move('minus', { stock_id: stock, warehouse_id: a.id, quantity: 1 })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
    expect(replies.filter((r) => r.status === 422)).toHaveLength(40);
    expect(await quantity(p.id, stock, a.id)).toBe(0);
    const history = (await call('GET', `/api/admin/inventory/history?stock_id=${stock}`, { token })).body.data;
    expect(history.filter((h: { kind: string }) => h.kind === 'minus')).toHaveLength(10);
    expect(await stockOf(stock, a.id)).toBe(0);
  });

  it('20 parallel transfers racing minus never leave a warehouse negative or change the total', async () => {
    const p = await product(token);
    const a = await warehouse(token);
    const b = await warehouse(token);
    const stock = p.stocks[0].id;
    await move('plus', { stock_id: stock, warehouse_id: a.id, quantity: 15 });
    await move('plus', { stock_id: stock, warehouse_id: b.id, quantity: 5 });
    const transfers = Array.from({ length: 20 }, (_, i) =>
      move('transfer', { stock_id: stock, from: i % 2 ? a.id : b.id, to: i % 2 ? b.id : a.id, quantity: 2 }),
    );
    const minuses = Array.from({ length: 10 }, () => move('minus', { stock_id: stock, warehouse_id: a.id, quantity: 1 }));
    const replies = await Promise.all([...transfers, ...minuses]);
    expect(replies.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    const minusDone = replies.slice(20).filter((r) => r.status === 200).length;
    const qa = await quantity(p.id, stock, a.id);
    const qb = await quantity(p.id, stock, b.id);
    expect(qa).toBeGreaterThanOrEqual(0);
    expect(qb).toBeGreaterThanOrEqual(0);
    expect(qa + qb).toBe(20 - minusDone);
    expect(await stockOf(stock, a.id)).toBe(qa);
    expect(await stockOf(stock, b.id)).toBe(qb);
    // The list's counters moved with every committed write, and only with those.
    for (const [warehouseId, q] of [
      [a.id, qa],
      [b.id, qb],
    ] as const) {
      const total = async (query: string) =>
        (await call('GET', `/api/admin/inventory?warehouse_id=${warehouseId}${query}`, { token })).body.total;
      expect([await total(''), await total(`&low_stock=${q}`), await total(`&low_stock=${Math.max(q - 1, 0)}`)]).toEqual([
        1,
        1,
        q === 0 ? 1 : 0,
      ]);
    }
  });

  it('lists stock per variant per warehouse with low-stock and warehouse filters', async () => {
    const p = await product(token);
    const a = await warehouse(token);
    await move('plus', { stock_id: p.stocks[0].id, warehouse_id: a.id, quantity: 1 });
    await move('plus', { stock_id: p.stocks[1].id, warehouse_id: a.id, quantity: 50 });
    await move('plus', { stock_id: p.stocks[2].id, warehouse_id: a.id, quantity: 5 });
    const low = await call('GET', `/api/admin/inventory?warehouse_id=${a.id}&low_stock=5`, { token });
    expect(low.body.data.map((r: { sku: string }) => r.sku)).toEqual([p.stocks[0].sku, p.stocks[2].sku]);
    expect(low.body.data[0]).toMatchObject({ quantity: 1, warehouse_name: a.name, product_name: p.name });
    const all = await call('GET', `/api/admin/inventory?warehouse_id=${a.id}`, { token });
    expect(all.body.total).toBe(3);
  });

  it('keeps expiry dates for products that have them and lists what expires soon', async () => {
    const p = await product(token, { has_expiry_date: true });
    const a = await warehouse(token);
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const plus = await move('plus', { stock_id: p.stocks[0].id, warehouse_id: a.id, quantity: 4, expiry_date: soon });
    expect(plus.body.expiry_date).toBe(soon);
    const expiring = await call('GET', `/api/admin/inventory?expiring_days=7&warehouse_id=${a.id}`, { token });
    expect(expiring.body.data.map((r: { stock_id: number }) => r.stock_id)).toEqual([p.stocks[0].id]);
  });

  it('needs update inventory to move stock and get inventories to list it', async () => {
    const p = await product(token);
    const a = await warehouse(token);
    const { token: reader } = await limitedAdmin(['get inventories']);
    const refused = await call('POST', '/api/admin/inventory/plus', {
      token: reader,
      json: { stock_id: p.stocks[0].id, warehouse_id: a.id, quantity: 1 },
    });
    expect(refused.status).toBe(403);
    expect((await call('GET', '/api/admin/inventory', { token: reader })).status).toBe(200);
    expect(await quantity(p.id, p.stocks[0].id, a.id)).toBe(0);
  });

  it('a clerk with only inventory permissions lists stock, names every warehouse and moves stock, with no product or warehouse permission', async () => {
    const p = await product(token, { has_expiry_date: true });
    const a = await warehouse(token);
    const b = await warehouse(token);
    await move('plus', { stock_id: p.stocks[0].id, warehouse_id: a.id, quantity: 5 });
    const { token: clerk } = await limitedAdmin(['get inventories', 'get inventory', 'update inventory']);
    expect((await call('GET', '/api/admin/warehouse', { token: clerk })).status).toBe(403);
    const names = await call('GET', '/api/admin/inventory/warehouses', { token: clerk });
    expect(names.status).toBe(200);
    expect(names.body.data).toEqual(
      expect.arrayContaining([{ id: a.id, name: a.name, code: expect.any(String), enabled: true }, expect.objectContaining({ id: b.id })]),
    );
    const list = await call('GET', `/api/admin/inventory?warehouse_id=${a.id}`, { token: clerk });
    expect(list.body.data).toEqual([
      expect.objectContaining({ stock_id: p.stocks[0].id, quantity: 5, has_expiry_date: true, warehouse_name: a.name }),
    ]);
    const row = list.body.data[0] as { id: number };
    expect((await call('POST', '/api/admin/inventory/plus', { token: clerk, json: { inventory_id: row.id, quantity: 2 } })).status).toBe(
      200,
    );
    const transfer = await call('POST', '/api/admin/inventory/transfer', {
      token: clerk,
      json: { inventory_id: row.id, to: b.id, quantity: 3 },
    });
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    expect(await quantity(p.id, p.stocks[0].id, a.id)).toBe(4);
    expect(await quantity(p.id, p.stocks[0].id, b.id)).toBe(3);
    const { token: stranger } = await limitedAdmin(['get brands']);
    expect((await call('GET', '/api/admin/inventory/warehouses', { token: stranger })).status).toBe(403);
  });

  it('a warehouse holding stock cannot be deleted', async () => {
    const p = await product(token);
    const a = await warehouse(token);
    await move('plus', { stock_id: p.stocks[0].id, warehouse_id: a.id, quantity: 1 });
    const refused = await call('DELETE', `/api/admin/warehouse/${a.id}`, { token });
    expect(refused.status).toBe(422);
    expect((await call('GET', `/api/admin/warehouse/${a.id}`, { token })).status).toBe(200);
  });
});
