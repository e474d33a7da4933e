import { timingSafeEqual } from 'node:crypto';
import { publish } from '../events/define.js';
import { once } from '../events/idempotent.js';
import { OrderPaymentFailed } from './order.events.js';
import { ConflictError, DomainError, NotFoundError } from '../shared/errors.js';
import type { OrderRecord } from './order.entity.js';
import { ORDER_MESSAGES, type OrderPaymentView } from './order.schema.js';
import { orderStore } from './order.store.js';
import { CARD_PAID_NOTE, Order, type OrderActor } from './order.js';
import { payments, type PaymentEvent } from './payments.js';

const SYSTEM: OrderActor = { by: 'system', admin_id: null };

/** `ORD-000123` → 123 (the number is derived from the id). */
function idOfNumber(orderNumber: string): number | undefined {
  const match = /^ORD-(\d{1,12})$/i.exec(orderNumber.trim());
  return match ? Number(match[1]) : undefined;
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The card order whose payment this client secret is, or 404 alike for a wrong number or secret. */
export async function cardOrderOf(orderNumber: string, clientSecret: string): Promise<OrderRecord> {
  const id = idOfNumber(orderNumber);
  const order = id === undefined ? undefined : await orderStore.find(id);
  const secret = order?.payment.client_secret;
  if (!order || order.payment_method !== 'card' || !secret || !sameSecret(secret, clientSecret)) throw new NotFoundError();
  return order;
}

/** Changes the order's payment record, on the order as it is when written (retried on a concurrent write). */
async function updatePayment(id: number, change: (payment: OrderRecord['payment'], order: OrderRecord) => OrderRecord['payment'] | null) {
  for (let attempt = 1; ; attempt++) {
    try {
      await orderStore.update(id, (current) => {
        const next = change(current.payment, current);
        return next ? { payment: next } : {};
      });
      return;
    } catch (error) {
      if (!(error instanceof ConflictError) || typeof error.messages !== 'string' || attempt >= 20) throw error;
    }
  }
}

/** How long a shopper's change of payment holds off the provider's cancel event (a change that died meanwhile is let go). */
const CLOSING_MS = 5 * 60_000;

/** Whether a shopper's change of this order's payment is under way. */
export const closingNow = (closingAt: string | null | undefined): boolean =>
  Boolean(closingAt) && Date.now() - Date.parse(closingAt!) < CLOSING_MS;

/** Moves the order if it still may; an event that comes too late for the state it finds changes nothing. */
async function moveIfAllowed(id: number, to: 'paid' | 'canceled', note: string): Promise<OrderRecord['status'] | 'refused'> {
  try {
    return (await Order.transition(id, to, SYSTEM, { note })).status;
  } catch (error) {
    if (error instanceof ConflictError && typeof error.messages !== 'string') return 'refused';
    throw error;
  }
}

async function apply(event: PaymentEvent): Promise<void> {
  if (!event.intent_id) return;
  let orderId = event.order_id;
  // Charge events do not carry the payment's metadata: read the payment back.
  if (orderId === null) orderId = (await payments().retrieve(event.intent_id)).order_id;
  if (orderId === null) return;
  const order = await orderStore.find(orderId);
  // Only the payment this order asked for moves it (not a stale or foreign one with our metadata).
  if (order?.payment.intent_id !== event.intent_id) return;
  const at = new Date().toISOString();

  switch (event.type) {
    case 'payment_intent.succeeded': {
      const result = await moveIfAllowed(order.id, 'paid', CARD_PAID_NOTE);
      if (result === 'refused') {
        // Paid after the order was canceled (its stock is back on sale): staff refund it.
        await updatePayment(order.id, (payment, current) =>
          current.status === 'canceled'
            ? { ...payment, failure: { code: 'paid_after_cancel', message: 'Paid after the order was canceled; refund the payment.', at } }
            : null,
        );
      }
      return;
    }
    case 'payment_intent.payment_failed': {
      const failure = event.failure ?? { code: 'payment_failed', message: 'The payment failed.' };
      // Only while it waits for payment: a failure reported after the success changes nothing.
      let failed = false;
      await updatePayment(order.id, (payment, current) => {
        failed = current.status === 'pending';
        return failed ? { ...payment, failure: { ...failure, at } } : null;
      });
      // The shopper may have left the card page: they are mailed how to pay it still (once per order).
      if (failed) {
        await publish(OrderPaymentFailed, { order_id: order.id, order_number: order.order_number, email: order.email }).catch(
          (error: unknown) => console.error(`order ${order.order_number}: the payment-failed event was not published`, error),
        );
      }
      return;
    }
    case 'payment_intent.canceled':
      // The shopper is paying another way or changing the order: that change decides (issue 25 §3).
      if (closingNow(order.payment.closing_at)) return;
      await moveIfAllowed(order.id, 'canceled', 'Card payment canceled');
      return;
    case 'charge.refunded':
      if (event.refund_id) {
        const refundId = event.refund_id;
        await updatePayment(order.id, (payment) => (payment.refund_id ? null : { ...payment, refund_id: refundId }));
      }
      return;
    default:
      return;
  }
}

/**
 * Card payments as the shopper and the provider's webhooks see them (issue 9 §4; decision 0030).
 */
export const CardPayment = {
  /**
   * A webhook's event, verified, acted on once per event id however often it is delivered
   * (`once`); the state machine makes the order's status the same in whatever order events arrive:
   * paid once, never paid after it was canceled, a late failure changes nothing.
   */
  async handleWebhook(payload: string, signature: string | undefined): Promise<void> {
    let event: PaymentEvent;
    try {
      event = await payments().verifyEvent(payload, signature ?? '');
    } catch {
      throw new DomainError(400, ORDER_MESSAGES.badPaymentEvent);
    }
    await once('stripe-webhook', event.id, () => apply(event));
  },

  /** The card page's read: the order number and its payment's client secret, or 404 alike for anything else. */
  async view(orderNumber: string, clientSecret: string): Promise<OrderPaymentView> {
    const order = await cardOrderOf(orderNumber, clientSecret);
    const secret = order.payment.client_secret!;
    return {
      order_number: order.order_number,
      status: order.status,
      grand_total: order.grand_total,
      base_currency: order.base_currency,
      payment: {
        method: order.payment.method,
        amount: order.payment.amount,
        currency: order.payment.currency,
        client_secret: secret,
      },
    };
  },
};
