import { z } from 'zod';
import { defineEvent } from '../events/define.js';

/** An order moved to a status (decision 0028): paid and shipped send the shopper a mail. */
export const OrderStatusChanged = defineEvent(
  'order.status_changed',
  z.object({
    order_id: z.number(),
    order_number: z.string(),
    status: z.string(),
    email: z.string(),
  }),
);

/** Money of an order went back to the shopper (decision 0049): the refund notice is mailed. */
export const OrderRefunded = defineEvent(
  'order.refunded',
  z.object({
    order_id: z.number(),
    order_number: z.string(),
    /** The refund's id within the order. */
    refund_id: z.number(),
    email: z.string(),
  }),
);

/** A card payment of a waiting order was declined (issue 25 §3): the shopper is mailed a "Pay now" link once. */
export const OrderPaymentFailed = defineEvent(
  'order.payment_failed',
  z.object({
    order_id: z.number(),
    order_number: z.string(),
    email: z.string(),
  }),
);
