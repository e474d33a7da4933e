import { Inventory } from '@shop/core/inventory/inventory';
import { Order } from '@shop/core/order/order';
import { beforeAll, describe, expect, it } from 'vitest';
import { allMails, waitForEvents, waitForMail } from '../../local/testing/index.js';
import { call } from '../testing.js';
import { cardShop, deliver, eventsOf, sdk, type CardOrder } from '../card-testing.js';

let saleWarehouse: number;
let token: string;
let cardOrder: Awaited<ReturnType<typeof cardShop>>['cardOrder'];

beforeAll(async () => {
  ({ saleWarehouse, cardOrder, token } = await cardShop());
});

const uniqueEmail = (tag: string) => `${tag}-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@example.com`;

async function stockOf(stockId: number): Promise<number> {
  const rows = await Inventory.ofStock(stockId);
  return rows.filter((r) => r.warehouse_id === saleWarehouse).reduce((sum, r) => sum + r.quantity, 0);
}

const change = (to: 'transfer' | 'cart', placed: CardOrder, extra: Record<string, unknown> = {}) =>
  call('POST', `/api/order/payment/${to}`, {
    json: { order_number: placed.order_number, client_secret: placed.payment.client_secret, ...extra },
  });

describe('a waiting card order paid another way (issue 25 §3)', () => {
  it('switches to bank transfer: the card payment is cancelled, the stock stays held, the instructions are answered and mailed', async () => {
    const email = uniqueEmail('switch');
    const placed = await cardOrder(email);
    expect(await stockOf(placed.stock_id)).toBe(4);

    // Only the payment's secret opens it.
    const wrong = await call('POST', '/api/order/payment/transfer', {
      json: { order_number: placed.order_number, client_secret: `${placed.payment.intent_id}_secret_wrong` },
    });
    expect(wrong.status).toBe(404);
    expect((await Order.get(placed.id)).payment.method).toBe('card');

    const before = Date.now();
    const switched = await change('transfer', placed);
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body).toMatchObject({
      order_number: placed.order_number,
      status: 'pending',
      payment: { method: 'offline', intent_id: null, client_secret: null },
      payment_instructions: { reference: placed.order_number, amount: '49.90', currency: 'HKD' },
    });
    // The shop's transfer days (3 by default), not the card's half hour.
    const deadline = Date.parse(switched.body.payment_instructions.deadline as string);
    expect(deadline - before).toBeGreaterThan(2 * 86_400_000);

    const order = await Order.get(placed.id);
    expect(order).toMatchObject({ payment: { method: 'offline' }, status: 'pending' });
    expect(order.status_history.at(-1)).toMatchObject({ status: 'pending', note: 'Payment method changed to bank transfer' });
    expect(await stockOf(placed.stock_id)).toBe(4);
    expect(await sdk().paymentIntents.retrieve(placed.payment.intent_id)).toMatchObject({ status: 'canceled' });
    // The back office finds it among bank transfers now, no longer among card orders.
    const listed = async (method: string) =>
      (
        (await call('GET', `/api/admin/order?payment_method=${method}&per_page=100`, { token })).body.data as {
          id: number;
        }[]
      ).map((o) => o.id);
    expect(await listed('offline')).toContain(placed.id);
    expect(await listed('card')).not.toContain(placed.id);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe(`How to pay for order ${placed.order_number}`);
    expect(mail.text).toContain('HKD 49.90');

    // The cancelled payment's own event, when it arrives, does not cancel the order.
    expect((await deliver(eventsOf(placed.payment.intent_id, 'payment_intent.canceled')[0]!)).status).toBe(200);
    expect((await Order.get(placed.id)).status).toBe('pending');
    // The secret opened the card payment only: it opens nothing more.
    expect((await change('transfer', placed)).status).toBe(404);
  });

  it('a card payment that went through meanwhile is not switched: the order is paid and the answer says so', async () => {
    const placed = await cardOrder(uniqueEmail('paid'));
    await sdk().paymentIntents.confirm(placed.payment.intent_id, { payment_method: 'pm_card_visa' });
    const refused = await change('transfer', placed);
    expect(refused.status).toBe(409);
    expect(refused.body.messages).toEqual({ payment_method: ['This order has been paid.'] });
    expect(await Order.get(placed.id)).toMatchObject({ status: 'paid', payment: { method: 'card' } });
    // ...nor given back to the cart.
    expect((await change('cart', placed)).status).toBe(409);
    expect((await Order.get(placed.id)).status).toBe('paid');
  });

  it('gives the order back to the cart once, however often it is asked: cancelled, stock on sale again, the lines in the cart', async () => {
    const placed = await cardOrder(uniqueEmail('back'));
    expect(await stockOf(placed.stock_id)).toBe(4);
    expect((await call('POST', '/api/cart', { json: { cart_id: placed.cart_id } })).body.items).toEqual([]);

    // A double click: two requests at once restore one set of lines.
    const [first, second] = await Promise.all([
      change('cart', placed, { cart_id: placed.cart_id }),
      change('cart', placed, { cart_id: placed.cart_id }),
    ]);
    expect([first.status, second.status], JSON.stringify([first.body, second.body])).toEqual([200, 200]);
    // One of them gave the lines back, into a new cart (the checkout consumed the guest's); the other finds it done.
    const [winner, repeat] = first.body.cart ? [first, second] : [second, first];
    expect(winner.body).toMatchObject({ order_number: placed.order_number, status: 'canceled', not_restored: [] });
    // (It may answer while the first is still at work: the order is then still pending.)
    expect(repeat.body).toMatchObject({ order_number: placed.order_number, cart: null, not_restored: [] });
    expect(winner.headers.get('set-cookie')).toContain(`cart_id=${String(winner.body.cart.cart_id)}`);
    expect(repeat.headers.get('set-cookie')).toBeNull();

    const cart = await call('POST', '/api/cart', { json: { cart_id: winner.body.cart.cart_id } });
    expect(cart.body.items).toEqual([expect.objectContaining({ stock_id: placed.stock_id, quantity: 1 })]);
    expect(await stockOf(placed.stock_id)).toBe(5);
    const order = await Order.get(placed.id);
    expect(order.status_history.filter((h) => h.status === 'canceled')).toEqual([
      expect.objectContaining({ note: 'Given back to the cart by the shopper' }),
    ]);
    expect(await sdk().paymentIntents.retrieve(placed.payment.intent_id)).toMatchObject({ status: 'canceled' });
    // The cart can be ordered again as it is.
    expect(cart.body.count).toBe(1);
  });

  it('checks its input like any other: a malformed secret or cart id is 422 and changes nothing', async () => {
    const placed = await cardOrder(uniqueEmail('input'));
    const bad = await change('cart', placed, { cart_id: 'not a cart!' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.messages as object)).toEqual(['cart_id']);
    expect((await call('POST', '/api/order/payment/transfer', { json: { order_number: placed.order_number } })).status).toBe(422);
    expect((await Order.get(placed.id)).status).toBe('pending');
  });

  it('a declined card mails the shopper once per order, with a "Pay now" link to the card page while the order waits', async () => {
    const email = uniqueEmail('declined');
    const placed = await cardOrder(email);
    const intentId = placed.payment.intent_id;
    await expect(sdk().paymentIntents.confirm(intentId, { payment_method: 'pm_card_chargeDeclined' })).rejects.toThrow();
    await expect(sdk().paymentIntents.confirm(intentId, { payment_method: 'pm_card_chargeDeclined' })).rejects.toThrow();
    const failures = eventsOf(intentId, 'payment_intent.payment_failed');
    expect(failures).toHaveLength(2);
    for (const event of failures) expect((await deliver(event)).status).toBe(200);
    await waitForEvents();

    const mail = await waitForMail(email);
    expect(mail.subject).toBe(`The card payment for order ${placed.order_number} did not go through`);
    expect(mail.text).toContain('Nothing was charged.');
    expect(mail.text).toMatch(/waits for payment until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    const link = new URL(/Pay now \(by card or bank transfer\): (\S+)/.exec(mail.text)![1]!);
    expect(link.pathname).toBe('/stripe');
    expect(link.searchParams.get('order_number')).toBe(placed.order_number);
    // The link reads the payment back as the card page does.
    const secret = link.searchParams.get('payment_intent_client_secret')!;
    const view = await call('GET', `/api/order/payment?order_number=${placed.order_number}&client_secret=${encodeURIComponent(secret)}`);
    expect(view.body).toMatchObject({ status: 'pending', payment: { amount: '49.90' } });
    expect((await allMails()).filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
