import { queryOptions } from '@tanstack/react-query';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { getCookie } from '../../lib/cookies';

export type CartAnswer = AnswerOf<typeof client.api.cart.$post>;
export type CartLine = CartAnswer['items'][number];

/** The cookie the server sets on the first cart call (spec section 4); the storefront clears it at logout. */
export const CART_COOKIE = 'cart_id';
const cartId = () => getCookie(CART_COOKIE) || undefined;

export const cartKeys = {
  all: ['store', 'cart'] as const,
  /** Names are in the content language; a signed-in shopper's cart is another cart than the guest's. */
  of: (language: string, shopper: boolean) => ['store', 'cart', language, shopper ? 'shopper' : 'guest'] as const,
};

/**
 * `POST /api/cart {language, cart_id}`: the cart with current prices and stock. A signed-in shopper
 * who still holds a guest cart gets it merged into theirs by this same call (decision 0027).
 */
export const cartQuery = (language: string, shopper: boolean) =>
  queryOptions({
    queryKey: cartKeys.of(language, shopper),
    queryFn: () => unwrap(client.api.cart.$post({ json: { language, cart_id: cartId() } })),
  });

export const addToCart = (language: string, stockId: number, quantity: number) =>
  unwrap(client.api.cart.item.$post({ json: { language, stock_id: stockId, quantity, cart_id: cartId() } }));

/** A service bought with the shopper's approved application (issue 28 §6): one unit, the application named. */
export const addServiceToCart = (language: string, stockId: number, applicationId: number) =>
  unwrap(
    client.api.cart.item.$post({
      json: { language, stock_id: stockId, quantity: 1, cart_id: cartId(), additional_options: { application_id: applicationId } },
    }),
  );

export const setCartQuantity = (language: string, itemId: number, quantity: number) =>
  unwrap(client.api.cart.item.$put({ json: { language, item_id: itemId, quantity, cart_id: cartId() } }));

export const removeCartLine = (language: string, itemId: number) =>
  unwrap(client.api.cart.item.$delete({ json: { language, item_id: itemId, cart_id: cartId() } }));

/** Whether a cart exists to ask for: the server set its cookie, or the shopper is signed in. */
export const hasCart = (shopper: boolean) => shopper || cartId() !== undefined;
