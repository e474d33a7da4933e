import { queryOptions } from '@tanstack/react-query';
import { LISTING_SORTS, type ListingSort } from '@shop/core/catalog/listing.rules';
import { client, unwrap, type AnswerOf } from '../../lib/client';

export type CategoryListing = AnswerOf<typeof client.api.category.$post>;
export type SearchListing = AnswerOf<typeof client.api.product.search.$post>;
export type Listing = SearchListing;
export type { ListingCard } from '../shared/product-card';
export type { ListingSort };
export { LISTING_SORTS };

/** Cards per page of a storefront listing (one of the API's page sizes, spec section 9). */
export const LISTING_PAGE_SIZE = 20;
/** Spec section 9: the listing's search field updates the URL this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** What the query string says about a listing: its page, order and filters (decision 0026). */
export interface ListingState {
  page: number;
  sort: ListingSort | undefined;
  brands: number[];
  min: string | undefined;
  max: string | undefined;
  /** Option key → chosen values (`a.size=M&a.size=L`). */
  attributes: Record<string, string[]>;
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const ATTRIBUTE = 'a.';

/** Reads a listing's state from the query string; anything malformed is left out rather than sent. */
export function readListing(params: URLSearchParams): ListingState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const money = (name: string) => {
    const value = params.get(name)?.trim();
    return value && MONEY.test(value) ? value : undefined;
  };
  const attributes: Record<string, string[]> = {};
  for (const [name, value] of params) {
    if (!name.startsWith(ATTRIBUTE) || name.length === ATTRIBUTE.length || !value) continue;
    const key = name.slice(ATTRIBUTE.length);
    const values = Object.hasOwn(attributes, key) ? attributes[key]! : [];
    if (!values.includes(value)) attributes[key] = [...values, value];
  }
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : undefined,
    brands: [...new Set(params.getAll('brand').map(Number))].filter((id) => Number.isInteger(id) && id > 0),
    min: money('min'),
    max: money('max'),
    attributes,
  };
}

/** The query string of a listing's state (the inverse of `readListing`): only what differs from the default. */
export function writeListing(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort) params.set('sort', state.sort);
  for (const id of state.brands) params.append('brand', String(id));
  if (state.min) params.set('min', state.min);
  if (state.max) params.set('max', state.max);
  for (const [key, values] of Object.entries(state.attributes)) for (const value of values) params.append(`${ATTRIBUTE}${key}`, value);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The request's paging, order and filters. */
function listingRequest(state: ListingState, language: string) {
  return {
    language,
    page: state.page,
    per_page: LISTING_PAGE_SIZE,
    ...(state.sort ? { sort: state.sort } : {}),
    filters: {
      brand_ids: state.brands,
      ...(state.min ? { min_price: state.min } : {}),
      ...(state.max ? { max_price: state.max } : {}),
      attributes: state.attributes,
    },
  };
}

const notFoundIsFinal = (count: number, error: unknown) => {
  const status = (error as { status?: number }).status;
  return status !== 404 && status !== 422 && count < 2;
};

/**
 * Another page or filter of the same listing keeps the previous answer on screen while it loads;
 * another category or search starts from its loading state (its heading would be wrong).
 */
const sameListing =
  (subject: string, language: string) =>
  <T>(previous: T | undefined, query: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    query?.queryKey[2] === subject && query.queryKey[3] === language ? previous : undefined;

/**
 * `POST /api/category` (decision 0026), sent with the shopper's token when there is one (a
 * members-only site shows prices to members, so a guest's copy and a signed-in shopper's are kept
 * apart). The previous page stays on screen while the next loads.
 */
export const categoryQuery = (url: string, language: string, state: ListingState, shopper: boolean) =>
  queryOptions({
    queryKey: ['store', 'category', url, language, state, shopper ? 'shopper' : 'guest'] as const,
    queryFn: () => unwrap(client.api.category.$post({ json: { url, ...listingRequest(state, language) } })),
    placeholderData: sameListing(url, language),
    retry: notFoundIsFinal,
    // A category not found was answered once (by the loader or the server): not asked again on mount.
    retryOnMount: false,
  });

/** `POST /api/product/search` with the same paging, order and filters. */
export const searchQuery = (keyword: string, language: string, state: ListingState, shopper: boolean) =>
  queryOptions({
    queryKey: ['store', 'search', keyword, language, state, shopper ? 'shopper' : 'guest'] as const,
    queryFn: () => unwrap(client.api.product.search.$post({ json: { keyword, ...listingRequest(state, language) } })),
    placeholderData: sameListing(keyword, language),
    retry: notFoundIsFinal,
  });

/** The number of pages a listing has (at least one). */
export const pageCount = (listing: Pick<Listing, 'total' | 'per_page'>) => Math.max(1, Math.ceil(listing.total / listing.per_page));

/** Whether any filter narrows the listing. */
export const filtered = (state: ListingState) =>
  state.brands.length > 0 || !!state.min || !!state.max || Object.values(state.attributes).some((v) => v.length > 0);
