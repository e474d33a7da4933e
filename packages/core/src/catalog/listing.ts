import { textIn } from '../shared/i18n.js';
import { fromMinor, toMinor } from '../shared/money.js';
import { Attribute } from './attribute.js';
import { Brand } from './brand.js';
import { LISTING_FIELDS, listedEntries, listingEntry, type ListedProduct } from './category-listing.js';
import { searchIds } from './product.js';
import { ProductFlags, type ProductFlag } from './product-flags.js';
import {
  categoryListings,
  flaggedListings,
  listingEntries,
  productListeners,
  productStore,
  sitemapProducts,
  type ListingEntry,
} from './product.store.js';
import type { ListingFacets, ListingQuery, ListingSort, StoreListing } from './listing.schema.js';
import type { StoreProductCard } from './product.schema.js';

/** Who is looking: the language slot, and whether prices may be shown (spec section 6). */
export interface ListingView {
  language: string;
  showPrices: boolean;
}

/** The products at these ids as listings read them, a projection (the ids' order; hidden ones included). */
const listedProducts = (ids: readonly number[]): Promise<ListedProduct[]> => productStore.getMany(ids, LISTING_FIELDS);

const entriesOf = (records: readonly ListedProduct[]) =>
  records.flatMap((r) => {
    const entry = listingEntry(r);
    return entry ? [entry] : [];
  });

const nameOf = (e: ListingEntry, slot: string) => textIn(e.names, slot);
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const card = (e: ListingEntry, view: ListingView): StoreProductCard => ({
  id: e.id,
  url: e.url,
  name: nameOf(e, view.language),
  image_path: e.image_path,
  price: view.showPrices ? e.price : null,
  regular_price: view.showPrices ? e.regular_price : null,
  in_stock: e.in_stock,
  is_new: e.is_new,
  is_hot: e.is_hot,
  is_featured: e.is_featured,
});

/** Nulls (no visible price) last, whatever the direction; ties newest first. */
function byPrice(direction: 1 | -1) {
  return (a: ListingEntry, b: ListingEntry) => {
    if (a.minor === null || b.minor === null) return (a.minor === null ? 1 : 0) - (b.minor === null ? 1 : 0) || b.id - a.id;
    return direction * (a.minor - b.minor) || b.id - a.id;
  };
}

function sorter(sort: ListingSort, slot: string): (a: ListingEntry, b: ListingEntry) => number {
  if (sort === 'price_asc') return byPrice(1);
  if (sort === 'price_desc') return byPrice(-1);
  if (sort === 'name') return (a, b) => collator.compare(nameOf(a, slot), nameOf(b, slot)) || a.id - b.id;
  return (a, b) => b.id - a.id;
}

