import { fromMinor, toMinor } from '../shared/money.js';

/**
 * What a shopper pays for a variant: its special price when it has one, else its price (decision
 * 0042). Special prices have no schedule: one applies from the save that sets it until the save that
 * clears it. The product page, the cart, the order and every product card read prices through here.
 */
export const paidPrice = (variant: { price: string; special_price?: string | null | undefined }): string =>
  variant.special_price ?? variant.price;

/** A product card's price: the lowest paid, and the regular price it replaces when a special price applies. */
export interface CardPrice {
  /** The lowest price paid among the visible variants (decimal string). */
  price: string;
  /** The same in minor units: what listings sort and filter on. */
  minor: number;
  /** That variant's regular price when its special price is lower, else null. */
  regular_price: string | null;
}

/**
 * The card price of these variants (the visible ones, chosen by the caller); null when there are none.
 * Among variants paying the same lowest price, one without a discount is shown: the card then does not
 * claim a saving the shopper could have without it.
 */
export function cardPrice(variants: readonly { price: string; special_price?: string | null | undefined }[]): CardPrice | null {
  let best: { minor: number; regular: number } | undefined;
  for (const variant of variants) {
    const minor = toMinor(paidPrice(variant));
    const regular = toMinor(variant.price);
    if (!best || minor < best.minor || (minor === best.minor && regular < best.regular)) best = { minor, regular };
  }
  if (!best) return null;
  return { price: fromMinor(best.minor), minor: best.minor, regular_price: best.regular > best.minor ? fromMinor(best.regular) : null };
}
