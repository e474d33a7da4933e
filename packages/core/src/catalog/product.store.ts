import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { Repository } from '../shared/repository.js';
import { productEntity, type ProductRecord } from './product.entity.js';

/** The catalogue's stores: only catalog/ imports this file (eslint.config.js). */
export const productStore = new Repository<ProductRecord>({
  name: 'product',
  entity: productEntity,
  unique: [{ field: 'url', value: (p) => p.url }],
  sortName: (p) => p.translations[DEFAULT_LANGUAGE]?.name ?? '',
  // Names in every language; SKUs and barcodes have their own prefix entries (catalog/sku-guard.ts).
  searchTexts: (p) => Object.values(p.translations).map((t) => t.name),
  // A product's transaction also holds up to 80 SKU entries (decision 0010).
  maxSearchTokens: 12,
  filters: ['type', 'visibled', 'brand_id', 'stock_status'],
});
