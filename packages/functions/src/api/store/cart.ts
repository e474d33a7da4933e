import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { Cart, type CartContext } from '@shop/core/cart/cart';
import { CART_LIFETIME_DAYS, CartInfo, CartItemAdd, CartItemDelete, CartItemUpdate, CartQuery } from '@shop/core/cart/cart.schema';
import { Settings } from '@shop/core/settings/settings';
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

/** Answers the cart and keeps its id in the cookie. */
function answer(c: Context<AppEnv>, cart: CartInfo) {
  keepCartCookie(c, cart.cart_id);
  return c.json(cart, 200);
}

/**
 * The storefront cart (spec section 7; decision 0027). Refused with 403 when the shop's flags close
 * it (spec section 6); the quantity rules of section 5 answer 422 with the section 8 keys.
 */
export const storeCartRoutes = new Hono<AppEnv>()
  .post(
    '/cart',
    doc({ summary: 'The cart (created on the first call), with current prices and stock', response: CartInfo }),
    body(CartQuery),
    async (c) => {
      const input = c.req.valid('json');
      return answer(c, await Cart.open(cartIdOf(c, input.cart_id), await cartContext(c, input.language)));
    },
  )
  .post('/cart/item', doc({ summary: 'Add units of a variant to the cart', response: CartInfo }), body(CartItemAdd), async (c) => {
    const input = c.req.valid('json');
    return answer(c, await Cart.add({ ...input, cart_id: cartIdOf(c, input.cart_id) }, await cartContext(c, input.language)));
  })
  .put('/cart/item', doc({ summary: "Set a cart line's quantity", response: CartInfo }), body(CartItemUpdate), async (c) => {
    const input = c.req.valid('json');
    return answer(c, await Cart.update({ ...input, cart_id: cartIdOf(c, input.cart_id) }, await cartContext(c, input.language)));
  })
  .delete('/cart/item', doc({ summary: 'Remove a cart line', response: CartInfo }), body(CartItemDelete), async (c) => {
    const input = c.req.valid('json');
    return answer(c, await Cart.remove({ ...input, cart_id: cartIdOf(c, input.cart_id) }, await cartContext(c, input.language)));
  });
