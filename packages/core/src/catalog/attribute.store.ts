import { PublicCache } from '../shared/public-cache.js';
import { Repository } from '../shared/repository.js';
import { attributeEntity, type AttributeRecord } from './attribute.entity.js';
import type { AttributeInfo } from './attribute.schema.js';
import { productPages } from './product.store.js';

/** The storefront's options per language (`POST /api/attribute`, listing facets), kept 30 s (decision 0026). */
export const storefrontAttributes = new PublicCache<AttributeInfo[]>(30_000);

export const attributeStore = new Repository<AttributeRecord>({
  name: 'attribute',
  entity: attributeEntity,
  unique: [{ field: 'key', value: (a) => a.key }],
  sortName: (a) => a.key,
  searchTexts: (a) => [a.key, ...Object.values(a.translations).map((t) => t.label)],
  // A product page labels its options: it is read again too.
  changed: () => {
    storefrontAttributes.invalidate();
    productPages.invalidate();
  },
});
