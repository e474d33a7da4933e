import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { PublicCache } from '../shared/public-cache.js';
import type { Page } from '../shared/paging.js';
import { Repository } from '../shared/repository.js';
import { brandEntity, type BrandRecord } from './brand.entity.js';
import type { BrandInfo } from './brand.schema.js';
import { productPages } from './product.store.js';

/** The storefront's brand pages, per page and language: emptied by every brand write (decision 0019). */
export const storefrontBrands = new PublicCache<Page<BrandInfo>>(30_000);

/**
 * An enabled brand's title by id and language (`null`: disabled or gone), for a listing's brand
 * filter: kept 30 s and emptied by every brand write.
 */
export const brandTitles = new PublicCache<string | null>(30_000, 2_000);

export const brandStore = new Repository<BrandRecord>({
  name: 'brand',
  entity: brandEntity,
  unique: [{ field: 'url', value: (b) => b.url }],
  sortName: (b) => b.translations[DEFAULT_LANGUAGE]?.title ?? '',
  searchTexts: (b) => [...Object.values(b.translations).map((t) => t.title), b.url],
  filters: ['enabled'],
  // A product page names its brand (only while enabled): it is read again too.
  changed: () => {
    storefrontBrands.invalidate();
    brandTitles.invalidate();
    productPages.invalidate();
  },
});
