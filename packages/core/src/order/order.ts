import { Checkout } from './checkout.js';
import { OrderComments } from './order-comments.js';
import { OrderRefunds } from './order-refunds.js';
import { OrderStates } from './order-states.js';
import { StaffOrders } from './staff-orders.js';
import { UnpaidOrders } from './unpaid-orders.js';

export { type OrderContext } from './checkout.js';
export { announce, entry, type OrderActor } from './order-history.js';
export { ORDER_REASON } from './order-placement.js';
export { REFUNDED_NOTE } from './order-refunds.js';
export { toRow } from './order-view.js';
export { type StaffOrderContext } from './staff-orders.js';
export { CARD_PAID_NOTE, closeUnpaidPayment } from './unpaid-orders.js';

/**
 * Orders (issue 9 §4; decision 0028). Placing one takes the stock of every line, writes the order and
 * empties the cart in ONE transaction: all of it or nothing, and two shoppers racing for the last unit
 * cannot both have it. Every amount is computed here in exact decimals from the cart as it is now.
 * Each part lives in its own file: checkout (the shopper's), staff orders, comments, refunds, the
 * state machine and the unpaid-order job; the order's write itself is order-placement.ts.
 */
export const Order = {
  ...Checkout,
  ...StaffOrders,
  ...OrderComments,
  ...OrderRefunds,
  ...OrderStates,
  ...UnpaidOrders,
};
