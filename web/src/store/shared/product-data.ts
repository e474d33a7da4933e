import { queryOptions } from '@tanstack/react-query';
import { client, unwrap, type AnswerOf } from '../../lib/client';

export type StoreProduct = AnswerOf<typeof client.api.product.$post>;
export type StoreStock = StoreProduct['stocks'][number];

/**
 * `POST /api/product {language, url}` (spec section 7). Sent with the shopper's token when there is
 * one: a members-only site shows prices to members only, so a guest's copy and a signed-in shopper's
 * are kept apart (after logging in, the page seen as a guest is read again, with its prices).
 */
export const productQuery = (url: string, language: string, shopper: boolean) =>
  queryOptions({
    queryKey: ['store', 'product', url, language, shopper ? 'shopper' : 'guest'] as const,
    queryFn: () => unwrap(client.api.product.$post({ json: { url, language } })),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
    // The guest's copy (the server's) stays on screen while a signed-in shopper's is read.
    placeholderData: (previous, query) => (query?.queryKey[2] === url && query.queryKey[3] === language ? previous : undefined),
    // A product not found was answered once (by the loader or the server): not asked again on mount.
    retryOnMount: false,
  });

/** The variant whose attributes are exactly the chosen values, if every option is chosen. */
export function chosenStock(product: StoreProduct, chosen: Record<string, string>): StoreStock | undefined {
  if (product.options.some((o) => !chosen[o.key]))
    return product.stocks.length === 1 && product.options.length === 0 ? product.stocks[0] : undefined;
  return product.stocks.find((s) => product.options.every((o) => s.attributes[o.key] === chosen[o.key]));
}

/** Whether a value of an option can still lead to a visible variant, given the other choices. */
export function valueOffered(product: StoreProduct, chosen: Record<string, string>, key: string, value: string): boolean {
  return product.stocks.some(
    (s) =>
      s.attributes[key] === value && product.options.every((o) => o.key === key || !chosen[o.key] || s.attributes[o.key] === chosen[o.key]),
  );
}
