import { beforeAll, describe, expect, it } from 'vitest';
import { product, warehouse } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let n = 0;

interface Line {
  id: number;
  stock_id: number;
  quantity: number;
  unit_cost: string;
  received_quantity: number;
}

beforeAll(async () => {
  token = await adminToken();
});

async function supplier(name = `Supplier ${Date.now().toString(36)} ${n++}`) {
  const reply = await call('POST', '/api/admin/supplier', { token, json: { name } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; name: string };
}

/** A supplier, a destination warehouse and a product with 4 variants. */
async function setting() {
  const [s, w, p] = await Promise.all([supplier(), warehouse(token), product(token)]);
  const stocks = (p.stocks as { id: number }[]).map((v) => v.id) as [number, number, number, number];
  return { supplier: s, warehouse: w, product: p, stocks };
}

type Setting = Awaited<ReturnType<typeof setting>>;

async function createPo(ctx: Setting, lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const reply = await call('POST', '/api/admin/po', {
    token,
    json: { supplier_id: ctx.supplier.id, warehouse_id: ctx.warehouse.id, lines, ...extra },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

const getPo = async (id: number) => (await call('GET', `/api/admin/po/${id}`, { token })).body;
const act = (id: number, action: 'order' | 'cancel' | 'close', as = token) => call('POST', `/api/admin/po/${id}/${action}`, { token: as });
const receive = (id: number, json: Record<string, unknown>, as = token) => call('POST', `/api/admin/po/${id}/receive`, { token: as, json });

async function ordered(ctx: Setting, lines: Record<string, unknown>[]) {
  const po = await createPo(ctx, lines);
  const reply = await act(po.id, 'order');
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** Quantity of a variant in a warehouse, from the product's stock rows. */
async function stock(productId: number, stockId: number, warehouseId: number): Promise<number> {
  const p = (await call('GET', `/api/admin/product/${productId}`, { token })).body;
  const variant = p.stocks.find((s: { id: number }) => s.id === stockId);
  return variant.inventories.find((i: { warehouse_id: number }) => i.warehouse_id === warehouseId)?.quantity ?? 0;
}

async function receiveHistory(stockId: number) {
  const rows = (await call('GET', `/api/admin/inventory/history?stock_id=${stockId}`, { token })).body.data;
  return rows.filter((h: { kind: string }) => h.kind === 'receive');
}

describe('purchase orders: create', () => {
  it('POST /api/admin/po creates a draft with numbered lines, a PO number and an exact total (3 × 19.99 + 10 × 0.10 = 60.97)', async () => {
    const ctx = await setting();
    const po = await createPo(
      ctx,
      [
        { stock_id: ctx.stocks[0], quantity: 3, unit_cost: '19.99' },
        { stock_id: ctx.stocks[1], quantity: 10, unit_cost: 0.1 },
      ],
      { expected_date: '2030-01-31', remark: 'Spring restock' },
    );
    expect(po).toMatchObject({
      number: `PO-${String(po.id).padStart(6, '0')}`,
      supplier_id: ctx.supplier.id,
      supplier_name: ctx.supplier.name,
      warehouse_id: ctx.warehouse.id,
      warehouse_name: ctx.warehouse.name,
      expected_date: '2030-01-31',
      remark: 'Spring restock',
      status: 'draft',
      total: '60.97',
      total_quantity: 13,
      received_quantity: 0,
      line_count: 2,
      receipts: [],
    });
    expect(po.lines[0]).toEqual({
      id: 1,
      stock_id: ctx.stocks[0],
      product_id: ctx.product.id,
      product_name: ctx.product.name,
      sku: ctx.product.stocks[0].sku,
      attributes: { size: 'S', colour: 'red' },
      quantity: 3,
      unit_cost: '19.99',
      amount: '59.97',
      received_quantity: 0,
      outstanding_quantity: 3,
    });
    expect(po.lines[1]).toMatchObject({ id: 2, unit_cost: '0.10', amount: '1.00' });
    expect(po.status_history).toEqual([{ status: 'draft', admin_id: 1, admin_name: expect.any(String), at: expect.any(String) }]);
    expect(await getPo(po.id)).toEqual(po);
  });

  it('an unknown supplier, warehouse or variant is refused with 422 beside each field and nothing is created', async () => {
    const ctx = await setting();
    const before = (await call('GET', '/api/admin/po', { token })).body.total;
    const reply = await call('POST', '/api/admin/po', {
      token,
      json: {
        supplier_id: 987654,
        warehouse_id: 987654,
        lines: [
          { stock_id: ctx.stocks[0], quantity: 1, unit_cost: '1' },
          { stock_id: 987654, quantity: 1, unit_cost: '1' },
        ],
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual({
      supplier_id: ['The selected supplier does not exist.'],
      warehouse_id: ['The selected warehouse does not exist.'],
      'lines.1.stock_id': ['The selected variant does not exist.'],
    });
    expect((await call('GET', '/api/admin/po', { token })).body.total).toBe(before);
  });

  it('refuses a variant on two lines, no lines, a non-positive or fractional quantity and a malformed cost with 422', async () => {
    const ctx = await setting();
    const post = (json: Record<string, unknown>) =>
      call('POST', '/api/admin/po', { token, json: { supplier_id: ctx.supplier.id, warehouse_id: ctx.warehouse.id, ...json } });
    const twice = await post({
      lines: [
        { stock_id: ctx.stocks[0], quantity: 1, unit_cost: '1' },
        { stock_id: ctx.stocks[0], quantity: 2, unit_cost: '1' },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.messages).toEqual({ 'lines.1.stock_id': ['This input can not be repeated'] });
    expect((await post({ lines: [] })).body.messages).toEqual({ lines: ['This field is required.'] });
    expect((await post({})).body.messages).toEqual({ lines: ['This field is required.'] });
    const bad = await post({
      lines: [
        { stock_id: ctx.stocks[0], quantity: 0, unit_cost: '1.999' },
        { stock_id: ctx.stocks[1], quantity: 1.5, unit_cost: '-1' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.messages['lines.0.quantity']).toEqual(['quantity_not_positive_warning']);
    expect(bad.body.messages['lines.1.quantity']).toEqual(['quantity_not_positive_warning']);
    expect(Object.keys(bad.body.messages)).toEqual(expect.arrayContaining(['lines.0.unit_cost', 'lines.1.unit_cost']));
    const tooMany = await post({ lines: Array.from({ length: 101 }, (_, i) => ({ stock_id: i + 1, quantity: 1, unit_cost: '1' })) });
    expect(tooMany.body.messages.lines).toEqual(['At most 100 lines.']);
  });

  it('a disabled supplier cannot be chosen for a new order', async () => {
    const ctx = await setting();
    await call('PUT', `/api/admin/supplier/${ctx.supplier.id}`, { token, json: { name: ctx.supplier.name, enabled: false } });
    const reply = await call('POST', '/api/admin/po', {
      token,
      json: {
        supplier_id: ctx.supplier.id,
        warehouse_id: ctx.warehouse.id,
        lines: [{ stock_id: ctx.stocks[0], quantity: 1, unit_cost: '1' }],
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual({ supplier_id: ['The selected supplier is disabled.'] });
  });
});

describe('purchase orders: edit', () => {
  it('a draft changes freely: kept lines keep their ids, a new line gets the next id, the total follows', async () => {
    const ctx = await setting();
    const po = await createPo(ctx, [
      { stock_id: ctx.stocks[0], quantity: 3, unit_cost: '19.99' },
      { stock_id: ctx.stocks[1], quantity: 1, unit_cost: '5' },
    ]);
    const other = await warehouse(token);
    const reply = await call('PUT', `/api/admin/po/${po.id}`, {
      token,
      json: {
        supplier_id: ctx.supplier.id,
        warehouse_id: other.id,
        lines: [
          { id: 2, stock_id: ctx.stocks[1], quantity: 4, unit_cost: '5.25' },
          { stock_id: ctx.stocks[2], quantity: 1, unit_cost: '0.01', received_quantity: 99 },
        ],
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.warehouse_id).toBe(other.id);
    expect(reply.body.lines.map((l: Line) => [l.id, l.stock_id, l.quantity, l.unit_cost, l.received_quantity])).toEqual([
      [2, ctx.stocks[1], 4, '5.25', 0],
      [3, ctx.stocks[2], 1, '0.01', 0],
    ]);
    expect(reply.body.total).toBe('21.01');
  });

  it('once ordered, supplier, warehouse and lines are refused with 422; expected date and remark still change', async () => {
    const ctx = await setting();
    const po = await ordered(ctx, [{ stock_id: ctx.stocks[0], quantity: 2, unit_cost: '3.50' }]);
    const body = { supplier_id: ctx.supplier.id, warehouse_id: ctx.warehouse.id, lines: po.lines };
    const lines = await call('PUT', `/api/admin/po/${po.id}`, { token, json: { ...body, lines: [{ ...po.lines[0], quantity: 5 }] } });
    expect(lines.status).toBe(422);
    expect(lines.body.messages).toEqual({ lines: ['Only a draft purchase order can change its supplier, warehouse or lines.'] });
    const other = await supplier();
    const moved = await call('PUT', `/api/admin/po/${po.id}`, { token, json: { ...body, supplier_id: other.id } });
    expect(moved.status).toBe(422);
    expect(moved.body.messages).toHaveProperty('supplier_id');
    const notes = await call('PUT', `/api/admin/po/${po.id}`, { token, json: { ...body, expected_date: '2031-02-03', remark: 'Late' } });
    expect(notes.status).toBe(200);
    expect(notes.body).toMatchObject({ status: 'ordered', expected_date: '2031-02-03', remark: 'Late', total: '7.00' });
    expect(notes.body.lines[0]).toMatchObject({ id: po.lines[0].id, quantity: 2 });
  });
});

describe('purchase orders: transitions', () => {
  it('draft → ordered → cancelled, each stamped in the status history; illegal steps are 422 with a clear message', async () => {
    const ctx = await setting();
    const po = await createPo(ctx, [{ stock_id: ctx.stocks[0], quantity: 1, unit_cost: '1' }]);
    const early = await receive(po.id, { lines: [{ line_id: 1, quantity: 1 }] });
    expect(early.status).toBe(422);
    expect(early.body.messages).toEqual({ status: ['Order this purchase order before receiving goods.'] });
    const order = await act(po.id, 'order');
    expect(order.status).toBe(200);
    expect(order.body.status).toBe('ordered');
    const again = await act(po.id, 'order');
    expect(again.status).toBe(422);
    expect(again.body.messages).toEqual({ status: ['Only a draft purchase order can be ordered; this one is ordered.'] });
    const cancel = await act(po.id, 'cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.body.status_history.map((h: { status: string; admin_id: number }) => [h.status, h.admin_id])).toEqual([
      ['draft', 1],
      ['ordered', 1],
      ['cancelled', 1],
    ]);
    expect((await act(po.id, 'cancel')).body.messages).toEqual({ status: ['This purchase order is cancelled already.'] });
    expect((await act(po.id, 'order')).status).toBe(422);
    expect((await receive(po.id, { lines: [{ line_id: 1, quantity: 1 }] })).body.messages).toEqual({
      status: ['A cancelled purchase order cannot receive goods.'],
    });
  });

  it('a draft can be cancelled directly; transitions of an unknown order are 404', async () => {
    const ctx = await setting();
    const po = await createPo(ctx, [{ stock_id: ctx.stocks[0], quantity: 1, unit_cost: '1' }]);
    expect((await act(po.id, 'cancel')).body.status).toBe('cancelled');
    expect((await act(987654, 'order')).status).toBe(404);
  });

  it('ordering and cancelling the same draft at once: exactly one wins, the other gets 409 or 422', async () => {
    const ctx = await setting();
    const po = await createPo(ctx, [{ stock_id: ctx.stocks[0], quantity: 1, unit_cost: '1' }]);
    const [order, cancel] = await Promise.all([act(po.id, 'order'), act(po.id, 'cancel')]);
    const statuses = [order.status, cancel.status].sort();
    if (statuses[0] === 200 && statuses[1] === 200) {
      // Serialised: order first, then cancel of an ordered PO is legal.
      expect((await getPo(po.id)).status_history.map((h: { status: string }) => h.status)).toEqual(['draft', 'ordered', 'cancelled']);
    } else {
      expect(statuses[0]).toBe(200);
      expect([409, 422]).toContain(statuses[1]);
      expect((await getPo(po.id)).status_history).toHaveLength(2);
    }
  });
});

describe('purchase orders: receiving', () => {
  it('receiving in two parts adds stock each time, writes receive history with the PO number, and ends received', async () => {
    const ctx = await setting();
    const po = await ordered(ctx, [
      { stock_id: ctx.stocks[0], quantity: 10, unit_cost: '2.00' },
      { stock_id: ctx.stocks[1], quantity: 4, unit_cost: '3.00' },
    ]);
    // Stock already on hand, so total_quantity must add up on top of it.
    await call('POST', '/api/admin/inventory/plus', {
      token,
      json: { stock_id: ctx.stocks[0], warehouse_id: ctx.warehouse.id, quantity: 5 },
    });

    const first = await receive(po.id, { lines: [{ line_id: 1, quantity: 6 }], remark: 'Truck 1' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.status).toBe('partially_received');
    expect(first.body.lines.map((l: Line) => l.received_quantity)).toEqual([6, 0]);
    expect(first.body.received_quantity).toBe(6);
    expect(await stock(ctx.product.id, ctx.stocks[0], ctx.warehouse.id)).toBe(11);

    const second = await receive(po.id, {
      lines: [
        { line_id: 1, quantity: 4 },
        { line_id: 2, quantity: 4 },
      ],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.status).toBe('received');
    expect(second.body.lines.map((l: { outstanding_quantity: number }) => l.outstanding_quantity)).toEqual([0, 0]);
    expect(await stock(ctx.product.id, ctx.stocks[0], ctx.warehouse.id)).toBe(15);
    expect(await stock(ctx.product.id, ctx.stocks[1], ctx.warehouse.id)).toBe(4);

    const rows = await receiveHistory(ctx.stocks[0]);
    expect(rows.map((h: { quantity: number; total_quantity: number }) => [h.quantity, h.total_quantity])).toEqual([
      [6, 11],
      [4, 15],
    ]);
    expect(rows[0]).toMatchObject({
      kind: 'receive',
      reference: po.number,
      reason: 'Purchase order',
      remark: `${po.number}: Truck 1`,
      warehouse_id: ctx.warehouse.id,
      admin_id: 1,
    });
    expect(rows[1].remark).toBe(po.number);
    expect((await receiveHistory(ctx.stocks[1])).map((h: { quantity: number }) => h.quantity)).toEqual([4]);

    expect(second.body.status_history.map((h: { status: string }) => h.status)).toEqual([
      'draft',
      'ordered',
      'partially_received',
      'received',
    ]);
    expect(second.body.receipts).toHaveLength(2);
    expect(second.body.receipts[0]).toMatchObject({
      remark: 'Truck 1',
      admin_id: 1,
      lines: [{ line_id: 1, stock_id: ctx.stocks[0], quantity: 6 }],
    });
    expect(second.body.receipts[1].lines.map((l: { line_id: number; quantity: number }) => [l.line_id, l.quantity])).toEqual([
      [1, 4],
      [2, 4],
    ]);

    const more = await receive(po.id, { lines: [{ line_id: 1, quantity: 1 }] });
    expect(more.status).toBe(422);
    expect(more.body.messages).toEqual({ status: ['Everything on this purchase order was received already.'] });
  });

  it('over-receiving is refused with 422 and changes neither stock nor the order, even when another line is fine', async () => {
    const ctx = await setting();
    const po = await ordered(ctx, [
      { stock_id: ctx.stocks[0], quantity: 5, unit_cost: '1' },
      { stock_id: ctx.stocks[1], quantity: 5, unit_cost: '1' },
    ]);
    await receive(po.id, { lines: [{ line_id: 2, quantity: 2 }] });
    const before = await getPo(po.id);
    const reply = await receive(po.id, {
      lines: [
        { line_id: 1, quantity: 5 },
        { line_id: 2, quantity: 4 },
      ],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual({ 'lines.1.quantity': ['quantity_less_than_total'] });
    const unknownLine = await receive(po.id, { lines: [{ line_id: 99, quantity: 1 }] });
    expect(unknownLine.body.messages).toEqual({ 'lines.0.line_id': ['ID not exists'] });
    const zero = await receive(po.id, { lines: [{ line_id: 1, quantity: 0 }] });
    expect(zero.body.messages).toEqual({ 'lines.0.quantity': ['quantity_not_positive_warning'] });
    expect(await getPo(po.id)).toEqual(before);
    expect(await stock(ctx.product.id, ctx.stocks[0], ctx.warehouse.id)).toBe(0);
    expect(await stock(ctx.product.id, ctx.stocks[1], ctx.warehouse.id)).toBe(2);
  });

  it('an order cannot be cancelled once anything was received', async () => {
    const ctx = await setting();
    const po = await ordered(ctx, [{ stock_id: ctx.stocks[0], quantity: 3, unit_cost: '1' }]);
    await receive(po.id, { lines: [{ line_id: 1, quantity: 1 }] });
    const reply = await act(po.id, 'cancel');
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual({ status: ['A purchase order cannot be cancelled once goods were received.'] });
    expect((await getPo(po.id)).status).toBe('partially_received');
  });

  it('two parallel requests each receiving the full outstanding quantity: exactly one succeeds and stock rises once', async () => {
    const ctx = await setting();
    const po = await ordered(ctx, [{ stock_id: ctx.stocks[0], quantity: 7, unit_cost: '1' }]);
    const replies = await Promise.all([1, 2].map(() => receive(po.id, { lines: [{ line_id: 1, quantity: 7 }] })));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    expect(await stock(ctx.product.id, ctx.stocks[0], ctx.warehouse.id)).toBe(7);
    expect(await receiveHistory(ctx.stocks[0])).toHaveLength(1);
    const after = await getPo(po.id);
    expect(after).toMatchObject({ status: 'received', received_quantity: 7 });
    expect(after.receipts).toHaveLength(1);
  });

  it('ten parallel receipts of 1 against 5 outstanding: exactly five succeed and stock, history and the order agree', async () => {
    const ctx = await setting();
    const po = await ordered(ctx, [{ stock_id: ctx.stocks[0], quantity: 5, unit_cost: '1' }]);
    const replies = await Promise.all(Array.from({ length: 10 }, () => receive(po.id, { lines: [{ line_id: 1, quantity: 1 }] })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    expect(await stock(ctx.product.id, ctx.stocks[0], ctx.warehouse.id)).toBe(5);
    expect(await receiveHistory(ctx.stocks[0])).toHaveLength(5);
    const after = await getPo(po.id);
    expect(after).toMatchObject({ status: 'received', received_quantity: 5 });
    expect(after.receipts).toHaveLength(5);
  });
});

describe('purchase orders: list and delete', () => {
  it('lists with paging, the status filter, and search by number or by supplier name (also after a rename)', async () => {
    const ctx = await setting();
    const a = await createPo(ctx, [{ stock_id: ctx.stocks[0], quantity: 1, unit_cost: '1' }]);
    const b = await ordered(ctx, [{ stock_id: ctx.stocks[1], quantity: 2, unit_cost: '2.50' }]);
    const byNumber = await call('GET', `/api/admin/po?search=${a.number}`, { token });
    expect(byNumber.body.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const renamed = `Renamed ${Date.now().toString(36)}`;
    await call('PUT', `/api/admin/supplier/${ctx.supplier.id}`, { token, json: { name: renamed } });
    const bySupplier = await call('GET', `/api/admin/po?search=${renamed.toLowerCase()}&sort=id&order=asc`, { token });
    expect(bySupplier.body.total).toBe(2);
    expect(bySupplier.body.data.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(bySupplier.body.data[1]).toMatchObject({
      number: b.number,
      supplier_name: renamed,
      warehouse_name: ctx.warehouse.name,
      status: 'ordered',
      total: '5.00',
      line_count: 1,
    });
    const orderedOnly = await call('GET', `/api/admin/po?search=${renamed}&status=ordered`, { token });
    expect(orderedOnly.body.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    const allOrdered = await call('GET', '/api/admin/po?status=ordered&per_page=100', { token });
    expect(allOrdered.body.data.every((r: { status: string }) => r.status === 'ordered')).toBe(true);
    const paged = await call('GET', '/api/admin/po?per_page=10&page=1', { token });
    expect(paged.body).toMatchObject({ page: 1, per_page: 10 });
    expect(paged.body.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/admin/po?status=shipped', { token })).status).toBe(422);
  });

  it('drafts and cancelled orders can be deleted; an ordered one is refused (422), singly or in a batch, and nothing goes', async () => {
    const ctx = await setting();
    const line = [{ stock_id: ctx.stocks[0], quantity: 1, unit_cost: '1' }];
    const draft = await createPo(ctx, line);
    const live = await ordered(ctx, line);
    const cancelled = await createPo(ctx, line);
    await act(cancelled.id, 'cancel');
    const single = await call('DELETE', `/api/admin/po/${live.id}`, { token });
    expect(single.status).toBe(422);
    expect(single.body.messages).toEqual({ id: [`Only draft or cancelled purchase orders can be deleted: ${live.number}.`] });
    const batch = await call('DELETE', '/api/admin/po/batch', { token, json: { ids: [draft.id, live.id, cancelled.id] } });
    expect(batch.status).toBe(422);
    expect((await call('GET', `/api/admin/po/${draft.id}`, { token })).status).toBe(200);
    const ok = await call('DELETE', '/api/admin/po/batch', { token, json: { ids: [draft.id, cancelled.id] } });
    expect(ok.body).toEqual({ deleted: 2 });
    expect((await call('GET', `/api/admin/po/${draft.id}`, { token })).status).toBe(404);
    expect((await call('GET', `/api/admin/po/${live.id}`, { token })).status).toBe(200);
  });
});

describe('purchase orders: closing short', () => {
  it('a partly received order is closed short: status closed, stamped, received stock kept, nothing more can be received', async () => {
    const ctx = await setting();
    const po = await ordered(ctx, [
      { stock_id: ctx.stocks[0], quantity: 5, unit_cost: '2' },
      { stock_id: ctx.stocks[1], quantity: 3, unit_cost: '1' },
    ]);
    expect((await receive(po.id, { lines: [{ line_id: 1, quantity: 2 }] })).status).toBe(200);
    const closed = await act(po.id, 'close');
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect(closed.body.status_history.map((h: { status: string }) => h.status)).toEqual([
      'draft',
      'ordered',
      'partially_received',
      'closed',
    ]);
    expect(closed.body.lines.map((l: Line) => l.received_quantity)).toEqual([2, 0]);
    expect(await stock(ctx.product.id, ctx.stocks[0], ctx.warehouse.id)).toBe(2);

    const more = await receive(po.id, { lines: [{ line_id: 1, quantity: 1 }] });
    expect(more.status).toBe(422);
    expect(more.body.messages).toEqual({ status: ['A closed purchase order cannot receive goods.'] });
    expect((await act(po.id, 'close')).body.messages).toEqual({ status: ['This purchase order is closed already.'] });
    expect((await act(po.id, 'cancel')).status).toBe(422);
    // Goods were received: a closed order is kept like a received one.
    expect((await call('DELETE', `/api/admin/po/${po.id}`, { token })).status).toBe(422);
    expect(await stock(ctx.product.id, ctx.stocks[0], ctx.warehouse.id)).toBe(2);
  });

  it('only a partly received order can be closed short; the others answer 422 beside status and do not change', async () => {
    const ctx = await setting();
    const line = [{ stock_id: ctx.stocks[0], quantity: 2, unit_cost: '1' }];
    const draft = await createPo(ctx, line);
    const live = await ordered(ctx, line);
    const full = await ordered(ctx, line);
    await receive(full.id, { lines: [{ line_id: 1, quantity: 2 }] });
    for (const [po, status] of [
      [draft, 'draft'],
      [live, 'ordered'],
      [full, 'received'],
    ] as const) {
      const before = await getPo(po.id);
      const reply = await act(po.id, 'close');
      expect(reply.status).toBe(422);
      expect(reply.body.messages).toEqual({
        status: [`Only a partly received purchase order can be closed short; this one is ${status}.`],
      });
      expect(await getPo(po.id)).toEqual(before);
    }
  });

  it('closing short needs update po (403 for a reader, the order unchanged)', async () => {
    const ctx = await setting();
    const po = await ordered(ctx, [{ stock_id: ctx.stocks[0], quantity: 3, unit_cost: '1' }]);
    await receive(po.id, { lines: [{ line_id: 1, quantity: 1 }] });
    const { token: reader } = await limitedAdmin(['get pos', 'get po']);
    expect((await act(po.id, 'close', reader)).status).toBe(403);
    expect((await getPo(po.id)).status).toBe('partially_received');
  });
});

describe('purchase orders: permissions', () => {
  it('an admin with only get pos can read but gets 403 on create, edit, order, cancel, receive and delete', async () => {
    const ctx = await setting();
    const po = await ordered(ctx, [{ stock_id: ctx.stocks[0], quantity: 2, unit_cost: '1' }]);
    const { token: reader } = await limitedAdmin(['get pos', 'get po']);
    expect((await call('GET', '/api/admin/po', { token: reader })).status).toBe(200);
    expect((await call('GET', `/api/admin/po/${po.id}`, { token: reader })).status).toBe(200);
    const body = { supplier_id: ctx.supplier.id, warehouse_id: ctx.warehouse.id, lines: po.lines };
    expect((await call('POST', '/api/admin/po', { token: reader, json: body })).status).toBe(403);
    expect((await call('PUT', `/api/admin/po/${po.id}`, { token: reader, json: body })).status).toBe(403);
    expect((await act(po.id, 'order', reader)).status).toBe(403);
    expect((await act(po.id, 'cancel', reader)).status).toBe(403);
    expect((await receive(po.id, { lines: [{ line_id: 1, quantity: 1 }] }, reader)).status).toBe(403);
    expect((await call('DELETE', `/api/admin/po/${po.id}`, { token: reader })).status).toBe(403);
    expect(await stock(ctx.product.id, ctx.stocks[0], ctx.warehouse.id)).toBe(0);
    expect((await getPo(po.id)).status).toBe('ordered');
  });

  it('the OpenAPI document names the permission of each transition', async () => {
    const doc = (await call('GET', '/api/openapi.json')).body;
    for (const action of ['order', 'cancel', 'receive']) {
      expect(doc.paths[`/api/admin/po/{id}/${action}`].post['x-permission']).toBe('update po');
    }
    expect(doc.paths['/api/admin/po'].get['x-permission']).toBe('get pos');
  });

  it('update po is enough to receive (no inventory permission needed)', async () => {
    const ctx = await setting();
    const po = await ordered(ctx, [{ stock_id: ctx.stocks[0], quantity: 2, unit_cost: '1' }]);
    const { token: clerk } = await limitedAdmin(['get po', 'update po']);
    expect((await receive(po.id, { lines: [{ line_id: 1, quantity: 2 }] }, clerk)).status).toBe(200);
    expect(await stock(ctx.product.id, ctx.stocks[0], ctx.warehouse.id)).toBe(2);
  });
});
