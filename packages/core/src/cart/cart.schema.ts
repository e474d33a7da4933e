import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { CART_MESSAGES, MAX_LINE_QUANTITY } from './cart.rules.js';

export { CART_LIFETIME_DAYS, CART_MESSAGES, MAX_CART_LINES, MAX_LINE_QUANTITY, cartAllowed } from './cart.rules.js';

/** A cart id as the server issues them (random, url-safe), or a signed-in shopper's own. */
export const cartId = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: MESSAGES.check })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: MESSAGES.check })
      .optional(),
  );

const language = z.string().max(10).optional();

const quantity = (required: boolean) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' || v === null ? undefined : v),
    z
      .number({ error: (iss) => (iss.input === undefined && required ? CART_MESSAGES.lessThanOne : MESSAGES.check) })
      .int({ error: MESSAGES.check })
      .min(1, { error: CART_MESSAGES.lessThanOne })
      .max(MAX_LINE_QUANTITY, { error: CART_MESSAGES.quantity }),
  );

const itemId = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
    z.number({ error: MESSAGES.required }).int({ error: MESSAGES.check }).positive({ error: MESSAGES.check }),
  );

export const CartQuery = z.object({ language, cart_id: cartId() });
export type CartQuery = z.infer<typeof CartQuery>;

/** `POST /api/cart/item` (spec section 7); the variant must be chosen (spec section 5). */
export const CartItemAdd = z.object({
  language,
  cart_id: cartId(),
  stock_id: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' || v === 0 ? undefined : v),
    z.number({ error: CART_MESSAGES.notSelected }).int({ error: CART_MESSAGES.notSelected }).positive({ error: CART_MESSAGES.notSelected }),
  ),
  quantity: quantity(true),
  additional_options: z
    .object({ application_id: z.number().int().positive().optional() })
    .strict()
    .nullish()
    .transform((v) => v ?? undefined),
});
export type CartItemAdd = z.infer<typeof CartItemAdd>;

export const CartItemUpdate = z.object({ language, cart_id: cartId(), item_id: itemId(), quantity: quantity(true) });
export type CartItemUpdate = z.infer<typeof CartItemUpdate>;

export const CartItemDelete = z.object({ language, cart_id: cartId(), item_id: itemId() });
export type CartItemDelete = z.infer<typeof CartItemDelete>;

export const CartItemInfo = z.object({
  id: z.number(),
  stock_id: z.number(),
  product_id: z.number(),
  quantity: z.number(),
  url: z.string(),
  name: z.string().nullable(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  image_path: z.string().nullable(),
  price: z.string(),
  special_price: z.string().nullable(),
  /** What one unit costs now (the special price when there is one), in the base currency. */
  unit_price: z.string(),
  line_total: z.string(),
  /** Units left to sell; null when the product does not track stock. */
  available_inventories: z.number().nullable(),
  /** False when the product or the variant was hidden since it was added: checkout refuses it. */
  on_sale: z.boolean(),
  additional_options: z.object({ application_id: z.number().optional() }).nullable(),
});
export type CartItemInfo = z.infer<typeof CartItemInfo>;

/** The cart as the storefront draws it: current prices, the base currency's subtotal. */
export const CartInfo = z.object({
  cart_id: z.string(),
  items: z.array(CartItemInfo),
  /** Units in the cart (the mini-cart's badge). */
  count: z.number(),
  subtotal: z.string(),
  /** Every line can be bought as it is (on sale, enough stock). */
  ready: z.boolean(),
  updated_at: z.string().nullable(),
});
export type CartInfo = z.infer<typeof CartInfo>;
