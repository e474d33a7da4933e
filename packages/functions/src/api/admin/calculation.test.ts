import { Commissions } from '@shop/core/commission/commissions';
import { periodOf } from '@shop/core/commission/commission.rules';
import type { OrderInfo } from '@shop/core/order/order.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForEvents } from '../../local/testing/index.js';
import { product, warehouse } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let methodId: number;
let saleWarehouse: number;
let n = 0;
const unique = () => `${String(Date.now())}-${String((n += 1))}`;
const PASSWORD = 'Secret123!';
const ADDRESS = { first_name: 'Ada', last_name: 'Lo', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Queen’s Road' };
const thisMonth = () => periodOf(new Date(), 'Asia/Hong_Kong');

beforeAll(async () => {
  token = await adminToken();
  saleWarehouse = (await warehouse(token)).id;
  await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: saleWarehouse, warehouse_enabled: 1 } });
  const method = await call('POST', '/api/admin/shipping', {
    token,
    json: { name: `Commission van ${unique()}`, fee: '20', free_above: null, countries: [], enabled: true },
  });
  methodId = method.body.id as number;
});

async function admin(over: Record<string, unknown> = {}): Promise<number> {
  const reply = await call('POST', '/api/admin/account', {
    token,
    json: {
      name: `Seller ${unique()}`,
      email: `seller-${unique()}@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      commission_enabled: true,
      ...over,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as number;
}

async function group(): Promise<number> {
  const reply = await call('POST', '/api/admin/group', { token, json: { name: `Team ${unique()}` } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as number;
}

async function customer(adminId: number | null): Promise<number> {
  const reply = await call('POST', '/api/admin/user', {
    token,
    json: {
      email: `buyer-${unique()}@example.com`,
      first_name: 'Mei',
      last_name: 'Chan',
      gender: 'female',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...(adminId ? { admin_id: adminId } : {}),
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as number;
}

/** A product at `price` with these commissions per level, 20 units in the sale warehouse. */
async function item(price: string, commissions: { level: number; percentage: string }[]) {
  const p = await product(token, { options: [], stocks: [{ sku: `COM-${unique()}`, price }], commissions });
  const stockId = (p.stocks as { id: number }[])[0]!.id;
  await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: 20 } });
  return { productId: p.id as number, stockId };
}

/** Staff enter a paid order (cash) for the customer: `order.status_changed` (paid) is published. */
async function paidOrder(customerId: number, lines: { stock_id: number; quantity: number }[]) {
  const reply = await call('POST', '/api/admin/order', {
    token,
    json: {
      customer_id: customerId,
      lines,
      shipping_method_id: methodId,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      payment_method: 'cash',
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  await waitForEvents();
  return reply.body as { id: number; order_number: string; lines: { id: number }[] };
}

const month = (adminId: number, period = thisMonth()) =>
  call('GET', `/api/admin/calculation/${String(adminId)}?period=${period}`, { token }).then((r) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { totals: { commission: string; clawback: string; amount: string }; data: Record<string, unknown>[] };
  });

let fakeId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
/** An order as the POS or a later state would leave it (the rule reads only these fields). */
function order(over: Partial<OrderInfo> & Pick<OrderInfo, 'lines'>): OrderInfo {
  fakeId += 1;
  return {
    id: fakeId,
    order_number: `T${String(fakeId)}`,
    status: 'paid',
    customer_id: null,
    discount: '0.00',
    channel: 'online',
    seller_admin_id: null,
    status_history: [{ status: 'paid', by: 'admin', admin_id: null, note: null, at: new Date().toISOString() }],
    payment: { amount: '0.00' } as OrderInfo['payment'],
    refunds: [],
    ...over,
  } as OrderInfo;
}
const line = (productId: number, lineTotal: string, quantity = 1) =>
  ({ id: productId, product_id: productId, name: 'Thing', quantity, line_total: lineTotal }) as OrderInfo['lines'][number];

describe('commissions of a paid order (decision 0071)', () => {
  it('credit the customer’s admin and their parents up the group, per level, once; a limited admin without the permission gets 403', async () => {
    const team = await group();
    const top = await admin({ group_id: team });
    const manager = await admin({ group_id: team, parent_id: top });
    const seller = await admin({ group_id: team, parent_id: manager });
    const buyer = await customer(seller);
    const thing = await item('100.00', [
      { level: 1, percentage: '10' },
      { level: 2, percentage: '5' },
      { level: 3, percentage: '2.5' },
    ]);
    const placed = await paidOrder(buyer, [{ stock_id: thing.stockId, quantity: 2 }]);
    // The shipping fee (20.00) is no commission base: 200.00 × 10 %, 5 %, 2.5 %.
    expect((await month(seller)).totals).toMatchObject({ commission: '20.00', clawback: '0.00', amount: '20.00' });
    expect((await month(manager)).totals.amount).toBe('10.00');
    expect((await month(top)).totals.amount).toBe('5.00');
    const lines = (await month(seller)).data;
    expect(lines).toEqual([
      expect.objectContaining({
        order_id: placed.id,
        order_number: placed.order_number,
        level: 1,
        kind: 'commission',
        base: '200.00',
        amount: '20.00',
      }),
    ]);
    expect(lines[0]!.products).toEqual([
      expect.objectContaining({ product_id: thing.productId, quantity: 2, percentage: '10.00', amount: '20.00' }),
    ]);
    // The paid event delivered again (and reconciled again) changes nothing.
    await Commissions.reconcile(placed.id);
    await Commissions.reconcile(placed.id);
    expect((await month(seller)).totals.amount).toBe('20.00');
    expect((await month(seller)).data).toHaveLength(1);
    // Payroll reads the total by key.
    expect(await Commissions.totalFor(seller, thisMonth())).toBe(2000);
    expect(await Commissions.totalFor(manager, thisMonth())).toBe(1000);

    const list = await call('GET', `/api/admin/calculation?period=${thisMonth()}&limit=100`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ admin_id: seller, amount: '20.00' })]));
    const ids = (list.body.data as { admin_id: number }[]).map((r) => r.admin_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const limited = await limitedAdmin(['get orders']);
    expect((await call('GET', `/api/admin/calculation?period=${thisMonth()}`, { token: limited.token })).status).toBe(403);
    expect((await call('GET', `/api/admin/calculation/${String(seller)}?period=${thisMonth()}`, { token: limited.token })).status).toBe(
      403,
    );
    expect((await call('GET', `/api/admin/calculation/export?period=${thisMonth()}`, { token: limited.token })).status).toBe(403);
    const reader = await limitedAdmin(['get calculations', 'get calculation']);
    expect((await call('GET', `/api/admin/calculation?period=${thisMonth()}`, { token: reader.token })).status).toBe(200);
    expect((await call('GET', `/api/admin/calculation?period=2026-13`, { token })).status).toBe(422);
  });

  it('pays nobody when the credited admin is not commission-enabled, and stops at a parent that is not or is in another group', async () => {
    const plain = await admin({ commission_enabled: false });
    const thing = await item('50.00', [
      { level: 1, percentage: '10' },
      { level: 2, percentage: '10' },
      { level: 3, percentage: '10' },
    ]);
    await paidOrder(await customer(plain), [{ stock_id: thing.stockId, quantity: 1 }]);
    expect((await month(plain)).totals.amount).toBe('0.00');
    expect((await month(plain)).data).toEqual([]);

    // seller → other-group parent → grandparent (same group as seller): the chain stops at level 2.
    const [teamA, teamB] = [await group(), await group()];
    const grand = await admin({ group_id: teamA });
    const outsider = await admin({ group_id: teamB, parent_id: grand });
    const seller = await admin({ group_id: teamA, parent_id: outsider });
    await paidOrder(await customer(seller), [{ stock_id: thing.stockId, quantity: 1 }]);
    expect((await month(seller)).totals.amount).toBe('5.00');
    expect((await month(outsider)).totals.amount).toBe('0.00');
    expect((await month(grand)).totals.amount).toBe('0.00');

    // A parent whose commission was switched off is not paid, nor is anyone above them.
    const boss = await admin();
    const lead = await admin({ parent_id: boss });
    const seller2 = await admin({ parent_id: lead });
    const off = await call('PUT', `/api/admin/account/${String(lead)}`, { token, json: { commission_enabled: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await paidOrder(await customer(seller2), [{ stock_id: thing.stockId, quantity: 1 }]);
    expect((await month(seller2)).totals.amount).toBe('5.00');
    expect((await month(lead)).totals.amount).toBe('0.00');
    expect((await month(boss)).totals.amount).toBe('0.00');
  });

  it('credits the POS seller (not the customer’s admin) on the line amounts after the order’s discount, shared by line', async () => {
    const assigned = await admin();
    const cashier = await admin();
    const a = await item('10.00', [{ level: 1, percentage: '10' }]);
    const b = await item('10.00', [{ level: 1, percentage: '20' }]);
    const sale = order({
      channel: 'pos',
      seller_admin_id: cashier,
      customer_id: await customer(assigned),
      // 300.00 of goods, 30.00 off: each line's base is 90 % of it.
      lines: [line(a.productId, '100.00', 10), line(b.productId, '200.00', 20)],
      discount: '30.00',
      payment: { amount: '270.00' } as OrderInfo['payment'],
    });
    expect(await Commissions.credit(sale)).toBe('credited');
    expect(await Commissions.credit(sale)).toBe('already');
    const entries = (await month(cashier)).data;
    expect(entries).toEqual([expect.objectContaining({ channel: 'pos', base: '270.00', amount: '45.00', seller_admin_id: cashier })]);
    expect((entries[0]!.products as { base: string; amount: string }[]).map((p) => [p.base, p.amount])).toEqual([
      ['90.00', '9.00'],
      ['180.00', '36.00'],
    ]);
    expect((await month(assigned)).totals.amount).toBe('0.00');
  });

  it('takes back a refund’s share in the month of the refund, once per refund, and the rest on a cancel', async () => {
    const seller = await admin();
    const thing = await item('10.00', [{ level: 1, percentage: '10' }]);
    // Paid at 00:30 on 1 February in Hong Kong (still January in UTC): February's commission.
    const paidAt = '2026-01-31T16:30:00.000Z';
    const sale = order({
      channel: 'pos',
      seller_admin_id: seller,
      lines: [line(thing.productId, '100.00', 10)],
      status_history: [{ status: 'paid', by: 'admin', admin_id: null, note: null, at: paidAt }],
      payment: { amount: '100.00' } as OrderInfo['payment'],
    });
    await Commissions.settle(sale);
    expect((await month(seller, '2026-02')).totals.amount).toBe('10.00');
    expect((await month(seller, '2026-01')).totals.amount).toBe('0.00');

    const refund = { id: 1, amount: '25.00', created_at: '2026-03-05T02:00:00.000Z' } as OrderInfo['refunds'][number];
    const refunded = { ...sale, refunds: [refund] };
    await Commissions.settle(refunded);
    await Commissions.settle(refunded);
    const march = await month(seller, '2026-03');
    expect(march.totals).toMatchObject({ commission: '0.00', clawback: '2.50', amount: '-2.50' });
    expect(march.data).toEqual([expect.objectContaining({ kind: 'clawback', refund_id: 1, amount: '-2.50', base: '-25.00' })]);
    expect((await month(seller, '2026-02')).totals.amount).toBe('10.00');

    // A void of the sale in April takes back everything not yet taken back.
    const canceled: OrderInfo = {
      ...refunded,
      status: 'canceled',
      status_history: [
        ...sale.status_history,
        { status: 'canceled', by: 'admin', admin_id: null, note: null, at: '2026-04-02T03:00:00.000Z' },
      ],
    };
    await Commissions.settle(canceled);
    await Commissions.settle(canceled);
    expect((await month(seller, '2026-04')).totals.amount).toBe('-7.50');
    expect(await Commissions.totalFor(seller, '2026-02')).toBe(1000);
    expect(await Commissions.totalFor(seller, '2026-03')).toBe(-250);

    // An order cancelled before it was paid never earned anything and takes nothing back.
    const unpaid = order({
      channel: 'pos',
      seller_admin_id: seller,
      status: 'canceled',
      lines: [line(thing.productId, '50.00', 5)],
      status_history: [{ status: 'canceled', by: 'system', admin_id: null, note: null, at: '2026-04-03T03:00:00.000Z' }],
      payment: { amount: '50.00' } as OrderInfo['payment'],
    });
    await Commissions.settle(unpaid);
    expect(await Commissions.credit(unpaid)).toBe('not_paid');
    expect(await Commissions.totalFor(seller, '2026-04')).toBe(-750);
  });

  it('a refund through the order API reverses the commission (the order.refunded event), proportionally then in full', async () => {
    const seller = await admin();
    const thing = await item('10.00', [{ level: 1, percentage: '10' }]);
    const placed = await paidOrder(await customer(seller), [{ stock_id: thing.stockId, quantity: 8 }]);
    // 80.00 of goods + 20.00 shipping paid: commission 8.00.
    expect((await month(seller)).totals.amount).toBe('8.00');
    const part = await call('POST', `/api/admin/order/${String(placed.id)}/refund`, { token, json: { amount: '25.00', reason: 'Partly' } });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    await waitForEvents();
    // A quarter of what was paid: a quarter of the commission.
    expect((await month(seller)).totals).toMatchObject({ commission: '8.00', clawback: '2.00', amount: '6.00' });
    const all = await call('PUT', `/api/admin/order/${String(placed.id)}/status`, { token, json: { status: 'refunded' } });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    await waitForEvents();
    expect((await month(seller)).totals).toMatchObject({ commission: '8.00', clawback: '8.00', amount: '0.00' });
    expect((await month(seller)).data.map((l) => l.kind)).toEqual(['commission', 'clawback', 'clawback']);
  });

  it('exports the month as .xlsx and logs the export', async () => {
    const seller = await admin();
    const thing = await item('10.00', [{ level: 1, percentage: '10' }]);
    await paidOrder(await customer(seller), [{ stock_id: thing.stockId, quantity: 1 }]);
    const reply = await call('GET', `/api/admin/calculation/export?period=${thisMonth()}`, { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('spreadsheetml');
    const log = await call('GET', '/api/admin/export-log?per_page=10', { token });
    expect(log.body.data[0]).toMatchObject({ export: 'commissions', filter: { period: thisMonth() } });
  });
});
