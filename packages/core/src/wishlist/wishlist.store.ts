import { isConditionFailure } from '../shared/dynamo.js';
import { wishlistEntity, type WishlistRecord } from './wishlist.entity.js';

/** Another request changed the wishlist between our read and our write: read again and retry. */
export class StaleWishlistError extends Error {}

/** Data access for wishlists; only wishlist.ts uses it. */
export const wishlistStore = {
  /** The shopper's wishlist, strongly consistent; undefined before the first save. */
  async find(customerId: number): Promise<WishlistRecord | undefined> {
    const { data } = await wishlistEntity.get({ customer_id: customerId }).go({ consistent: true });
    return (data as WishlistRecord | null) ?? undefined;
  },

  /** Writes the next state, on condition that it is still the version read (`read` 0: that there is none yet). */
  async save(next: WishlistRecord, read: number): Promise<void> {
    try {
      const put = wishlistEntity.put(next);
      if (read === 0) await put.where((attr, op) => op.notExists(attr.version)).go();
      else await put.where((attr, op) => op.eq(attr.version, read)).go();
    } catch (error) {
      if (isConditionFailure(error)) throw new StaleWishlistError(String(next.customer_id));
      throw error;
    }
  },
};
