import { z } from 'zod';
import { idNumber } from '../shared/validation.js';

/** Products a wishlist holds (decision 0029): its one item stays small, and its answer is one BatchGet. */
export const MAX_WISHLIST_ITEMS = 100;

export const WISHLIST_MESSAGES = {
  full: 'The wishlist holds at most 100 products.', // MAX_WISHLIST_ITEMS
  notOnSale: 'This product is not available.',
} as const;

const language = z.string().max(10).optional();

/** `GET /api/wishlist?language`. */
export const WishlistQuery = z.object({ language });
export type WishlistQuery = z.infer<typeof WishlistQuery>;

/** `POST /api/wishlist` and `DELETE /api/wishlist`: one product. */
export const WishlistChange = z.object({ language, product_id: idNumber() });
export type WishlistChange = z.infer<typeof WishlistChange>;

/** A saved product as the wishlist page draws it: its card now, and when it was saved. */
export const WishlistItem = z.object({
  product_id: z.number(),
  url: z.string(),
  name: z.string(),
  image_path: z.string().nullable(),
  /** The lowest price paid (a special price when one applies) in the base currency; null when no variant has one. */
  price: z.string().nullable(),
  /** The regular price `price` replaces when it is a special price; else null. */
  regular_price: z.string().nullable(),
  in_stock: z.boolean(),
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

/** The wishlist, newest first; hidden and deleted products are left out. */
export const WishlistInfo = z.object({
  items: z.array(WishlistItem),
  max_items: z.number(),
});
export type WishlistInfo = z.infer<typeof WishlistInfo>;
