import { Order } from '@shop/core/order/order';
import { payments } from '@shop/core/order/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripeLocal } from '../../local/testing/index.js';
import { LOCAL_STRIPE_KEYS } from '../../local/stripe-local.js';
import { call } from '../testing.js';
import { cardShop, deliver, eventsOf, sdk } from '../card-testing.js';

let token: string;
let cardOrder: Awaited<ReturnType<typeof cardShop>>['cardOrder'];

beforeAll(async () => {
  ({ token, cardOrder } = await cardShop());
});

const paidEntries = async (id: number) => (await Order.get(id)).status_history.filter((h) => h.status === 'paid');

describe('Stripe card payments (decision 0030)', () => {
  it('the SDK against the stand-in creates one payment per order number (the idempotency key)', async () => {
    const request = { amount: '49.90', currency: 'HKD', orderNumber: 'ORD-900001', orderId: 900001, email: 'a@example.com' };
    const first = await payments().createIntent(request);
    const again = await payments().createIntent(request);
    expect(again).toEqual(first);
    expect(first.client_secret).toMatch(new RegExp(`^${first.id}_secret_`));
    const other = await payments().createIntent({ ...request, orderNumber: 'ORD-900002' });
    expect(other.id).not.toBe(first.id);
    const intent = await sdk().paymentIntents.retrieve(first.id);
    expect(intent).toMatchObject({
      amount: 4990,
      currency: 'hkd',
      status: 'requires_payment_method',
      metadata: { order_number: 'ORD-900001', order_id: '900001' },
    });
    expect(await payments().retrieve(first.id)).toMatchObject({ amount: '49.90', order_id: 900001, order_number: 'ORD-900001' });
  });

  it('the storefront is told card payment is offered, through the local stand-in', async () => {
    const configs = await call('GET', '/api/configs');
    expect(configs.body.card_payment).toEqual({
      provider: 'local',
      publishable_key: LOCAL_STRIPE_KEYS.publishableKey,
      card_page: `http://127.0.0.1:${String(stripeLocal().port)}/pay`,
    });
  });

  it('placing a card order answers its client secret, which alone reads the payment back', async () => {
    const placed = await cardOrder();
    expect(placed.payment).toMatchObject({ method: 'card', amount: '49.90', currency: 'HKD', intent_id: expect.stringMatching(/^pi_/) });
    expect(placed.payment.client_secret).toMatch(/^pi_.+_secret_/);
    const query = (secret: string) => `/api/order/payment?order_number=${placed.order_number}&client_secret=${encodeURIComponent(secret)}`;
    const view = await call('GET', query(placed.payment.client_secret));
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      order_number: placed.order_number,
      status: 'pending',
      grand_total: '49.90',
      base_currency: 'HKD',
      payment: { method: 'card', amount: '49.90', currency: 'HKD', client_secret: placed.payment.client_secret },
    });
    // The order number alone, or with another payment's secret, reads nothing.
    expect((await call('GET', query('pi_x_secret_y'))).status).toBe(404);
    expect((await call('GET', `/api/order/payment?order_number=${placed.order_number}`)).status).toBe(422);
  });

  it('a webhook with a bad or missing signature is refused (400) and changes nothing', async () => {
    const placed = await cardOrder();
    await sdk().paymentIntents.confirm(placed.payment.intent_id, { payment_method: 'pm_card_visa' });
    const [event] = eventsOf(placed.payment.intent_id, 'payment_intent.succeeded');
    const forged = event!.payload.replace('"livemode": false', '"livemode": true');
    for (const reply of [
      await deliver({ payload: forged, signature: event!.signature }),
      await deliver({ payload: event!.payload, signature: `t=${String(Math.floor(Date.now() / 1000))},v1=${'0'.repeat(64)}` }),
      await call('POST', '/api/stripe/webhook', { raw: event!.payload }),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ messages: 'The payment event could not be verified.' });
    }
    expect((await Order.get(placed.id)).status).toBe('pending');
    expect((await deliver(event!)).status).toBe(200);
    expect((await Order.get(placed.id)).status).toBe('paid');
  });

  it('payment_intent.succeeded replayed 5 times, out of order with a payment_failed, makes the order paid exactly once', async () => {
    const placed = await cardOrder();
    const intentId = placed.payment.intent_id;
    await expect(sdk().paymentIntents.confirm(intentId, { payment_method: 'pm_card_chargeDeclined' })).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
    });
    await sdk().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    const [failed] = eventsOf(intentId, 'payment_intent.payment_failed');
    const [succeeded] = eventsOf(intentId, 'payment_intent.succeeded');
    // Success first, five times (two at once), then the older failure.
    const replies = await Promise.all([deliver(succeeded!), deliver(succeeded!)]);
    for (let i = 0; i < 3; i++) replies.push(await deliver(succeeded!));
    replies.push(await deliver(failed!));
    // Of the two at once, one applies it; the other, if it arrives while the first holds the event, is
    // told to come back (409: Stripe delivers it again later, and then it is answered 200 as done).
    expect(replies.slice(0, 2).map((r) => r.status)).toContain(200);
    for (const reply of replies.slice(0, 2)) expect([200, 409]).toContain(reply.status);
    expect(replies.slice(2).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const order = await Order.get(placed.id);
    expect(order.status).toBe('paid');
    expect(await paidEntries(placed.id)).toEqual([expect.objectContaining({ by: 'system', admin_id: null })]);
    expect(order.payment.failure ?? null).toBeNull();
    // A cancel after the payment changes nothing either.
    await deliver({ ...succeeded!, ...(await canceledEventFor(intentId)) });
    expect((await Order.get(placed.id)).status).toBe('paid');
  });

  it('a failure first is recorded on the pending order; the success after it pays it', async () => {
    const placed = await cardOrder();
    const intentId = placed.payment.intent_id;
    await expect(sdk().paymentIntents.confirm(intentId, { payment_method: 'pm_card_chargeDeclined' })).rejects.toThrow();
    expect((await deliver(eventsOf(intentId, 'payment_intent.payment_failed')[0]!)).status).toBe(200);
    const failed = await Order.get(placed.id);
    expect(failed.status).toBe('pending');
    expect(failed.payment.failure).toMatchObject({ code: 'generic_decline', message: 'Your card was declined.' });
    await sdk().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await deliver(eventsOf(intentId, 'payment_intent.succeeded')[0]!);
    expect((await Order.get(placed.id)).status).toBe('paid');
    expect(await paidEntries(placed.id)).toHaveLength(1);
  });

  it('a payment that succeeds after its order was canceled leaves it canceled and flags it for a refund', async () => {
    const placed = await cardOrder();
    await Order.transition(placed.id, 'canceled', { by: 'system', admin_id: null }, { note: 'Not paid in time' });
    await sdk().paymentIntents.confirm(placed.payment.intent_id, { payment_method: 'pm_card_visa' });
    expect((await deliver(eventsOf(placed.payment.intent_id, 'payment_intent.succeeded')[0]!)).status).toBe(200);
    const order = await Order.get(placed.id);
    expect(order.status).toBe('canceled');
    expect(await paidEntries(placed.id)).toEqual([]);
    expect(order.payment.failure).toMatchObject({ code: 'paid_after_cancel' });
  });

  it('payment_intent.canceled cancels a pending order', async () => {
    const placed = await cardOrder();
    await sdk().paymentIntents.cancel(placed.payment.intent_id);
    expect((await deliver(eventsOf(placed.payment.intent_id, 'payment_intent.canceled')[0]!)).status).toBe(200);
    expect((await Order.get(placed.id)).status).toBe('canceled');
  });

  it('an unpaid card order past its time has its payment cancelled at the provider, so the card can no longer pay it', async () => {
    const placed = await cardOrder();
    const intentId = placed.payment.intent_id;
    expect(await Order.cancelUnpaid(new Date(Date.now() + 60 * 60_000))).toBeGreaterThanOrEqual(1);
    const order = await Order.get(placed.id);
    expect(order.status).toBe('canceled');
    expect(await sdk().paymentIntents.retrieve(intentId)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    await expect(sdk().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    expect(eventsOf(intentId, 'payment_intent.succeeded')).toEqual([]);
    // The provider's cancel event, when it arrives, changes nothing more.
    expect((await deliver(eventsOf(intentId, 'payment_intent.canceled')[0]!)).status).toBe(200);
    expect((await Order.get(placed.id)).status_history.filter((h) => h.status === 'canceled')).toHaveLength(1);
  });

  it('a card payment that went through before its webhook arrived pays the order instead of the job cancelling it', async () => {
    const placed = await cardOrder();
    const intentId = placed.payment.intent_id;
    await sdk().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await Order.cancelUnpaid(new Date(Date.now() + 60 * 60_000));
    expect((await Order.get(placed.id)).status).toBe('paid');
    expect(await sdk().paymentIntents.retrieve(intentId)).toMatchObject({ status: 'succeeded' });
    // The webhook, late, pays it no second time.
    expect((await deliver(eventsOf(intentId, 'payment_intent.succeeded')[0]!)).status).toBe(200);
    expect(await paidEntries(placed.id)).toEqual([expect.objectContaining({ by: 'system', note: 'Card payment received' })]);
  });

  it('refunds a paid order through the stand-in, in part and then the rest; charge.refunded records the refund', async () => {
    const placed = await cardOrder();
    const intentId = placed.payment.intent_id;
    await expect(payments().refund(intentId)).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
    await sdk().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    const part = await payments().refund(intentId, '10.00');
    expect(part).toMatchObject({ id: expect.stringMatching(/^re_/), status: 'succeeded', amount: '10.00' });
    const rest = await payments().refund(intentId);
    expect(rest.amount).toBe('39.90');
    await expect(payments().refund(intentId)).rejects.toMatchObject({ code: 'charge_already_refunded' });
    await deliver(eventsOf(intentId, 'payment_intent.succeeded')[0]!);
    const refunded = eventsOf(intentId, 'charge.refunded');
    expect(refunded).toHaveLength(2);
    expect((await deliver(refunded[0]!)).status).toBe(200);
    expect((await Order.get(placed.id)).payment.refund_id).toBe(part.id);
  });

  it('staff refunding a paid card order refund it at the provider once, then the order is refunded', async () => {
    const placed = await cardOrder();
    const intentId = placed.payment.intent_id;
    await sdk().paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await deliver(eventsOf(intentId, 'payment_intent.succeeded')[0]!);
    expect((await Order.get(placed.id)).status).toBe('paid');
    const refunded = await call('PUT', `/api/admin/order/${String(placed.id)}/status`, { token, json: { status: 'refunded' } });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.payment.refund_id).toMatch(/^re_/);
    // The whole payment went back, once: the provider has nothing left to refund.
    await expect(payments().refund(intentId)).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it("the stand-in's card page takes 4242… and declines 4000 0000 0000 0002, and sends the shopper back", async () => {
    const page = (intentId: string) => `http://127.0.0.1:${String(stripeLocal().port)}/pay/${intentId}`;
    const returnUrl = 'http://localhost:3000/stripe?order_number=ORD-1';
    const pay = async (placed: Awaited<ReturnType<typeof cardOrder>>, number: string, exp = '12 / 40') =>
      fetch(page(placed.payment.intent_id), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_secret: placed.payment.client_secret,
          return_url: returnUrl,
          number,
          exp,
          cvc: '123',
          action: 'pay',
        }),
      });
    const good = await cardOrder();
    const shown = await fetch(
      `${page(good.payment.intent_id)}?client_secret=${good.payment.client_secret}&return_url=${encodeURIComponent(returnUrl)}`,
    );
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Card number');
    expect((await fetch(`${page(good.payment.intent_id)}?client_secret=wrong&return_url=${encodeURIComponent(returnUrl)}`)).status).toBe(
      404,
    );
    const expired = await pay(good, '4242 4242 4242 4242', '01 / 20');
    expect(await expired.text()).toContain('Your card has expired.');
    const paid = await pay(good, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(back.searchParams.get('order_number')).toBe('ORD-1');
    expect((await sdk().paymentIntents.retrieve(good.payment.intent_id)).status).toBe('succeeded');

    const bad = await cardOrder();
    const declined = await pay(bad, '4000 0000 0000 0002');
    expect(new URL(declined.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
    expect(await sdk().paymentIntents.retrieve(bad.payment.intent_id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });
    // A payment cancelled meanwhile (its order not paid in time) takes no card: the shopper is sent back.
    const late = await cardOrder();
    await sdk().paymentIntents.cancel(late.payment.intent_id, { cancellation_reason: 'abandoned' });
    const refused = await pay(late, '4242 4242 4242 4242');
    expect(new URL(refused.headers.get('location')!).searchParams.get('redirect_status')).toBe('canceled');
    expect((await sdk().paymentIntents.retrieve(late.payment.intent_id)).status).toBe('canceled');
    // Its webhooks are signed as Stripe signs them.
    const event = eventsOf(bad.payment.intent_id, 'payment_intent.payment_failed')[0]!;
    expect(sdk().webhooks.constructEvent(event.payload, event.signature, LOCAL_STRIPE_KEYS.webhookSecret).type).toBe(
      'payment_intent.payment_failed',
    );
  });
});

/** A `payment_intent.canceled` event for a paid payment (Stripe would refuse the cancel; the webhook must shrug it off anyway). */
async function canceledEventFor(intentId: string) {
  const intent = await sdk().paymentIntents.retrieve(intentId);
  const payload = JSON.stringify({
    id: `evt_manual_${intentId}`,
    object: 'event',
    type: 'payment_intent.canceled',
    data: { object: { ...intent, status: 'canceled' } },
  });
  return { payload, signature: stripeLocal().sign(payload) };
}
