import { queryOptions } from '@tanstack/react-query';
import type { PlaceOrderInput } from '@shop/core/order/order.schema';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { getCookie } from '../../lib/cookies';
import { CART_COOKIE } from '../shared/cart-data';

export type ShippingChoice = AnswerOf<typeof client.api.shipping.$get>[number];
export type PlacedOrder = AnswerOf<typeof client.api.order.$post>;

/** `GET /api/shipping?country&language`: the enabled methods that deliver to the country. */
export const shippingQuery = (country: string, language: string) =>
  queryOptions({
    queryKey: ['store', 'shipping', country, language] as const,
    queryFn: () => unwrap(client.api.shipping.$get({ query: { country, language } })),
    enabled: country !== '',
  });

/** `POST /api/order`: the server computes every amount; the cart is the one in the cookie. */
export const placeOrder = (body: PlaceOrderInput) =>
  unwrap(client.api.order.$post({ json: { ...body, cart_id: getCookie(CART_COOKIE) || undefined } }));

/** A method's fee for this subtotal (free from its free-from amount), as the server will charge it. */
export function shippingFee(method: Pick<ShippingChoice, 'fee' | 'free_above'>, subtotal: string): string {
  const free = method.free_above !== null && method.free_above !== undefined && Number(subtotal) >= Number(method.free_above);
  return free ? '0.00' : method.fee;
}
