import { Promotion } from '../promotion/promotion.js';
import { spendForOrder } from '../membership/points.js';
import { toMinor } from '../shared/money.js';
import type { OrderChannel } from './order.schema.js';
import type { OrderAdjuster } from './order-placement.js';

/** Who buys, where, and what they asked for: what decides an order's promotions and points (issue 29). */
export interface AdjusterInput {
  channel: OrderChannel;
  customerId: number | undefined;
  /** The content language (`default` or a slot): refusals and promotion names are in it. */
  slot: string;
  couponCode?: string | null;
  /** Reward points the customer chose to spend. */
  points?: number | null;
}

/**
 * The one place an order's price rules are listed, in the order they apply: promotions first, then
 * points on what is left. Checkout and the POS both take them from here, so an online order and a
 * till sale are priced by the same rules.
 */
export function orderAdjusters(input: AdjusterInput): OrderAdjuster[] {
  // Promotions and coupons (decision 0068): the same evaluation as the cart's preview; then points on what is left.
  return [Promotion.adjuster({ slot: input.slot, couponCode: input.couponCode }), pointsAdjuster(input)];
}

/**
 * Reward points (issue 29 §2, decision 0069): the shopper's points off what the promotions left,
 * capped by the tier's `limit_percent_per_order`; the balance, lots and ledger are written in the
 * order's own transaction.
 */
function pointsAdjuster(input: AdjusterInput): OrderAdjuster {
  return async (priced) => {
    if (!input.points) return { discounts: [], extra: [] };
    const spent = await spendForOrder({
      customerId: input.customerId,
      points: input.points,
      orderId: priced.orderId,
      orderNumber: priced.orderNumber,
      payableCents: toMinor(priced.payable),
      slot: input.slot,
    });
    return { discounts: [spent.discount], extra: spent.extra };
  };
}
