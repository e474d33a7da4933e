import type { SiteSettings } from '../settings/settings.schema.js';

// The cart's limits and flags without zod, so the storefront's first script can ask whether there is a cart
// without downloading the schema library (issue 9 §5: initial JavaScript).

/** Lines per cart (an order takes the stock of all its lines in one transaction of at most 100 items), and units per line (decision 0027). */
export const MAX_CART_LINES = 15;
export const MAX_LINE_QUANTITY = 9999;
/** A cart nobody touched for this long is gone (DynamoDB TTL, and ignored on read before that). */
export const CART_LIFETIME_DAYS = 30;

/**
 * The storefront's cart keys (spec section 8); the storefront translates them. A refused cart
 * (spec section 6 flags) answers 403 with one of the texts.
 */
export const CART_MESSAGES = {
  notSelected: 'update_cart_fail_by_not_selected',
  lessThanOne: 'update_cart_fail_by_less_than_one',
  quantity: 'update_cart_fail_by_quantity',
  closed: 'The cart is not available in this shop.',
  membersOnly: 'Please log in to use the cart.',
  tooManyLines: 'The cart holds at most 15 products.', // MAX_CART_LINES
  notOnSale: 'This product is no longer available.',
  itemGone: 'This item is no longer in the cart.',
} as const;

/**
 * Whether this shop has a cart for this shopper (spec section 6): not in catalogue mode, not for
 * guests of a members-only shop, and only with the warehouse flag on and a sale warehouse set
 * (decision 0027). A refused request changes nothing and answers 403.
 */
export function cartAllowed(
  site: Pick<SiteSettings, 'catalog_mode' | 'member_only' | 'warehouse_enabled' | 'warehouse_id'>,
  loggedIn: boolean,
): { allowed: true } | { allowed: false; reason: string } {
  if (site.catalog_mode !== 0 || site.warehouse_enabled !== 1 || site.warehouse_id === null) {
    return { allowed: false, reason: CART_MESSAGES.closed };
  }
  if (site.member_only !== 0 && !loggedIn) return { allowed: false, reason: CART_MESSAGES.membersOnly };
  return { allowed: true };
}
