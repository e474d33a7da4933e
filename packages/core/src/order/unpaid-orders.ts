import { ConflictError, NotFoundError } from '../shared/errors.js';
import type { OrderRecord } from './order.entity.js';
import type { OrderActor } from './order-history.js';
import { OrderStates } from './order-states.js';
import { orderStore, unpaidBefore } from './order.store.js';
import { cardPayments, payments } from './payments.js';

/** Unpaid orders the job reads at a time, and how many it may leave waiting for their payment in one run. */
const UNPAID_BATCH = 25;
const MAX_WAITING = 200;
/** The history note of an order paid by card (the webhook writes the same). */
export const CARD_PAID_NOTE = 'Card payment received';

/**
 * Closes an unpaid order's card payment at the provider before the order is cancelled: `cancel` once
 * the payment is cancelled there (or there is none), `paid` when it went through meanwhile, `wait`
 * while the provider is processing it or cannot be reached (the next run tries again).
 */
export async function closeUnpaidPayment(order: OrderRecord): Promise<'cancel' | 'paid' | 'wait'> {
  const intentId = order.payment.intent_id;
  if (order.payment_method !== 'card' || !intentId || !cardPayments()) return 'cancel';
  try {
    let state = await payments().retrieve(intentId);
    if (!['succeeded', 'canceled', 'processing'].includes(state.status)) {
      // Refused when it went through (or began processing) in the meantime: read where it stands.
      state = await payments()
        .cancel(intentId)
        .catch(() => payments().retrieve(intentId));
    }
    if (state.status === 'succeeded') return 'paid';
    return state.status === 'canceled' ? 'cancel' : 'wait';
  } catch (error) {
    console.warn(`[orders] the payment of ${order.order_number} could not be closed; it is tried again on the next run`, error);
    return 'wait';
  }
}

/** The unpaid-order job: what was not paid in time is cancelled and its stock returned (decision 0028). */
export const UnpaidOrders = {
  /**
   * The unpaid-order job (an EventBridge schedule; the local bus runs it too): every pending order
   * past its time to pay is cancelled and its stock returned, once — an order paid meanwhile is left
   * alone (the transition is conditional on the state it read). A card order's payment is cancelled
   * at the provider first, so the card page can no longer take money for a cancelled order; one that
   * went through before its webhook arrived pays the order instead, and one the provider is still
   * processing (or a provider that does not answer) leaves the order for the next run. Answers how
   * many were cancelled.
   */
  async cancelUnpaid(now = new Date()): Promise<number> {
    const system: OrderActor = { by: 'system', admin_id: null };
    const waiting = new Set<number>();
    let canceled = 0;
    for (let round = 0; round < 40 && waiting.size <= MAX_WAITING; round++) {
      const limit = UNPAID_BATCH + waiting.size;
      const ids = await unpaidBefore(now.toISOString(), limit);
      const due = ids.filter((id) => !waiting.has(id));
      if (due.length === 0) break;
      for (const id of due) {
        try {
          const outcome = await closeUnpaidPayment(await orderStore.get(id));
          if (outcome === 'wait') {
            waiting.add(id);
          } else if (outcome === 'paid') {
            await OrderStates.transition(id, 'paid', system, { note: CARD_PAID_NOTE });
          } else {
            const order = await OrderStates.transition(id, 'canceled', system, { note: 'Not paid in time' });
            if (order.status === 'canceled') canceled++;
          }
        } catch (error) {
          if (!(error instanceof ConflictError) && !(error instanceof NotFoundError)) throw error;
        }
      }
      if (ids.length < limit) break;
    }
    return canceled;
  },
};
