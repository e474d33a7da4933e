import { PagePaths, pagesChanged } from '../events/storefront.js';
import { crudFacade } from '../shared/crud.js';
import type { AttributeRecord } from './attribute.entity.js';
import { attributeFields, type AttributeInfo, type AttributeInput } from './attribute.schema.js';
import { attributeStore, storefrontAttributes } from './attribute.store.js';

/** An option's label shows on product pages and the listings' facets: every page (decision 0043). */
const ATTRIBUTE_PAGES = [PagePaths.all];

function toInfo(a: AttributeRecord, language: string): AttributeInfo {
  return { id: a.id, ...attributeFields.present(a, language), language, updated_at: a.updated_at };
}

export const Attribute = {
  ...crudFacade({
    store: attributeStore,
    toInfo,
    toRecord: (input: AttributeInput, language, current) => ({
      translations: attributeFields.translations(input, language, current?.translations),
      ...attributeFields.stored(input),
    }),
    changed: () => pagesChanged(ATTRIBUTE_PAGES),
  }),
  /** Every option for the product form and the storefront's `POST /api/attribute`, by position. */
  async all(language: string): Promise<AttributeInfo[]> {
    const page = await attributeStore.list({ page: 1, per_page: 100, order: 'asc', sort: 'id' });
    return page.data.map((a) => toInfo(a, language)).sort((a, b) => a.position - b.position || a.id - b.id);
  },
  /** Every option for the storefront by position, kept in the process (decision 0026). */
  async storefront(language: string): Promise<AttributeInfo[]> {
    return storefrontAttributes.get(language, () => Attribute.all(language));
  },
  /** Labels of attribute keys in a language (one unique lookup per key, in parallel); unknown keys are left out. */
  async labels(keys: readonly string[], language: string): Promise<Map<string, string>> {
    const unique = [...new Set(keys)];
    const records = await Promise.all(unique.map((key) => attributeStore.findByUnique('key', key)));
    return new Map(records.flatMap((r, i) => (r ? [[unique[i]!, toInfo(r, language).label] as const] : [])));
  },

  async byKeys(keys: string[]): Promise<Map<string, AttributeRecord>> {
    const found = new Map<string, AttributeRecord>();
    for (const key of new Set(keys)) {
      const record = await attributeStore.findByUnique('key', key);
      if (record) found.set(key, record);
    }
    return found;
  },
};
