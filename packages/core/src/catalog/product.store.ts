import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { PublicCache } from '../shared/public-cache.js';
import { Repository } from '../shared/repository.js';
import { listingItems, type ListingEntry } from './category-listing.js';

export type { ListingEntry } from './category-listing.js';
import { productEntity, type ProductRecord } from './product.entity.js';
import { searchableText } from './search.rules.js';

/**
 * A category's visible products as listing entries, by category id, kept 30 s per process and emptied
 * by every product write (decision 0026). Sitemaps keep their answer here too, briefly.
 */
export const categoryListings = new PublicCache<ListingEntry[]>(30_000, 100);
/** The visible products' urls for the sitemap, whole or by id range (a part of a sitemap index), kept briefly. */
export const sitemapProducts = new PublicCache<{ url: string; updated_at: string }[]>(60_000, 4);
/**
 * Product pages as shoppers see them (`Product.storefront`), by url, language, price view and sale
 * warehouse: kept 10 s per process and emptied by every product write (decision 0025). Their stock
 * may lag a movement by those seconds; the cart and the order check the stock itself.
 */
export const productPages = new PublicCache<unknown>(10_000, 500);

/** The newest visible products of a flag (the homepage's widgets, decision 0035), by flag and count: emptied by every product write. */
export const flaggedListings = new PublicCache<ListingEntry[]>(30_000, 50);

/**
 * Products by id as listings show them (an article's related products): `null` for one that is not
 * listed (hidden, deleted). Kept 30 s, emptied by every product write, like the listings.
 */
export const listingEntries = new PublicCache<ListingEntry | null>(30_000, 2_000);

/**
 * Caches of other domains built from product cards (an article's related products, decision 0034):
 * emptied with the catalogue's own by every product write. The catalogue knows only that they listen.
 */
export const productListeners = new Set<() => void>();

/** The catalogue's stores: only catalog/ imports this file (eslint.config.js). */
export const productStore = new Repository<ProductRecord>({
  name: 'product',
  entity: productEntity,
  // A renamed product's old url keeps leading to it (decision 0040).
  unique: [{ field: 'url', value: (p) => p.url, history: true }],
  sortName: (p) => p.translations[DEFAULT_LANGUAGE]?.name ?? '',
  // Names in every language, in the form a storefront keyword is searched in (search.rules.ts);
  // SKUs and barcodes have their own prefix entries (catalog/sku-guard.ts).
  searchTexts: (p) => Object.values(p.translations).map((t) => searchableText(t.name ?? '', Infinity)),
  // A product's transaction also holds up to 80 SKU entries (decision 0010).
  maxSearchTokens: 12,
  filters: ['type', 'visibled', 'brand_id', 'stock_status'],
  // Each category's listing entries change with the product (decision 0044).
  alongside: listingItems,
  changed: () => {
    productPages.invalidate();
    categoryListings.invalidate();
    flaggedListings.invalidate();
    listingEntries.invalidate();
    sitemapProducts.invalidate();
    for (const listener of productListeners) listener();
  },
});
