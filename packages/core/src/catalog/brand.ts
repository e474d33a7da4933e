import { PagePaths, pagesChanged } from '../events/storefront.js';
import { Files, newImages } from '../files/files.js';
import { filePath } from '../shared/files.js';
import { crudFacade } from '../shared/crud.js';
import type { ListQuery, Page } from '../shared/paging.js';
import type { BrandRecord } from './brand.entity.js';
import { brandFields, type BrandInfo, type BrandInput } from './brand.schema.js';
import { brandStore, brandTitles, storefrontBrands } from './brand.store.js';

export async function brandExists(id: number): Promise<boolean> {
  return (await brandStore.find(id)) !== undefined;
}

export async function brandUrlTaken(url: string): Promise<boolean> {
  return (await brandStore.findIdByUnique('url', url)) !== undefined;
}

/** A brand shows on its products' pages, the listings' brand filter and the homepage's widget: every page (decision 0043). */
const BRAND_PAGES = [PagePaths.all];

function toInfo(record: BrandRecord, language: string): BrandInfo {
  return {
    id: record.id,
    ...brandFields.present(record, language),
    image_path: filePath(record.image),
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

export const Brand = {
  ...crudFacade({
    store: brandStore,
    toInfo,
    toRecord: (input: BrandInput, language, current) => ({
      translations: brandFields.translations(input, language, current?.translations),
      ...brandFields.stored(input),
    }),
    // The image must be an upload that arrived (a new one; the one it had is kept as it is).
    check: (input, current) => Files.requireUploaded(newImages('image', input.image, current?.image)),
    changed: () => pagesChanged(BRAND_PAGES),
    batchFields: ['enabled'],
  }),

  /** The storefront's enabled brands by name, a page at a time: kept in the process (decision 0019). */
  async storefront(query: Pick<ListQuery, 'page' | 'per_page'>, language: string): Promise<Page<BrandInfo>> {
    return storefrontBrands.get(`${language}|${query.page}|${query.per_page}`, () =>
      Brand.list({ page: query.page, per_page: query.per_page, order: 'asc', sort: 'name' }, language, { enabled: true }),
    );
  },

  /** Titles of the enabled brands among these ids (one BatchGet of those not kept): a listing's brand filter (decision 0026). */
  async enabledTitles(ids: readonly number[], language: string): Promise<Map<number, string>> {
    const keyOf = (id: number) => `${String(id)}|${language}`;
    const idOf = new Map(ids.map((id) => [keyOf(id), id]));
    const titles = await brandTitles.getMany([...idOf.keys()], async (missing) => {
      const found = new Map((await brandStore.getMany(missing.map((key) => idOf.get(key) ?? 0))).map((b) => [b.id, b]));
      return new Map(
        missing.map((key) => {
          const brand = found.get(idOf.get(key) ?? 0);
          return [key, brand?.enabled ? toInfo(brand, language).title : null];
        }),
      );
    });
    return new Map(
      ids.flatMap((id) => {
        const title = titles.get(keyOf(id));
        return typeof title === 'string' ? [[id, title] as const] : [];
      }),
    );
  },
};
