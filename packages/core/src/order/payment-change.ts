import { Cart, type CartContext } from '../cart/cart.js';
import { EventBusyError, once } from '../events/idempotent.js';
import { Settings } from '../settings/settings.js';
import { ConflictError, DomainError } from '../shared/errors.js';
import { bankTransferDeadline, paymentInstructions } from './bank-transfer.js';
import { cardOrderOf } from './card-payment.js';
import type { OrderRecord } from './order.entity.js';
import { ORDER_MESSAGES, type OrderBackToCart, type PlacedOrder } from './order.schema.js';
import { orderStore } from './order.store.js';
import { announce, CARD_PAID_NOTE, closeUnpaidPayment, entry, Order, type OrderActor } from './order.js';

/** The shopper changing their own waiting order: a guest is the system's, as at checkout. */
const actorOf = (order: OrderRecord): OrderActor => ({ by: order.customer_id === undefined ? 'system' : 'customer', admin_id: null });

/** The history note of a card order switched to bank transfer. */
export const SWITCHED_NOTE = 'Payment method changed to bank transfer';

/** Marks (or clears) the order's card payment as being closed by the shopper's change; only while it waits for that payment. */
async function markClosing(order: OrderRecord, closingAt: string | null): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await orderStore.update(order.id, (current) => {
        if (current.status !== 'pending' || current.payment.intent_id !== order.payment.intent_id) {
          throw new ConflictError({ payment_method: [ORDER_MESSAGES.notAwaitingPayment] });
        }
        return { payment: { ...current.payment, closing_at: closingAt } };
      });
      return;
    } catch (error) {
      if (!(error instanceof ConflictError) || typeof error.messages !== 'string' || attempt >= 20) throw error;
    }
  }
}

/**
 * Closes the order's card payment at the provider before the order changes, so the card page can no
 * longer take money for it. While it does, the provider's "canceled" event leaves the order alone
 * (`closing_at`): the change that follows decides what the order becomes. A payment that went through
 * meanwhile pays the order and answers 409; one still processing answers 409 and changes nothing.
 */
async function closeCard(order: OrderRecord): Promise<void> {
  if (order.status !== 'pending') throw new ConflictError({ payment_method: [ORDER_MESSAGES.notAwaitingPayment] });
  await markClosing(order, new Date().toISOString());
  const outcome = await closeUnpaidPayment(order);
  if (outcome === 'cancel') return;
  await markClosing(order, null).catch(() => undefined);
  if (outcome === 'paid') {
    await Order.transition(order.id, 'paid', { by: 'system', admin_id: null }, { note: CARD_PAID_NOTE });
    throw new ConflictError({ payment_method: [ORDER_MESSAGES.alreadyPaid] });
  }
  throw new ConflictError({ payment_method: [ORDER_MESSAGES.paymentProcessing] });
}

/**
 * A waiting card order changed by the shopper who holds its payment's client secret (issue 25 §3;
 * decision 0050): "Pay another way" and "Change my order" on the result pages, the card page and the
 * checkout the shopper came back to.
 */
export const PaymentChange = {
  /**
   * Pays the order by bank transfer instead: the card payment is cancelled at the provider, the order
   * keeps its stock until the shop's transfer deadline, and the shopper is mailed how to pay
   * (the status event's subscriber, as for an order placed by transfer). Answers what checkout answers.
   */
  async toTransfer(orderNumber: string, clientSecret: string): Promise<PlacedOrder> {
    const order = await cardOrderOf(orderNumber, clientSecret);
    await closeCard(order);
    const site = await Settings.get();
    let switched: OrderRecord | undefined;
    for (let attempt = 1; !switched; attempt++) {
      try {
        switched = await orderStore.update(order.id, (current) => {
          // Decided on the order this write is conditional on: still waiting for this card payment.
          if (current.status !== 'pending' || current.payment.intent_id !== order.payment.intent_id) {
            throw new ConflictError({ payment_method: [ORDER_MESSAGES.notAwaitingPayment] });
          }
          return {
            payment_method: 'offline',
            // The intent is dropped with its secret: a late event of the cancelled payment moves nothing.
            payment: { ...current.payment, method: 'offline', intent_id: null, client_secret: null, failure: null, closing_at: null },
            pay_by: bankTransferDeadline(site, new Date()),
            unpaid_partition: 'unpaid',
            status_history: [...current.status_history, entry('pending', actorOf(current), SWITCHED_NOTE)],
          };
        });
      } catch (error) {
        if (!(error instanceof ConflictError) || typeof error.messages !== 'string' || attempt >= 20) throw error;
      }
    }
    await announce(switched);
    return {
      id: switched.id,
      order_number: switched.order_number,
      status: switched.status,
      grand_total: switched.grand_total,
      currency: switched.currency.identifier,
      payment: switched.payment,
      payment_instructions: paymentInstructions(switched, site),
    };
  },

  /**
   * Gives the order back to the cart ("Change my order"): the card payment is cancelled, the order is
   * cancelled with its stock back on sale, and its lines go into the shopper's cart, once however
   * often it is asked (a double click restores one set of lines). A line that cannot go back (no
   * longer on sale, or sold out meanwhile) is named in the answer. A guest's lines go into a new cart
   * (the checkout consumed theirs), whose id the answer carries.
   */
  async backToCart(orderNumber: string, clientSecret: string, cartId: string | undefined, ctx: CartContext): Promise<OrderBackToCart> {
    const order = await cardOrderOf(orderNumber, clientSecret);
    const notRestored: OrderBackToCart['not_restored'] = [];
    let cart = undefined as Awaited<ReturnType<typeof Cart.open>> | undefined;
    const giveBack = once('order-back-to-cart', order.order_number, async () => {
      await closeCard(order);
      const canceled = await Order.transition(order.id, 'canceled', actorOf(order), { note: 'Given back to the cart by the shopper' });
      if (canceled.status !== 'canceled') throw new ConflictError({ payment_method: [ORDER_MESSAGES.notAwaitingPayment] });
      for (const line of order.lines) {
        try {
          cart = await Cart.add(
            { cart_id: cart?.cart_id ?? cartId, stock_id: line.stock_id, quantity: line.quantity, additional_options: undefined },
            ctx,
          );
        } catch (error) {
          // Refused as a shopper's own add would be (not on sale, sold out, the cart closed): named instead.
          if (!(error instanceof DomainError)) throw error;
          notRestored.push({ stock_id: line.stock_id, name: line.name, quantity: line.quantity });
        }
      }
    });
    // The same request already at work (a double click): answered as a repeat, the first one gives it back.
    await giveBack.catch((error: unknown) => {
      if (!(error instanceof EventBusyError)) throw error;
    });
    const now = await orderStore.get(order.id);
    // A repeated request finds the lines already given back: a signed-in shopper's cart is theirs to
    // answer; a guest's is the new cart the first request answered (and set as the cookie), so none.
    const answer = cart ?? (ctx.customerId === undefined ? null : await Cart.open(undefined, ctx));
    return { order_number: now.order_number, status: now.status, not_restored: notRestored, cart: answer };
  },
};
