import Stripe from 'stripe';
import { Inventory } from '@shop/core/inventory/inventory';
import { Order } from '@shop/core/order/order';
import { beforeAll, describe, expect, it } from 'vitest';
import { allMails, stripeLocal, waitForEvents, waitForMail } from '../../local/testing/index.js';
import { LOCAL_STRIPE_KEYS } from '../../local/stripe-local.js';
import { product, warehouse } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let saleWarehouse: number;
let methodId: number;
const ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Queen’s Road' };

interface Placed {
  id: number;
  number: string;
  stockIds: number[];
  lineIds: number[];
  intentId: string | null;
}

/**
 * A shopper's order of two products: 3 × 10.10 and 2 × 0.35, plus 20.00 shipping (grand total
 * 51.00); each variant starts with 10 units in the sale warehouse.
 */
async function placed(email: string, options: { language?: string; payment?: 'offline' | 'card' } = {}): Promise<Placed> {
  let cartId: string | undefined;
  const stockIds: number[] = [];
  for (const [price, quantity] of [
    ['10.10', 3],
    ['0.35', 2],
  ] as const) {
    const p = await product(token, {
      options: [],
      stocks: [{ sku: `RF-${String(Date.now())}-${String(Math.random()).slice(2, 8)}`, price }],
    });
    const stockId = (p.stocks as { id: number }[])[0]!.id;
    stockIds.push(stockId);
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: 10 } });
    const cart = await call('POST', '/api/cart/item', { json: { stock_id: stockId, quantity, ...(cartId ? { cart_id: cartId } : {}) } });
    cartId = cart.body.cart_id as string;
  }
  const order = await call('POST', '/api/order', {
    json: {
      ...(options.language ? { language: options.language } : {}),
      cart_id: cartId,
      email,
      shipping_method_id: methodId,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      payment_method: options.payment ?? 'offline',
    },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const id = order.body.id as number;
  const info = await Order.get(id);
  expect(info.grand_total).toBe('51.00');
  return {
    id,
    number: info.order_number,
    stockIds,
    lineIds: info.lines.map((l) => l.id),
    intentId: (order.body.payment as { intent_id: string | null }).intent_id,
  };
}

const paid = async (order: Placed) => {
  const reply = await call('PUT', `/api/admin/order/${String(order.id)}/status`, { token, json: { status: 'paid' } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
};

const refund = (id: number, json: Record<string, unknown>, auth = token) =>
  call('POST', `/api/admin/order/${String(id)}/refund`, { token: auth, json });

const onHand = async (stockId: number) =>
  (await Inventory.ofStock(stockId)).filter((r) => r.warehouse_id === saleWarehouse).reduce((s, r) => s + r.quantity, 0);

const sdk = () => {
  const s = stripeLocal();
  return new Stripe(LOCAL_STRIPE_KEYS.secretKey, { host: s.host, port: s.port, protocol: 'http', maxNetworkRetries: 0 });
};

beforeAll(async () => {
  token = await adminToken();
  saleWarehouse = (await warehouse(token)).id;
  await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: saleWarehouse, warehouse_enabled: 1 } });
  const method = await call('POST', '/api/admin/shipping', {
    token,
    json: { name: 'Courier', fee: '20', free_above: null, countries: [], enabled: true },
  });
  methodId = method.body.id as number;
});

