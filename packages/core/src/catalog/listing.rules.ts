/**
 * The storefront listing's orders, plain TypeScript: the browser's first script reads them (the
 * category page's loader parses `?sort=`) without the schema library (decision 0031).
 * `listing.schema.ts` re-exports them for the server.
 */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
