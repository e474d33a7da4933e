import { Stock } from '../catalog/stock.js';
import { publish } from '../events/define.js';
import { ConflictError, DomainError, MESSAGES, ValidationError, type FieldMessages } from '../shared/errors.js';
import { fromMinor, toMinor } from '../shared/money.js';
import type { OrderRecord } from './order.entity.js';
import { OrderRefunded } from './order.events.js';
import { announce, entry, type OrderActor } from './order-history.js';
import {
  MAX_ORDER_REFUNDS,
  ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  type OrderInfo,
  type OrderRefund,
  type OrderRefundInput,
} from './order.schema.js';
import { orderStore } from './order.store.js';
import { refundedOf, toInfo } from './order-view.js';
import { cardPayments, payments } from './payments.js';
import { stripeAmount } from './stripe.js';

/** Tells the refund mail's subscriber that money went back; the refund stands even if the bus refuses. */
async function announceRefund(order: OrderRecord, refundId: number): Promise<void> {
  try {
    await publish(OrderRefunded, { order_id: order.id, order_number: order.order_number, refund_id: refundId, email: order.email });
  } catch (error) {
    console.error(`order ${order.order_number}: the refund event was not published`, error);
  }
}

/** The history note of an order refunded in full. */
export const REFUNDED_NOTE = 'Refunded in full';

/**
 * A refund checked against the order as it is (decision 0049): the lines exist and have that many
 * units left, the money is more than 0 and at most what was paid and not yet refunded. Answers the
 * refund's lines, its amount and whether it leaves nothing to refund (the order becomes `refunded`).
 */
function planRefund(order: OrderRecord, input: OrderRefundInput) {
  if (!ORDER_TRANSITIONS[order.status].includes('refunded')) throw new ConflictError({ status: [ORDER_MESSAGES.refundNotAllowed] });
  const refunded = refundedOf(order);
  if (refunded.refunds.length >= MAX_ORDER_REFUNDS) throw new ConflictError({ refunds: [ORDER_MESSAGES.tooManyRefunds] });
  const messages: FieldMessages = {};
  const lines: OrderRefund['lines'] = [];
  input.lines.forEach((wanted, index) => {
    if (wanted.quantity === 0) return;
    const line = order.lines.find((l) => l.id === wanted.line_id);
    if (!line) {
      messages[`lines.${String(index)}.line_id`] = [ORDER_MESSAGES.refundLineUnknown];
      return;
    }
    if (wanted.quantity > line.quantity - (refunded.units.get(line.id) ?? 0)) {
      messages[`lines.${String(index)}.quantity`] = [ORDER_MESSAGES.refundTooMany];
      return;
    }
    const amount = fromMinor(toMinor(line.unit_price) * wanted.quantity);
    lines.push({ line_id: line.id, quantity: wanted.quantity, restock: wanted.restock, amount });
  });
  const leftMinor = toMinor(order.payment.amount) - refunded.minor;
  const amountMinor = input.amount === undefined ? lines.reduce((sum, l) => sum + toMinor(l.amount), 0) : toMinor(input.amount);
  const amountField = input.amount === undefined ? 'lines' : 'amount';
  if (amountMinor <= 0) (messages[amountField] ??= []).push(ORDER_MESSAGES.refundZero);
  else if (amountMinor > leftMinor) (messages[amountField] ??= []).push(ORDER_MESSAGES.refundTooMuch);
  else if (order.payment_method === 'card') {
    try {
      stripeAmount(fromMinor(amountMinor), order.payment.currency);
    } catch {
      (messages[amountField] ??= []).push(ORDER_MESSAGES.refundNoMinorUnit);
    }
  }
  if (Object.keys(messages).length) throw new ValidationError(messages);
  return { lines, amount: fromMinor(amountMinor), full: amountMinor === leftMinor };
}

/**
 * Sends a card refund's money back through the provider, once per refund: the key is the order's
 * number and the refund's (which is the same on every retry of one refund, decided on the order it
 * read). A refund another request is making with the same key is a conflict (tried again on the
 * order as it is then); any other refusal leaves nothing changed and says so.
 */
