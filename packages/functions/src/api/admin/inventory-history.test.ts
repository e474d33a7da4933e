import { beforeAll, describe, expect, it } from 'vitest';
import { product, stockTestbed, warehouse, type StockMove } from '../catalog-testing.js';
import { call } from '../testing.js';

let token: string;
let move: StockMove;

beforeAll(async () => {
  ({ token, move } = await stockTestbed());
});
type Row = { id: string; quantity: number; stock_id: number; warehouse_id: number; created_at: string };

/** Every row, following the cursors from the first page. */
async function allHistory(query: string, perPage = 20): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const reply: { status: number; body: { data: Row[]; cursor: string | null } } = await call(
      'GET',
      `/api/admin/inventory/history?${query}&per_page=${perPage}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.length).toBeLessThanOrEqual(perPage);
    rows.push(...reply.body.data);
    cursor = reply.body.cursor;
    pages++;
  } while (cursor && pages < 100);
  return rows;
}

describe('inventory history', () => {
  it('is paged: a product with 104 movements shows its newest page and every row is reachable, summing to the stock', async () => {
    const p = await product(token);
    const w = await warehouse(token);
    const ids: number[] = p.stocks.map((s: { id: number }) => s.id);
    // Four variants, each 100 in then 25 times out (1, 2, 3, 4 at a time): 104 rows, more than the old cap of 100.
    await Promise.all(
      ids.map(async (stock, i) => {
        await move('plus', { stock_id: stock, warehouse_id: w.id, quantity: 100 });
        for (let n = 0; n < 25; n++) await move('minus', { stock_id: stock, warehouse_id: w.id, quantity: i + 1 });
      }),
    );
    const expected = [75, 50, 25, 0];
    const item = (await call('GET', `/api/admin/product/${p.id}`, { token })).body;
    expect(item.inventories_histories).toHaveLength(50);
    expect(item.inventories_histories_cursor).toEqual(expect.any(String));
    const stockOf = (stockId: number) => item.stocks.find((s: { id: number }) => s.id === stockId).inventories[0].quantity;
    expect(ids.map(stockOf)).toEqual(expected);

    const rows = await allHistory(`product_id=${p.id}`);
    expect(rows).toHaveLength(104);
    expect(new Set(rows.map((r) => r.id)).size).toBe(104);
    const times = rows.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse()); // newest first
    const sum = (stockId: number) => rows.filter((r) => r.stock_id === stockId).reduce((s, r) => s + r.quantity, 0);
    expect(ids.map(sum)).toEqual(expected);
    // The product's first page is the endpoint's first page; its cursor continues it.
    const next = await call(
      'GET',
      `/api/admin/inventory/history?product_id=${p.id}&per_page=50&cursor=${encodeURIComponent(item.inventories_histories_cursor)}`,
      { token },
    );
    expect(next.body.data.map((r: Row) => r.id)).toEqual(rows.slice(50, 100).map((r) => r.id));

    const variant = await allHistory(`stock_id=${ids[1]}`, 10);
    expect(variant).toHaveLength(26);
    expect(variant.reduce((s, r) => s + r.quantity, 0)).toBe(50);
    expect(variant[0]!.quantity).toBe(100); // a variant's ledger runs oldest first
  });

  it('a short history has no cursor; a bad or foreign cursor is 422, never a 500', async () => {
    const p = await product(token);
    const other = await product(token);
    const w = await warehouse(token);
    await move('plus', { stock_id: p.stocks[0].id, warehouse_id: w.id, quantity: 3 });
    for (let i = 0; i < 3; i++) await move('plus', { stock_id: other.stocks[0].id, warehouse_id: w.id, quantity: 1 });
    const item = (await call('GET', `/api/admin/product/${p.id}`, { token })).body;
    expect(item.inventories_histories).toHaveLength(1);
    expect(item.inventories_histories_cursor).toBeNull();
    const first = await call('GET', `/api/admin/inventory/history?product_id=${other.id}&per_page=10`, { token });
    expect(first.body.cursor).toBeNull();
    const paged = await call('GET', `/api/admin/inventory/history?product_id=${other.id}&per_page=10&order=asc`, { token });
    expect(paged.body.data).toHaveLength(3);
    const twoOfThree = (await allHistory(`product_id=${other.id}`, 10)).length;
    expect(twoOfThree).toBe(3);
    // A cursor of one product's history cannot be used on another's.
    const many = await product(token);
    for (let i = 0; i < 12; i++) await move('plus', { stock_id: many.stocks[0].id, warehouse_id: w.id, quantity: 1 });
    const cursor = (await call('GET', `/api/admin/inventory/history?product_id=${many.id}&per_page=10`, { token })).body.cursor as string;
    expect(cursor).toEqual(expect.any(String));
    const bad = ['x', 'e30', Buffer.from('{"pk":1}').toString('base64url'), Buffer.from('[]').toString('base64url'), 'a'.repeat(1001)];
    for (const c of [...bad, cursor]) {
      const reply = await call('GET', `/api/admin/inventory/history?product_id=${other.id}&cursor=${encodeURIComponent(c)}`, { token });
      expect({ status: reply.status, messages: reply.body.messages }).toEqual({ status: 422, messages: { cursor: [expect.any(String)] } });
    }
    expect(
      (await call('GET', `/api/admin/inventory/history?stock_id=${many.stocks[0].id}&cursor=${encodeURIComponent(cursor)}`, { token }))
        .status,
    ).toBe(422);
    expect((await call('GET', '/api/admin/inventory/history', { token })).body.messages).toEqual({
      product_id: ['This field is required.'],
    });
    expect((await call('GET', `/api/admin/inventory/history?product_id=${p.id}&per_page=7`, { token })).status).toBe(422);
  });
});

describe('inventory movements naming a row', () => {
  it('refuses an inventory_id whose warehouse or variant disagrees with the one sent, moving nothing', async () => {
    const p = await product(token);
    const a = await warehouse(token);
    const b = await warehouse(token);
    const stock = p.stocks[0].id;
    const row = (await move('plus', { stock_id: stock, warehouse_id: a.id, quantity: 5 })).body;
    await move('plus', { stock_id: stock, warehouse_id: b.id, quantity: 5 });
    const wrongWarehouse = { messages: { warehouse_id: ['This stock row is in another warehouse.'] } };
    for (const action of ['plus', 'minus', 'update']) {
      const reply = await move(action, { inventory_id: row.id, warehouse_id: b.id, quantity: 1 });
      expect({ action, status: reply.status, body: reply.body }).toEqual({ action, status: 422, body: wrongWarehouse });
    }
    const wrongStock = await move('plus', { inventory_id: row.id, stock_id: p.stocks[1].id, warehouse_id: a.id, quantity: 1 });
    expect(wrongStock.body).toEqual({ messages: { stock_id: ['This stock row belongs to another variant.'] } });
    const transfer = await move('transfer', { inventory_id: row.id, from: b.id, to: a.id, quantity: 1 });
    expect(transfer).toMatchObject({ status: 422, body: { messages: { from: ['This stock row is in another warehouse.'] } } });
    // Agreeing values (or the row alone) are fine.
    expect((await move('minus', { inventory_id: row.id, warehouse_id: a.id, stock_id: stock, quantity: 1 })).body.quantity).toBe(4);
    expect((await move('minus', { inventory_id: row.id, quantity: 1 })).body.quantity).toBe(3);
    const item = (await call('GET', `/api/admin/product/${p.id}`, { token })).body;
    const quantities = item.stocks[0].inventories
      .map((i: { warehouse_id: number; quantity: number }) => [i.warehouse_id, i.quantity])
      .sort();
    expect(quantities).toEqual(
      [
        [a.id, 3],
        [b.id, 5],
      ].sort(),
    );
    expect(item.inventories_histories).toHaveLength(4);
  });

  it('an update to the same quantity writes no history row', async () => {
    const p = await product(token);
    const w = await warehouse(token);
    const stock = p.stocks[0].id;
    await move('plus', { stock_id: stock, warehouse_id: w.id, quantity: 7 });
    const same = await move('update', { stock_id: stock, warehouse_id: w.id, quantity: 7, reason: 'Stock count' });
    expect(same).toMatchObject({ status: 200, body: { quantity: 7 } });
    const changed = await move('update', { stock_id: stock, warehouse_id: w.id, quantity: 9, reason: 'Stock count' });
    expect(changed.body.quantity).toBe(9);
    const history = (await call('GET', `/api/admin/product/${p.id}`, { token })).body.inventories_histories;
    expect(history.map((h: { kind: string; quantity: number }) => [h.kind, h.quantity])).toEqual([
      ['update', 2],
      ['plus', 7],
    ]);
  });
});
