import { Stock } from '../catalog/stock.js';
import { ConflictError, MESSAGES, NotFoundError, ValidationError } from '../shared/errors.js';
import { Settings } from '../settings/settings.js';
import { bankTransferDeadline } from './bank-transfer.js';
import { announce, entry, type OrderActor } from './order-history.js';
import { ORDER_MESSAGES, ORDER_TRANSITIONS, orderNumber, type OrderStatus } from './order.schema.js';
import { OrderRefunds } from './order-refunds.js';
import { orderStore } from './order.store.js';
import { toInfo } from './order-view.js';

/** The state machine (`ORDER_TRANSITIONS`): an order moves one step at a time, recorded with who and when. */
export const OrderStates = {
  /**
   * Moves an order to `to` if the state machine allows it from where it is (409 otherwise), recorded
   * with who and when. Leaving `pending` drops it from the unpaid index; cancelling returns its stock
   * in the same transaction as the status. A move to `refunded` is a refund of everything left
   * (`refund`), its units back to stock when `restock` is asked.
   */
  async transition(
    id: number,
    to: OrderStatus,
    actor: OrderActor,
    options: { note?: string | null; restock?: boolean; carrier?: string | null; tracking_number?: string | null } = {},
  ) {
    const shipment =
      to === 'shipped' && (options.carrier || options.tracking_number)
        ? { carrier: options.carrier || null, tracking_number: options.tracking_number || null }
        : undefined;
    // A rejected payment always says why: the shopper is mailed the reason (decision 0047).
    if (to === 'payment_reject' && !options.note?.trim()) throw ValidationError.field('note', ORDER_MESSAGES.rejectReason);
    // ...and gets the shop's days again to pay or send a new proof, then it is cancelled like any unpaid order.
    const payAgainBy = to === 'payment_reject' ? bankTransferDeadline(await Settings.get(), new Date()) : undefined;
    for (let attempt = 1; ; attempt++) {
      const seen = await orderStore.get(id);
      if (seen.status === to) return toInfo(seen);
      // A move to `refunded` refunds everything left (decision 0049): every unit not yet refunded
      // (back to stock when asked) and all the money not yet refunded.
      if (to === 'refunded') return OrderRefunds.refund(id, OrderRefunds.remainder(seen, options), actor);
      const back =
        to === 'canceled'
          ? await Stock.returnItems(seen.lines, seen.warehouse_id, {
              reason: 'Order canceled',
              reference: seen.order_number,
              admin_id: actor.admin_id,
            })
          : Stock.none;
      try {
        const next = await orderStore.update(
          id,
          (current) => {
            // Decided on the state this write is conditional on, not on an older read.
            if (current.updated_at !== seen.updated_at) throw new ConflictError(MESSAGES.changedElsewhere);
            if (!ORDER_TRANSITIONS[current.status].includes(to)) {
              throw new ConflictError({ status: [`An order in status ${current.status} cannot become ${to}.`] });
            }
            return {
              status: to,
              status_history: [...current.status_history, entry(to, actor, options.note ?? null)],
              pay_by: payAgainBy,
              unpaid_partition: payAgainBy ? 'unpaid' : undefined,
              ...(shipment ? { shipment } : {}),
            };
          },
          { extra: () => back.items },
        );
        await Stock.committed(back);
        await announce(next);
        return toInfo(next);
      } catch (error) {
        const retry = error instanceof ConflictError && typeof error.messages === 'string';
        if (!retry || attempt >= 20) throw error;
      }
    }
  },

  async batchStatus(ids: readonly number[], to: OrderStatus | undefined, actor: OrderActor) {
    await orderStore.requireAll(ids);
    if (!to) throw ValidationError.field('data.status', MESSAGES.required);
    if (to === 'payment_reject') throw ValidationError.field('data.status', ORDER_MESSAGES.rejectOneByOne);
    let updated = 0;
    const refused: { id: number; order_number: string; message: string }[] = [];
    for (const id of ids) {
      try {
        await OrderStates.transition(id, to, actor);
        updated++;
      } catch (error) {
        if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
        const messages = typeof error.messages === 'string' ? [error.messages] : Object.values(error.messages).flat();
        refused.push({ id, order_number: orderNumber(id), message: messages.join(' ') });
      }
    }
    return { updated, refused };
  },
};
