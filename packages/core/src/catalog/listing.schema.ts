import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { moneyField, toMinor } from '../shared/money.js';
import { ListQuerySchema } from '../shared/paging.js';
import { idNumber } from '../shared/validation.js';
import { LISTING_SORTS } from './listing.rules.js';
import { SearchKeywordText, StoreProductCard } from './product.schema.js';

/** The orders a storefront listing offers (decision 0026). */
export { LISTING_SORTS, type ListingSort } from './listing.rules.js';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const attributeValues = z.array(z.string().trim().min(1).max(100)).max(50);

/**
 * What a shopper narrows a listing to: brands (any of), a price range on the card's price, and option
 * values (per option any of; across options all of).
 */
export const ListingFilters = z
  .object({
    brand_ids: z.array(idNumber()).max(50).default([]),
    min_price: z.preprocess(emptyToUndefined, moneyField().optional()),
    max_price: z.preprocess(emptyToUndefined, moneyField().optional()),
    attributes: z
      .record(z.string().trim().min(1).max(100), attributeValues)
      .refine((a) => Object.keys(a).length <= 10, { error: MESSAGES.check })
      .default({}),
  })
  .superRefine((f, ctx) => {
    if (f.min_price !== undefined && f.max_price !== undefined && toMinor(f.min_price) > toMinor(f.max_price)) {
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'The maximum price may not be less than the minimum price.' });
    }
  });
export type ListingFilters = z.infer<typeof ListingFilters>;

/** Paging, order and filters of a storefront listing (category page, search). */
export const ListingQuery = ListQuerySchema.pick({ page: true, per_page: true, language: true }).extend({
  sort: z.enum(LISTING_SORTS, { error: 'Sort by newest, price_asc, price_desc or name.' }).optional(),
  filters: ListingFilters.default({ brand_ids: [], attributes: {} }),
});
export type ListingQuery = z.infer<typeof ListingQuery>;

/** `POST /api/category {language, url, page, per_page, sort, filters}`. */
export const CategoryListingInput = ListingQuery.extend({
  url: z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).max(255),
});

/**
 * `POST /api/product/search {language, keyword, page, per_page, sort, filters}`. Punctuation, symbols
 * and emoji in the keyword are ignored, not refused (decision 0042): one of those alone finds nothing.
 */
export const SearchListingInput = ListingQuery.extend({ keyword: SearchKeywordText });

/**
 * What the filters can offer, each counted with the other filters applied (a brand's count ignores the
 * brand filter, so choosing a second brand still shows how many it adds).
 */
export const ListingFacets = z.object({
  brands: z.array(z.object({ id: z.number(), title: z.string(), count: z.number() })),
  attributes: z.array(
    z.object({ key: z.string(), label: z.string(), values: z.array(z.object({ value: z.string(), count: z.number() })) }),
  ),
  /** Lowest and highest card price; null when prices are withheld or nothing has one. */
  price: z.object({ min: z.string(), max: z.string() }).nullable(),
});
export type ListingFacets = z.infer<typeof ListingFacets>;

/** A page of product cards with the facets to draw the filters. */
export const StoreListing = z.object({
  data: z.array(StoreProductCard),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  /** The order applied (price orders fall back to newest while prices are withheld). */
  sort: z.enum(LISTING_SORTS),
  prices_hidden: z.boolean(),
  facets: ListingFacets,
});
export type StoreListing = z.infer<typeof StoreListing>;

/** A category as its listing page shows it. */
export const StoreCategory = z.object({
  id: z.number(),
  title: z.string(),
  short_description: z.string(),
  url: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  image_path: z.string().nullable(),
});
export type StoreCategory = z.infer<typeof StoreCategory>;

export const StoreCategoryListing = StoreListing.extend({ category: StoreCategory });

/** `POST /api/attribute {position, language}`: the storefront's options with their labels. */
export const StoreAttributeInput = z.object({
  language: z.string().optional(),
  position: z.preprocess(emptyToUndefined, z.coerce.number({ error: MESSAGES.check }).int({ error: MESSAGES.check }).min(0).optional()),
});
export const StoreAttribute = z.object({ id: z.number(), key: z.string(), label: z.string(), position: z.number() });
export const StoreAttributes = z.object({ data: z.array(StoreAttribute) });