describe('refunds (POST /api/admin/order/{id}/refund; decision 0049)', () => {
  it('refunds part of a line with restock and part of another without; the order stays paid and shows what was refunded', async () => {
    const order = await placed('refund-lines@example.com');
    await paid(order);
    const [a, b] = order.lineIds as [number, number];
    const reply = await refund(order.id, {
      lines: [
        { line_id: a, quantity: 2, restock: true },
        { line_id: b, quantity: 1, restock: false },
      ],
      reason: 'Damaged in transit',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.status).toBe('paid');
    expect(reply.body.refunded_total).toBe('20.55');
    expect(reply.body.refunds).toEqual([
      expect.objectContaining({
        id: 1,
        amount: '20.55',
        reason: 'Damaged in transit',
        method: 'offline',
        provider_refund_id: null,
        lines: [
          { line_id: a, quantity: 2, restock: true, amount: '20.20' },
          { line_id: b, quantity: 1, restock: false, amount: '0.35' },
        ],
      }),
    ]);
    expect(reply.body.lines.map((l: { refunded_quantity: number }) => l.refunded_quantity)).toEqual([2, 1]);
    // Only the restocked units went back: 10 − 3 + 2, and 10 − 2.
    expect(await onHand(order.stockIds[0]!)).toBe(9);
    expect(await onHand(order.stockIds[1]!)).toBe(8);
    const history = await Inventory.history({ stock_id: order.stockIds[0]!, per_page: 20 } as never);
    expect(history.data.at(-1)).toMatchObject({ reason: 'Order refunded', reference: order.number });
  });

  it('refunds by amount in exact decimals; refunding everything left makes the order refunded', async () => {
    const order = await placed('refund-amount@example.com');
    await paid(order);
    expect((await refund(order.id, { amount: '0.10', reason: 'Goodwill' })).body.refunded_total).toBe('0.10');
    expect((await refund(order.id, { amount: 0.2, reason: 'Goodwill' })).body.refunded_total).toBe('0.30');
    const rest = await refund(order.id, { amount: '50.70', reason: 'Returned all' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body).toMatchObject({ status: 'refunded', refunded_total: '51.00' });
    expect(rest.body.status_history.at(-1)).toMatchObject({ status: 'refunded', by: 'admin', note: 'Returned all' });
    // Nothing is left: another refund is refused by the state (409).
    expect((await refund(order.id, { amount: '0.01', reason: 'x' })).status).toBe(409);
  });

  it('the full refund by status refunds everything left after a partial refund, restocking only the units left', async () => {
    const order = await placed('refund-rest@example.com');
    await paid(order);
    await refund(order.id, { lines: [{ line_id: order.lineIds[0], quantity: 1, restock: true }], reason: 'One broken' });
    const full = await call('PUT', `/api/admin/order/${String(order.id)}/status`, { token, json: { status: 'refunded', restock: true } });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body).toMatchObject({ status: 'refunded', refunded_total: '51.00' });
    expect(full.body.refunds[1]).toMatchObject({ amount: '40.90', reason: 'Refunded in full' });
    expect(full.body.lines.map((l: { refunded_quantity: number }) => l.refunded_quantity)).toEqual([3, 2]);
    expect(await onHand(order.stockIds[0]!)).toBe(10);
    expect(await onHand(order.stockIds[1]!)).toBe(10);
  });

  it('refuses more units or money than are left, nothing to refund, and a missing reason, beside the field (422)', async () => {
    const order = await placed('refund-over@example.com');
    const [a, b] = order.lineIds as [number, number];
    // Not paid yet: nothing to refund.
    expect(await refund(order.id, { amount: '1.00', reason: 'x' })).toMatchObject({
      status: 409,
      body: { messages: { status: ['Only a paid or shipped order can be refunded.'] } },
    });
    await paid(order);
    await refund(order.id, { lines: [{ line_id: a, quantity: 2 }], reason: 'First' });
    expect(
      await refund(order.id, {
        lines: [
          { line_id: b, quantity: 1 },
          { line_id: a, quantity: 2 },
        ],
        reason: 'Again',
      }),
    ).toMatchObject({
      status: 422,
      body: { messages: { 'lines.1.quantity': ['This is more than is left to refund of this line.'] } },
    });
    expect(await refund(order.id, { amount: '30.81', reason: 'Too much' })).toMatchObject({
      status: 422,
      body: { messages: { amount: ['This is more than is left to refund of this order.'] } },
    });
    expect(await refund(order.id, { lines: [{ line_id: 999, quantity: 1 }], reason: 'x' })).toMatchObject({
      status: 422,
      body: { messages: { 'lines.0.line_id': ['This order has no such line.'] } },
    });
    expect(await refund(order.id, { lines: [{ line_id: a, quantity: 0 }], reason: 'Nothing' })).toMatchObject({
      status: 422,
      body: { messages: { lines: ['Choose a quantity of a line or enter an amount to refund.'] } },
    });
    expect(await refund(order.id, { amount: '1.00', reason: ' ' })).toMatchObject({
      status: 422,
      body: { messages: { reason: ['This field is required.'] } },
    });
    expect((await refund(order.id, { amount: '1.005', reason: 'x' })).body.messages.amount).toEqual([
      'Enter an amount with at most 2 decimals.',
    ]);
    const after = await Order.get(order.id);
    expect(after.refunded_total).toBe('20.20');
    expect(after.refunds).toHaveLength(1);
  });

  it('refunds sent at once never refund more than was bought or paid; a repeated submit records one refund', async () => {
    const order = await placed('refund-race@example.com');
    await paid(order);
    const [a] = order.lineIds as [number];
    // Five refunds of 2 of the 3 units at once, restocked: exactly one can succeed.
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        refund(order.id, { lines: [{ line_id: a, quantity: 2, restock: true }], reason: `Race ${String(i)}` }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
    const after = await Order.get(order.id);
    expect(after.lines[0]!.refunded_quantity).toBe(2);
    expect(after.refunded_total).toBe('20.20');
    expect(await onHand(order.stockIds[0]!)).toBe(9);
    // Money: five of 20.00 at once when 30.80 is left: one succeeds.
    const money = await Promise.all(Array.from({ length: 5 }, () => refund(order.id, { amount: '20.00', reason: 'Money race' })));
    expect(money.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await Order.get(order.id)).refunded_total).toBe('40.20');
    // The same submit twice (one idempotency key): one refund.
    const once = { amount: '1.00', reason: 'Double click', idempotency_key: 'refund-key-0001' };
    const [first, second] = await Promise.all([refund(order.id, once), refund(order.id, once)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const final = await Order.get(order.id);
    expect(final.refunds).toHaveLength(3);
    expect(final.refunded_total).toBe('41.20');
  });

  it('restocking needs the inventory permission as well as the order one, on both refund routes', async () => {
    const order = await placed('refund-perm@example.com');
    await paid(order);
    const clerk = await limitedAdmin(['get orders', 'get order', 'update order']);
    const restocking = { lines: [{ line_id: order.lineIds[0], quantity: 1, restock: true }], reason: 'Back to shelf' };
    expect(await refund(order.id, restocking, clerk.token)).toMatchObject({
      status: 403,
      body: { messages: 'Restocking needs the inventory permission (update inventory).' },
    });
    expect(
      (
        await call('PUT', `/api/admin/order/${String(order.id)}/status`, {
          token: clerk.token,
          json: { status: 'refunded', restock: true },
        })
      ).status,
    ).toBe(403);
    expect(await onHand(order.stockIds[0]!)).toBe(7);
    expect((await Order.get(order.id)).refunds).toEqual([]);
    // Without restock the clerk may refund; with the inventory permission, restock too.
    const plain = await refund(order.id, { lines: [{ line_id: order.lineIds[0], quantity: 1 }], reason: 'Kept' }, clerk.token);
    expect(plain.status).toBe(200);
    const stocker = await limitedAdmin(['get order', 'update order', 'update inventory']);
    expect((await refund(order.id, restocking, stocker.token)).status).toBe(200);
    expect(await onHand(order.stockIds[0]!)).toBe(8);
    const reader = await limitedAdmin(['get orders', 'get order']);
    expect((await refund(order.id, { amount: '1.00', reason: 'x' }, reader.token)).status).toBe(403);
  });

  it('mails the shopper a refund notice in the order’s language', async () => {
    const hk = await placed('refund-hk@example.com', { language: 'zh_hk' });
    await paid(hk);
    await refund(hk.id, { lines: [{ line_id: hk.lineIds[0], quantity: 1 }], reason: '貨品損壞' });
    await expect.poll(async () => (await waitForMail('refund-hk@example.com')).subject).toBe(`訂單 ${hk.number} 的退款`);
    const mail = await waitForMail('refund-hk@example.com');
    expect(mail.text).toContain(`我們已為訂單 ${hk.number} 退款 HKD 10.10。`);
    expect(mail.text).toContain('× 1: HKD 10.10');
    expect(mail.text).toContain('原因：貨品損壞');
    expect(mail.text).toContain('累計退款：HKD 10.10 / HKD 51.00');
    const en = await placed('refund-en@example.com');
    await paid(en);
    await refund(en.id, { amount: '5.00', reason: 'Late delivery' });
    await expect.poll(async () => (await waitForMail('refund-en@example.com')).subject).toBe(`Refund for order ${en.number}`);
    expect((await waitForMail('refund-en@example.com')).text).toContain('We will pay this amount back to you the way you paid.');
    await waitForEvents();
    expect((await allMails()).filter((m) => m.subject.includes('Refund for order') && m.to.includes('refund-en@example.com'))).toHaveLength(
      1,
    );
  });

  it('a card order’s refund goes back through Stripe for the exact amount, once per refund; a Stripe failure changes nothing', async () => {
    const order = await placed('refund-card@example.com', { payment: 'card' });
    const intentId = order.intentId!;
    // Marked paid by staff while the card never paid: Stripe refuses the refund, the order is unchanged.
    await paid(order);
    const refused = await refund(order.id, { lines: [{ line_id: order.lineIds[0], quantity: 1, restock: true }], reason: 'Broken' });
    expect(refused.status).toBe(502);
    expect(refused.body.messages).toMatch(/^The card refund failed at the payment provider; nothing was refunded\./);
    expect((await Order.get(order.id)).refunds).toEqual([]);
    expect(await onHand(order.stockIds[0]!)).toBe(7);

    const card = await placed('refund-card2@example.com', { payment: 'card' });
    await sdk().paymentIntents.confirm(card.intentId!, { payment_method: 'pm_card_visa' });
    await Order.transition(card.id, 'paid', { by: 'system', admin_id: null });
    const part = await refund(card.id, { lines: [{ line_id: card.lineIds[1], quantity: 1 }], reason: 'Wrong colour' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const stripeRefundId = part.body.refunds[0].provider_refund_id as string;
    expect(stripeRefundId).toMatch(/^re_/);
    // The charge as the stand-in's newest charge.refunded event shows it (the minor units Stripe holds).
    const charge = async () => {
      const events = stripeLocal().events.filter((e) => e.type === 'charge.refunded' && e.payload.includes(card.intentId!));
      const last = JSON.parse(events.at(-1)!.payload) as {
        data: { object: { amount_refunded: number; refunds: { data: { id: string }[] } } };
      };
      return last.data.object;
    };
    expect((await charge()).refunds.data[0]!.id).toBe(stripeRefundId);
    expect((await charge()).amount_refunded).toBe(35);
    await refund(card.id, { amount: '10.45', reason: 'Shipping back' });
    expect((await charge()).amount_refunded).toBe(1080);
    const full = await call('PUT', `/api/admin/order/${String(card.id)}/status`, { token, json: { status: 'refunded' } });
    expect(full.body).toMatchObject({ status: 'refunded', refunded_total: '51.00' });
    expect((await charge()).amount_refunded).toBe(5100);
    expect(intentId).not.toBe(card.intentId);
  });
});