/** The facets: brands, option values and price bounds, each counted with the other filters applied. */
async function facets(
  entries: readonly ListingEntry[],
  pass: {
    brand: (e: ListingEntry) => boolean;
    price: (e: ListingEntry) => boolean;
    attributes: (e: ListingEntry, skip?: string) => boolean;
  },
  view: ListingView,
): Promise<ListingFacets> {
  const brandCounts = new Map<number, number>();
  const valueCounts = new Map<string, Map<string, number>>();
  let min: number | null = null;
  let max: number | null = null;
  for (const e of entries) {
    const brand = pass.brand(e);
    const price = pass.price(e);
    if (price && pass.attributes(e) && e.brand_id !== null) brandCounts.set(e.brand_id, (brandCounts.get(e.brand_id) ?? 0) + 1);
    if (brand && pass.attributes(e) && e.minor !== null) {
      min = min === null ? e.minor : Math.min(min, e.minor);
      max = max === null ? e.minor : Math.max(max, e.minor);
    }
    if (!brand || !price) continue;
    for (const [key, values] of Object.entries(e.values)) {
      if (!pass.attributes(e, key)) continue;
      const counts = valueCounts.get(key) ?? new Map<string, number>();
      valueCounts.set(key, counts);
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  const [titles, options] = await Promise.all([
    brandCounts.size ? Brand.enabledTitles([...brandCounts.keys()], view.language) : Promise.resolve(new Map<number, string>()),
    valueCounts.size ? Attribute.storefront(view.language) : Promise.resolve([]),
  ]);
  const order = new Map(options.map((o, i) => [o.key, i]));
  const label = new Map(options.map((o) => [o.key, o.label]));
  return {
    brands: [...titles]
      .map(([id, title]) => ({ id, title, count: brandCounts.get(id) ?? 0 }))
      .sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id),
    attributes: [...valueCounts]
      .sort(([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a.localeCompare(b))
      .map(([key, counts]) => ({
        key,
        label: label.get(key) ?? key,
        values: [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => collator.compare(a.value, b.value)),
      })),
    price: view.showPrices && min !== null && max !== null ? { min: fromMinor(min), max: fromMinor(max) } : null,
  };
}

/** Filters, orders and pages the entries in memory; answers the page's cards and the facets. */
async function listing(
  entries: readonly ListingEntry[],
  query: ListingQuery,
  view: ListingView,
  fallback: ListingSort,
): Promise<StoreListing> {
  const { filters } = query;
  const brands = new Set(filters.brand_ids);
  // Prices withheld from this shopper cannot narrow or order what they see (decision 0026).
  const low = view.showPrices && filters.min_price !== undefined ? toMinor(filters.min_price) : undefined;
  const high = view.showPrices && filters.max_price !== undefined ? toMinor(filters.max_price) : undefined;
  const chosen = Object.entries(filters.attributes).filter(([, values]) => values.length > 0);
  const pass = {
    brand: (e: ListingEntry) => brands.size === 0 || (e.brand_id !== null && brands.has(e.brand_id)),
    price: (e: ListingEntry) =>
      (low === undefined || (e.minor !== null && e.minor >= low)) && (high === undefined || (e.minor !== null && e.minor <= high)),
    attributes: (e: ListingEntry, skip?: string) =>
      chosen.every(([key, values]) => key === skip || (Object.hasOwn(e.values, key) ? e.values[key]! : []).some((v) => values.includes(v))),
  };
  const requested = query.sort ?? fallback;
  const sort: ListingSort = !view.showPrices && requested.startsWith('price') ? 'newest' : requested;
  const matched = entries.filter((e) => pass.brand(e) && pass.price(e) && pass.attributes(e)).sort(sorter(sort, view.language));
  const start = (query.page - 1) * query.per_page;
  return {
    data: matched.slice(start, start + query.per_page).map((e) => card(e, view)),
    total: matched.length,
    page: query.page,
    per_page: query.per_page,
    sort,
    prices_hidden: !view.showPrices,
    facets: await facets(entries, pass, view),
  };
}

/**
 * Storefront listings (decision 0026). A category's are its own listing entries (one Query of its
 * partition, catalog/category-listing.ts, decision 0044), kept per process for 30 s and emptied by
 * every product write; a search's are its matches (at most 500), read by BatchGet. Neither reads the
 * product list.
 */
export const Listing = {
  async category(categoryId: number, query: ListingQuery, view: ListingView): Promise<StoreListing> {
    const entries = await categoryListings.get(String(categoryId), () => listedEntries(categoryId));
    return listing(entries, query, view, 'newest');
  },

  /** A keyword's matches (decision 0042); one of symbols only searches nothing and finds nothing. */
  async search(keyword: string, query: ListingQuery, view: ListingView): Promise<StoreListing> {
    const entries = entriesOf(await listedProducts(await searchIds(keyword, 'words')));
    return listing(entries, query, view, 'name');
  },

  /**
   * The cards of these products, for lists a shopper keeps (the wishlist): one BatchGet, never the
   * listing cache. Hidden and deleted products are missing from the map.
   */
  async cards(ids: readonly number[], view: ListingView): Promise<Map<number, StoreProductCard>> {
    // Products kept from an earlier read cost nothing; the rest are read in one BatchGet.
    const entries = await listingEntries.getMany(ids.map(String), async (missing) => {
      const byId = new Map(entriesOf(await listedProducts(missing.map(Number))).map((e) => [String(e.id), e]));
      return new Map(missing.map((id) => [id, byId.get(id) ?? null]));
    });
    const cards = new Map<number, StoreProductCard>();
    for (const entry of entries.values()) if (entry) cards.set(entry.id, card(entry, view));
    return cards;
  },

  /**
   * The `limit` newest visible products holding a flag (featured, hot, new), as cards: the flag's own
   * set of ids (one GetItem) and the newest of those records (one BatchGet of at most twice the count,
   * so a few hidden ones do not leave the widget short). Kept 30 s, emptied by every product write.
   */
  async flagged(flag: ProductFlag, limit: number, view: ListingView): Promise<StoreProductCard[]> {
    const entries = await flaggedListings.get(`${flag}|${limit}`, async () => {
      const ids = (await ProductFlags.ids(flag)).slice(0, limit * 2);
      const byId = new Map(entriesOf(await listedProducts(ids)).map((e) => [e.id, e]));
      return ids.flatMap((id) => byId.get(id) ?? []).slice(0, limit);
    });
    return entries.map((e) => card(e, view));
  },

  /** Calls `listener` after every committed product write of this process (a cache of cards to empty). */
  whenProductsChange(listener: () => void): void {
    productListeners.add(listener);
  },

  /**
   * Every visible product's url and last change (the sitemap), read whole or by id range from the
   * visibility partition (decision 0041): each read a Query of its own key range, urls and dates only.
   */
  visibleUrls: productStore.idWindows('visibled', true, ['url', 'updated_at'], sitemapProducts),
};
