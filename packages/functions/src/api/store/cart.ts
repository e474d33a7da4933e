import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { Cart, type CartContext } from '@shop/core/cart/cart';
import { CART_LIFETIME_DAYS, CartInfo, CartItemAdd, CartItemDelete, CartItemUpdate, CartQuery } from '@shop/core/cart/cart.schema';
import { Settings } from '@shop/core/settings/settings';
import { Promotion } from '@shop/core/promotion/promotion';
import { CartPromotions } from '@shop/core/promotion/promotion.schema';
import { ValidationError } from '@shop/core/shared/errors';
import { z } from 'zod';
import type { AppEnv } from '../context.js';
import { optionalCustomer } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';

export const CART_COOKIE = 'cart_id';

/** Who asks and in which language (a stale or missing token is a guest). */
async function cartContext(c: Context<AppEnv>, language: string | undefined): Promise<CartContext> {
  const [site, resolved, shopper] = await Promise.all([Settings.get(), Settings.language(language), optionalCustomer(c)]);
  return { site, slot: resolved.slot, customerId: shopper?.id };
}

/** The body's `cart_id`, else the cookie the server set (spec section 4: the cart id lives in a cookie). */
const cartIdOf = (c: Context<AppEnv>, sent: string | undefined) => sent ?? getCookie(c, CART_COOKIE) ?? undefined;

/** Keeps the cart's id in the `cart_id` cookie (readable by the storefront, which clears it at logout). */
export function keepCartCookie(c: Context<AppEnv>, cartId: string): void {
  if (getCookie(c, CART_COOKIE) === cartId) return;
  setCookie(c, CART_COOKIE, cartId, {
    path: '/',
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https',
    maxAge: CART_LIFETIME_DAYS * 86_400,
  });
}

/** The coupon a cart read may carry (issue 29 §1): its discount is previewed with the cart's. */
const couponCode = { coupon_code: z.string().trim().max(40).nullish() };

/** The cart's answer: its lines and the promotions that apply now (a preview: the order decides again; decision 0068). */
const CartAnswer = CartInfo.extend({ promotions: CartPromotions });

/**
 * Answers the cart with its promotions and keeps its id in the cookie. A refused coupon is a 422 on
 * `coupon_code` when the cart itself is read (the checkout's "apply"); a line change answers without it.
 */
async function answer(c: Context<AppEnv>, cart: CartInfo, ctx: CartContext, code: string | null | undefined, strict: boolean) {
  keepCartCookie(c, cart.cart_id);
  const evaluate = (couponCode: string | null | undefined) =>
    Promotion.preview({
      lines: cart.items,
      subtotal: cart.subtotal,
      channel: 'online',
      customerId: ctx.customerId,
      slot: ctx.slot,
      couponCode,
    });
  let promotions: CartPromotions;
  try {
    promotions = await evaluate(code);
  } catch (error) {
    if (strict || !(error instanceof ValidationError)) throw error;
    promotions = await evaluate(null);
  }
  return c.json({ ...cart, promotions }, 200);
}

/**
 * The storefront cart (spec section 7; decision 0027). Refused with 403 when the shop's flags close
 * it (spec section 6); the quantity rules of section 5 answer 422 with the section 8 keys.
 */
export const storeCartRoutes = new Hono<AppEnv>()
  .post(
    '/cart',
    doc({
      summary: 'The cart (created on the first call), with current prices, stock and the promotions that apply',
      response: CartAnswer,
    }),
    body(CartQuery.extend(couponCode)),
    async (c) => {
      const input = c.req.valid('json');
      const ctx = await cartContext(c, input.language);
      return answer(c, await Cart.open(cartIdOf(c, input.cart_id), ctx), ctx, input.coupon_code, true);
    },
  )
  .post(
    '/cart/item',
    doc({ summary: 'Add units of a variant to the cart', response: CartAnswer }),
    body(CartItemAdd.extend(couponCode)),
    async (c) => {
      const input = c.req.valid('json');
      const ctx = await cartContext(c, input.language);
      return answer(c, await Cart.add({ ...input, cart_id: cartIdOf(c, input.cart_id) }, ctx), ctx, input.coupon_code, false);
    },
  )
  .put(
    '/cart/item',
    doc({ summary: "Set a cart line's quantity", response: CartAnswer }),
    body(CartItemUpdate.extend(couponCode)),
    async (c) => {
      const input = c.req.valid('json');
      const ctx = await cartContext(c, input.language);
      return answer(c, await Cart.update({ ...input, cart_id: cartIdOf(c, input.cart_id) }, ctx), ctx, input.coupon_code, false);
    },
  )
  .delete(
    '/cart/item',
    doc({ summary: 'Remove a cart line', response: CartAnswer }),
    body(CartItemDelete.extend(couponCode)),
    async (c) => {
      const input = c.req.valid('json');
      const ctx = await cartContext(c, input.language);
      return answer(c, await Cart.remove({ ...input, cart_id: cartIdOf(c, input.cart_id) }, ctx), ctx, input.coupon_code, false);
    },
  );
