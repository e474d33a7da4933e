import { Inventory } from '@shop/core/inventory/inventory';
import { beforeAll, describe, expect, it } from 'vitest';
import { deadLettersAfterEvents, watchEvents } from '../../local/testing/index.js';
import { product, warehouse } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let storeWarehouse: number;
let otherWarehouse: number;
let storeId: number;
let n = 0;
const unique = () => `${Date.now().toString(36)}${String((n += 1))}`;

/** A one-variant product at `price` with a barcode, `stock` units in the store's warehouse and 10 in another. */
async function onShelf(stock: number, price = '12.50') {
  const code = `489${String(Date.now()).slice(-7)}${String((n += 1)).padStart(3, '0')}`;
  const p = await product(token, {
    name: `Till item ${unique()}`,
    options: [],
    stocks: [{ sku: `POS-${unique()}`, price, barcode: code }],
  });
  const stockId = (p.stocks as { id: number }[])[0]!.id;
  if (stock > 0)
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: storeWarehouse, quantity: stock } });
  await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: otherWarehouse, quantity: 10 } });
  return { stockId, code };
}

const onHand = async (stockId: number, warehouseId = storeWarehouse) =>
  (await Inventory.ofStock(stockId)).filter((r) => r.warehouse_id === warehouseId).reduce((s, r) => s + r.quantity, 0);

const key = () => `sale-${unique()}`;
const sell = (json: Record<string, unknown>, auth = token, store = storeId) =>
  call('POST', `/api/admin/pos/store/${String(store)}/sale`, { token: auth, json: { idempotency_key: key(), ...json } });

beforeAll(async () => {
  token = await adminToken();
  storeWarehouse = (await warehouse(token)).id;
  otherWarehouse = (await warehouse(token)).id;
  const store = await call('POST', '/api/admin/store', {
    token,
    json: { name: `Causeway Bay ${unique()}`, address: '1 Yee Wo Street', warehouse_id: storeWarehouse, enabled: true },
  });
  expect(store.status, JSON.stringify(store.body)).toBe(201);
  storeId = store.body.id as number;
});

