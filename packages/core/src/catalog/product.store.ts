import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { Repository } from '../shared/repository.js';
import { productEntity, type ProductRecord } from './product.entity.js';

/** The catalogue's stores: only catalog/ imports this file (eslint.config.js). */
export const productStore = new Repository<ProductRecord>({
  name: 'product',
  entity: productEntity,
  unique: [{ field: 'url', value: (p) => p.url }],
  sortName: (p) => p.translations[DEFAULT_LANGUAGE]?.name ?? '',
  searchText: (p) =>
    [p.url, p.sku, ...Object.values(p.translations).map((t) => t.name ?? ''), ...p.stocks.flatMap((s) => [s.sku, s.barcode ?? ''])].join(
      ' ',
    ),
  filters: ['type', 'visibled', 'brand_id', 'categories'],
});
