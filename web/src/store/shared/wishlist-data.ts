import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { customerKeys } from '../../lib/query-keys';

export type WishlistAnswer = AnswerOf<typeof client.api.wishlist.$get>;
export type WishlistLine = WishlistAnswer['items'][number];

/** `GET /api/wishlist?language`: the signed-in shopper's saved products, newest first. */
export const wishlistQuery = (language: string) =>
  queryOptions({
    queryKey: customerKeys.wishlist(language),
    queryFn: ({ signal }) => unwrap(client.api.wishlist.$get({ query: { language } }, { init: { signal } })),
  });

export const saveToWishlist = (language: string, productId: number) =>
  unwrap(client.api.wishlist.$post({ json: { language, product_id: productId } }));

export const removeFromWishlist = (language: string, productId: number) =>
  unwrap(client.api.wishlist.$delete({ json: { language, product_id: productId } }));

/** Every change answers the whole list: it replaces this language's copy; the others are read again when shown. */
export function wishlistChanged(queryClient: QueryClient, language: string, answer: WishlistAnswer): void {
  void queryClient.invalidateQueries({ queryKey: customerKeys.wishlists(), refetchType: 'none' });
  queryClient.setQueryData(customerKeys.wishlist(language), answer);
}
