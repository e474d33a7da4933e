import { Listing } from '../catalog/listing.js';
import type { StoreProductCard } from '../catalog/product.schema.js';
import { ConflictError, MESSAGES, ValidationError } from '../shared/errors.js';
import type { WishlistEntry, WishlistRecord } from './wishlist.entity.js';
import { MAX_WISHLIST_ITEMS, WISHLIST_MESSAGES, type WishlistInfo } from './wishlist.schema.js';
import { StaleWishlistError, wishlistStore } from './wishlist.store.js';

/** Tries of a change that meets another change of the same wishlist (then it reads again). */
const WRITE_TRIES = 4;

type Cards = Map<number, StoreProductCard>;

/** The language slot the names are shown in; a shopper is signed in, so prices always show. */
const viewOf = (slot: string) => ({ language: slot, showPrices: true });

function blank(customerId: number): WishlistRecord {
  const now = new Date().toISOString();
  return { customer_id: customerId, items: [], version: 0, created_at: now, updated_at: now };
}

function answer(items: readonly WishlistEntry[], cards: Cards): WishlistInfo {
  return {
    items: items.flatMap((entry) => {
      const card = cards.get(entry.product_id);
      if (!card) return [];
      const { url, name, image_path, price, regular_price, in_stock } = card;
      return [{ product_id: entry.product_id, url, name, image_path, price, regular_price, in_stock, added_at: entry.added_at }];
    }),
    max_items: MAX_WISHLIST_ITEMS,
  };
}

/**
 * Reads the wishlist and its products' cards (one Get, one BatchGet), applies a change and writes it on
 * condition of the version read; a change that met another reads again (409 after WRITE_TRIES). No
 * change (`apply` answers undefined) writes nothing.
 */
async function change(
  customerId: number,
  slot: string,
  extra: number | undefined,
  apply: (items: WishlistEntry[], cards: Cards) => WishlistEntry[] | undefined,
): Promise<WishlistInfo> {
  for (let attempt = 1; ; attempt++) {
    const found = await wishlistStore.find(customerId);
    const current = found ?? blank(customerId);
    const ids = current.items.map((i) => i.product_id);
    const cards = await Listing.cards(extra === undefined ? ids : [extra, ...ids], viewOf(slot));
    const items = apply(current.items, cards);
    if (!items) return answer(current.items, cards);
    const next: WishlistRecord = { ...current, items, version: current.version + 1, updated_at: new Date().toISOString() };
    try {
      await wishlistStore.save(next, current.version);
      return answer(items, cards);
    } catch (error) {
      if (!(error instanceof StaleWishlistError)) throw error;
      if (attempt >= WRITE_TRIES) throw new ConflictError(MESSAGES.changedElsewhere);
    }
  }
}

/**
 * Wishlists (issue 9 §4; decision 0029): the signed-in shopper's saved products, newest first. Every
 * call names the shopper from the token, so a shopper only ever reads and changes their own. The
 * answer leaves out hidden and deleted products; they stay saved (a product shown again comes back)
 * until the list needs their room.
 */
export const Wishlist = {
  /** `GET /api/wishlist`. */
  async get(customerId: number, slot: string): Promise<WishlistInfo> {
    const found = await wishlistStore.find(customerId);
    if (!found) return answer([], new Map());
    return answer(
      found.items,
      await Listing.cards(
        found.items.map((i) => i.product_id),
        viewOf(slot),
      ),
    );
  },

  /**
   * `POST /api/wishlist`: saves a visible product (saving it again changes nothing). At most
   * MAX_WISHLIST_ITEMS shown; hidden or deleted ones, oldest first, make room for a new one.
   */
  add(customerId: number, productId: number, slot: string): Promise<WishlistInfo> {
    return change(customerId, slot, productId, (items, cards) => {
      if (!cards.has(productId)) throw ValidationError.field('product_id', WISHLIST_MESSAGES.notOnSale);
      if (items.some((i) => i.product_id === productId)) return undefined;
      if (items.filter((i) => cards.has(i.product_id)).length >= MAX_WISHLIST_ITEMS) {
        throw ValidationError.field('product_id', WISHLIST_MESSAGES.full);
      }
      const next = [{ product_id: productId, added_at: new Date().toISOString() }, ...items];
      while (next.length > MAX_WISHLIST_ITEMS) {
        const unseen = next.findLastIndex((i) => !cards.has(i.product_id));
        next.splice(unseen, 1);
      }
      return next;
    });
  },

  /** `DELETE /api/wishlist`: removes a product; one not saved answers the wishlist as it is. */
  remove(customerId: number, productId: number, slot: string): Promise<WishlistInfo> {
    return change(customerId, slot, undefined, (items) =>
      items.some((i) => i.product_id === productId) ? items.filter((i) => i.product_id !== productId) : undefined,
    );
  },
};