describe('physical stores (/api/admin/store)', () => {
  it('are created, listed a page at a time, searched, read, edited and deleted; the warehouse must exist', async () => {
    const name = `Mong Kok ${unique()}`;
    const created = await call('POST', '/api/admin/store', {
      token,
      json: { name, address: '2 Nathan Road', warehouse_id: storeWarehouse },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name, address: '2 Nathan Road', warehouse_id: storeWarehouse, enabled: true });
    expect(created.body.warehouse_name).toMatch(/^Warehouse /);
    const id = created.body.id as number;
    const page = await call('GET', '/api/admin/store?per_page=10&page=1&sort=id&order=desc', { token });
    expect(page.body).toMatchObject({ per_page: 10, page: 1 });
    expect((page.body.data as { id: number }[])[0]!.id).toBe(id);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    const found = await call('GET', `/api/admin/store?search=${encodeURIComponent(name.split(' ')[2]!)}`, { token });
    expect((found.body.data as { id: number }[]).map((s) => s.id)).toEqual([id]);
    const edited = await call('PUT', `/api/admin/store/${String(id)}`, {
      token,
      json: { name, address: null, warehouse_id: otherWarehouse, enabled: false },
    });
    expect(edited.body).toMatchObject({ warehouse_id: otherWarehouse, enabled: false, address: null });
    const refused = await call('POST', '/api/admin/store', { token, json: { name: `X ${unique()}`, warehouse_id: 999999 } });
    expect(refused.status).toBe(422);
    expect(refused.body.messages).toEqual({ warehouse_id: ['The selected warehouse does not exist.'] });
    // A disabled store's till does not sell.
    const { stockId } = await onShelf(3);
    const closed = await sell(
      { lines: [{ stock_id: stockId, quantity: 1 }], total: '12.50', tenders: [{ method: 'cash', amount: '20' }] },
      token,
      id,
    );
    expect(closed.status).toBe(422);
    expect(closed.body.messages).toEqual({ store_id: ['This store is disabled.'] });
    expect((await call('DELETE', `/api/admin/store/${String(id)}`, { token })).status).toBe(200);
    expect((await call('GET', `/api/admin/store/${String(id)}`, { token })).status).toBe(404);
  });

  it('are guarded by the store permissions, and the till by the POS ones', async () => {
    const limited = await limitedAdmin(['get stores']);
    expect((await call('GET', '/api/admin/store', { token: limited.token })).status).toBe(200);
    expect(
      (await call('POST', '/api/admin/store', { token: limited.token, json: { name: 'Nope', warehouse_id: storeWarehouse } })).status,
    ).toBe(403);
    const { stockId } = await onShelf(2);
    const denied = await sell(
      { lines: [{ stock_id: stockId, quantity: 1 }], total: '12.50', tenders: [{ method: 'cash', amount: '20' }] },
      limited.token,
    );
    expect(denied.status).toBe(403);
    expect((await call('GET', `/api/admin/pos/store/${String(storeId)}/product?search=till`, { token: limited.token })).status).toBe(403);
    const cashier = await limitedAdmin(['get pos sales', 'create pos sale']);
    const sold = await sell(
      { lines: [{ stock_id: stockId, quantity: 1 }], total: '12.50', tenders: [{ method: 'cash', amount: '20' }] },
      cashier.token,
    );
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.seller_admin_id).toBe(cashier.id);
    expect(
      (
        await call('POST', `/api/admin/pos/order/${String(sold.body.id)}/refund`, {
          token: cashier.token,
          json: { lines: [], amount: '1', reason: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('the till (/api/admin/pos)', () => {
  it('finds a variant by its exact barcode (a scan), by name and by SKU, with the store’s stock', async () => {
    const { stockId, code } = await onShelf(4, '9.90');
    const scanned = await call('GET', `/api/admin/pos/store/${String(storeId)}/product?search=${code}`, { token });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    expect(scanned.body.barcode).toBe(true);
    expect(scanned.body.data).toEqual([expect.objectContaining({ stock_id: stockId, unit_price: '9.90', available_inventories: 4 })]);
    const prefix = await call('GET', `/api/admin/pos/store/${String(storeId)}/product?search=${code.slice(0, 8)}`, { token });
    expect(prefix.body.barcode).toBe(false);
    expect((prefix.body.data as { stock_id: number }[]).map((v) => v.stock_id)).toContain(stockId);
  });

  it('sells: a paid order with channel pos, its store, cashier and warehouse, the store’s stock taken with it, change for cash, and the paid event', async () => {
    const a = await onShelf(5, '12.50');
    const b = await onShelf(2, '40.00');
    const quote = await call('POST', `/api/admin/pos/store/${String(storeId)}/quote`, {
      token,
      json: {
        lines: [
          { stock_id: a.stockId, quantity: 2 },
          { stock_id: b.stockId, quantity: 1 },
        ],
      },
    });
    expect(quote.body).toMatchObject({ subtotal: '65.00', discount: '0.00', grand_total: '65.00' });
    const events = watchEvents<{ order_id: number; status: string }>('order.status_changed');
    const sold = await sell({
      lines: [
        { stock_id: a.stockId, quantity: 1 },
        { stock_id: b.stockId, quantity: 1 },
        { stock_id: a.stockId, quantity: 1 },
      ],
      total: '65.00',
      tenders: [{ method: 'cash', amount: '100' }],
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body).toMatchObject({
      channel: 'pos',
      store_id: storeId,
      seller_admin_id: expect.any(Number),
      warehouse_id: storeWarehouse,
      status: 'paid',
      grand_total: '65.00',
      shipping_fee: '0.00',
      stock_shortfall: [],
      payment: { method: 'cash', amount: '65.00', tenders: [{ method: 'cash', amount: '100.00' }], change_due: '35.00' },
    });
    expect(sold.body.lines).toHaveLength(2);
    expect(await onHand(a.stockId)).toBe(3);
    expect(await onHand(b.stockId)).toBe(1);
    expect(await onHand(a.stockId, otherWarehouse)).toBe(10);
    expect(await deadLettersAfterEvents()).toEqual([]);
    expect(events.take()).toEqual([expect.objectContaining({ order_id: sold.body.id, status: 'paid' })]);
    events.stop();
  });

  it('splits a payment between a card and cash; refuses what does not cover the total, an overcharged card, and card or points offline', async () => {
    const { stockId } = await onShelf(5, '35.00');
    const lines = [{ stock_id: stockId, quantity: 2 }];
    const split = await sell({
      lines,
      total: '70.00',
      tenders: [
        { method: 'card', amount: '30' },
        { method: 'cash', amount: '50' },
      ],
    });
    expect(split.status, JSON.stringify(split.body)).toBe(201);
    expect(split.body.payment).toMatchObject({ method: 'card', change_due: '10.00' });
    expect(split.body.payment.tenders).toEqual([
      { method: 'card', amount: '30.00' },
      { method: 'cash', amount: '50.00' },
    ]);
    const short = await sell({ lines, total: '70.00', tenders: [{ method: 'cash', amount: '60' }] });
    expect(short.body.messages).toEqual({ tenders: ['The payment does not cover the total.'] });
    const card = await sell({ lines, total: '70.00', tenders: [{ method: 'card', amount: '80' }] });
    expect(card.body.messages).toEqual({ tenders: ['A card cannot be charged more than is due.'] });
    for (const extra of [{ tenders: [{ method: 'card', amount: '70' }] }, { points: 10, tenders: [{ method: 'cash', amount: '70' }] }]) {
      const offline = await sell({ lines, total: '70.00', offline: true, ...extra });
      expect(offline.status).toBe(422);
      expect(offline.body.messages.tenders[0]).toMatch(/need the network/);
    }
    // A live sale at a total the server no longer agrees with is not written: 409 with the order as it is.
    const stale = await sell({ lines, total: '60.00', tenders: [{ method: 'cash', amount: '60' }] });
    expect(stale.status).toBe(409);
    expect(stale.body.summary).toMatchObject({ grand_total: '70.00' });
    expect(await onHand(stockId)).toBe(3);
  });

  it('records a sale once however often it is sent (the same idempotency key)', async () => {
    const { stockId } = await onShelf(5);
    const json = {
      idempotency_key: key(),
      lines: [{ stock_id: stockId, quantity: 2 }],
      total: '25.00',
      tenders: [{ method: 'cash', amount: '25' }],
    };
    const replies = await Promise.all([sell(json), sell(json), sell(json)]);
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.id as number)).size).toBe(1);
    const again = await sell(json);
    expect(again.body.id).toBe(replies[0]!.body.id);
    expect(await onHand(stockId)).toBe(3);
  });

  it('50 offline cash sales replayed twice record 50 orders and take 50 units', async () => {
    const { stockId } = await onShelf(60, '5.00');
    const sales = Array.from({ length: 50 }, (_, i) => ({
      idempotency_key: `offline-${unique()}-${String(i)}`,
      lines: [{ stock_id: stockId, quantity: 1 }],
      total: '5.00',
      tenders: [{ method: 'cash', amount: '10' }],
      offline: true,
      sold_at: new Date(Date.now() - 60_000).toISOString(),
    }));
    const ids = new Set<number>();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < sales.length; i += 10) {
        const replies = await Promise.all(sales.slice(i, i + 10).map((s) => sell(s)));
        for (const r of replies) {
          expect(r.status, JSON.stringify(r.body)).toBe(201);
          ids.add(r.body.id as number);
        }
      }
    }
    expect(ids.size).toBe(50);
    expect(await onHand(stockId)).toBe(10);
    const one = await call('GET', `/api/admin/order/${String([...ids][0])}`, { token });
    expect(one.body.status_history[0].note).toMatch(/^Sold offline at /);
  }, 120_000);

  it('records an offline sale whose stock ran out meanwhile, flags it for staff, and refuses the same live', async () => {
    const { stockId } = await onShelf(1, '8.00');
    const lines = [{ stock_id: stockId, quantity: 3 }];
    const live = await sell({ lines, total: '24.00', tenders: [{ method: 'cash', amount: '24' }] });
    expect(live.status).toBe(422);
    expect(live.body.messages).toEqual({ 'lines.0.quantity': ['There is not enough stock for this quantity.'] });
    const json = { idempotency_key: key(), lines, total: '24.00', tenders: [{ method: 'cash', amount: '30' }], offline: true };
    const recorded = await sell(json);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body.stock_shortfall).toEqual([{ stock_id: stockId, quantity: 2 }]);
    expect(recorded.body.lines[0].quantity).toBe(3);
    expect(await onHand(stockId)).toBe(0);
    expect((await sell(json)).body.id).toBe(recorded.body.id);
    const flags = await call('GET', `/api/admin/pos/store/${String(storeId)}/flag`, { token });
    const flag = (flags.body.data as { order_id: number; shortfall: unknown }[]).filter((f) => f.order_id === recorded.body.id);
    expect(flag).toEqual([
      expect.objectContaining({ order_number: recorded.body.order_number, shortfall: [{ stock_id: stockId, quantity: 2 }] }),
    ]);
    expect((await call('DELETE', `/api/admin/pos/store/${String(storeId)}/flag/${String(recorded.body.id)}`, { token })).status).toBe(200);
    const after = await call('GET', `/api/admin/pos/store/${String(storeId)}/flag`, { token });
    expect((after.body.data as { order_id: number }[]).some((f) => f.order_id === recorded.body.id)).toBe(false);
  });

  it('records an offline sale the server prices otherwise than the till took, and flags the till’s total', async () => {
    const { stockId } = await onShelf(3, '12.50');
    // The till sold it at an older price while offline: the server prices it now, and flags the difference.
    const sold = await sell({
      lines: [{ stock_id: stockId, quantity: 1 }],
      total: '10.00',
      tenders: [{ method: 'cash', amount: '10' }],
      offline: true,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body).toMatchObject({ grand_total: '12.50', stock_shortfall: [] });
    const flags = await call('GET', `/api/admin/pos/store/${String(storeId)}/flag?per_page=100`, { token });
    expect((flags.body.data as { order_id: number }[]).find((f) => f.order_id === sold.body.id)).toMatchObject({
      shortfall: [],
      till_total: '10.00',
    });
  });

  it('takes a sale back against its receipt: the units return to the store’s stock', async () => {
    const { stockId } = await onShelf(4, '20.00');
    const sold = await sell({ lines: [{ stock_id: stockId, quantity: 2 }], total: '40.00', tenders: [{ method: 'cash', amount: '40' }] });
    expect(await onHand(stockId)).toBe(2);
    const receipt = await call('GET', `/api/admin/pos/receipt/${String(sold.body.order_number)}`, { token });
    expect(receipt.status).toBe(200);
    expect(receipt.body.id).toBe(sold.body.id);
    const line = receipt.body.lines[0] as { id: number };
    const back = await call('POST', `/api/admin/pos/order/${String(sold.body.id)}/refund`, {
      token,
      json: { lines: [{ line_id: line.id, quantity: 1, restock: true }], reason: 'Exchanged for another size' },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.refunded_total).toBe('20.00');
    expect(await onHand(stockId)).toBe(3);
    expect(await onHand(stockId, otherWarehouse)).toBe(10);
    expect((await call('GET', '/api/admin/pos/receipt/ORD-999999999', { token })).status).toBe(404);
  });

  it('finds customers by phone or e-mail and sells to them', async () => {
    const email = `till-${unique()}@example.com`;
    const created = await call('POST', '/api/admin/user', {
      token,
      json: {
        enabled: true,
        first_name: 'May',
        last_name: 'Chan',
        email,
        phone: '91234567',
        country_code: 'HKG',
        gender: 'female',
        password: 'Compiler123',
        password_confirmation: 'Compiler123',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const byMail = await call('GET', `/api/admin/pos/customer?search=${encodeURIComponent(email)}`, { token });
    expect(byMail.body.data).toEqual([expect.objectContaining({ id: created.body.id, email, tier: null, points_balance: 0 })]);
    const byPhone = await call('GET', '/api/admin/pos/customer?search=91234567', { token });
    expect((byPhone.body.data as { id: number }[]).map((c) => c.id)).toContain(created.body.id);
    const { stockId } = await onShelf(2);
    const sold = await sell({
      customer_id: created.body.id,
      lines: [{ stock_id: stockId, quantity: 1 }],
      total: '12.50',
      tenders: [{ method: 'cash', amount: '12.50' }],
    });
    expect(sold.body).toMatchObject({ customer_id: created.body.id, email });
  });
});