async function providerRefund(order: OrderRecord, amount: string, number: number): Promise<string | null> {
  if (order.payment_method !== 'card' || !order.payment.intent_id) return null;
  if (!cardPayments()) throw new DomainError(502, ORDER_MESSAGES.refundProviderFailed);
  try {
    return (await payments().refund(order.payment.intent_id, amount, `${order.order_number}-refund-${String(number)}`)).id;
  } catch (error) {
    if ((error as { type?: string }).type === 'StripeIdempotencyError') throw new ConflictError(MESSAGES.changedElsewhere);
    // The provider's own words go to the log (they are English and may name internals); staff get one clear text.
    console.warn(`[orders] the card refund of ${order.order_number} failed`, error);
    throw new DomainError(502, ORDER_MESSAGES.refundProviderFailed);
  }
}

/** Money back on a paid or shipped order, in part or in full (decision 0049). */
export const OrderRefunds = {
  /** A refund of everything left of the order: what `transition(…, 'refunded')` makes. */
  remainder(order: OrderRecord, options: { note?: string | null; restock?: boolean }): OrderRefundInput {
    const { units, minor } = refundedOf(order);
    return {
      lines: order.lines
        .map((l) => ({ line_id: l.id, quantity: l.quantity - (units.get(l.id) ?? 0), restock: options.restock === true }))
        .filter((l) => l.quantity > 0),
      amount: fromMinor(toMinor(order.payment.amount) - minor),
      reason: options.note?.trim() || REFUNDED_NOTE,
    };
  },

  /**
   * Refunds part or all of a paid or shipped order (`POST /api/admin/order/{id}/refund`; decision
   * 0049): units of lines, each back to stock or not, and/or an amount, with a reason. Checked on the
   * order as it is; a card payment's money goes back through the provider first (a failure there
   * changes nothing); then the refund, the stock moves and — when nothing is left to refund — the
   * `refunded` status are written in ONE transaction conditional on the order being as it was read,
   * so two refunds at once cannot together refund more than was bought or paid. The shopper is mailed.
   */
  async refund(id: number, input: OrderRefundInput, actor: OrderActor): Promise<OrderInfo> {
    const key = input.idempotency_key ? `${String(actor.admin_id ?? 0)}:${input.idempotency_key}` : null;
    for (let attempt = 1; ; attempt++) {
      try {
        const seen = await orderStore.get(id);
        // A repeated submit of the same refund (the same key) answers the order it refunded.
        if (key && (seen.refunds ?? []).some((r) => r.idempotency_key === key)) return toInfo(seen);
        const plan = planRefund(seen, input);
        const number = (seen.refunds ?? []).length + 1;
        const providerRefundId = await providerRefund(seen, plan.amount, number);
        const restocked = plan.lines.filter((l) => l.restock);
        const back = restocked.length
          ? await Stock.returnItems(
              restocked.map((r) => {
                const line = seen.lines.find((l) => l.id === r.line_id)!;
                return { stock_id: line.stock_id, product_id: line.product_id, quantity: r.quantity };
              }),
              seen.warehouse_id,
              { reason: 'Order refunded', reference: seen.order_number, admin_id: actor.admin_id },
            )
          : Stock.none;
        const refund: OrderRefund = {
          id: number,
          amount: plan.amount,
          reason: input.reason,
          lines: plan.lines,
          method: seen.payment_method,
          provider_refund_id: providerRefundId,
          admin_id: actor.admin_id,
          created_at: new Date().toISOString(),
          idempotency_key: key,
        };
        const next = await orderStore.update(
          id,
          (current) => {
            // Decided on the state this write is conditional on, not on an older read.
            if (current.updated_at !== seen.updated_at) throw new ConflictError(MESSAGES.changedElsewhere);
            return {
              refunds: [...(current.refunds ?? []), refund],
              ...(plan.full
                ? { status: 'refunded' as const, status_history: [...current.status_history, entry('refunded', actor, input.reason)] }
                : {}),
              ...(providerRefundId ? { payment: { ...current.payment, refund_id: providerRefundId } } : {}),
            };
          },
          { extra: () => back.items },
        );
        await Stock.committed(back);
        await announceRefund(next, refund.id);
        if (plan.full) await announce(next);
        return toInfo(next);
      } catch (error) {
        // Another write to the order (or its stock) came first: read it again and decide again.
        const retry = error instanceof ConflictError && typeof error.messages === 'string';
        if (!retry || attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(attempt, 10) * 10));
      }
    }
  },
};
