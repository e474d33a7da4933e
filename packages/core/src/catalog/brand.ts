import { DEFAULT_LANGUAGE, mergeTranslation, pickTranslation } from '../shared/i18n.js';
import { Files, newImages } from '../files/files.js';
import { filePath } from '../shared/files.js';
import type { ListQuery, Page } from '../shared/paging.js';
import type { BrandRecord } from './brand.entity.js';
import { BRAND_TRANSLATED, type BrandInfo, type BrandInput } from './brand.schema.js';
import { brandStore } from './brand.store.js';

export async function brandExists(id: number): Promise<boolean> {
  return (await brandStore.find(id)) !== undefined;
}

export async function brandUrlTaken(url: string): Promise<boolean> {
  return (await brandStore.findIdByUnique('url', url)) !== undefined;
}

function toInfo(record: BrandRecord, language: string): BrandInfo {
  return {
    id: record.id,
    ...(pickTranslation(record.translations, BRAND_TRANSLATED, language) as Pick<
      BrandInfo,
      'title' | 'short_description' | 'description'
    >),
    url: record.url,
    enabled: record.enabled,
    image: record.image ?? null,
    image_path: filePath(record.image),
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/**
 * The translated values sent; fields left out keep what the language already had. The rich-text
 * fields arrive sanitised by their schema (`richText()`).
 */
function translated(input: BrandInput) {
  return {
    title: input.title,
    short_description: input.short_description,
    description: input.description,
  };
}

export const Brand = {
  async list(
    query: ListQuery,
    language: string,
    filters: { enabled?: boolean } = {},
  ): Promise<Page<BrandInfo>> {
    const page = await brandStore.list(query, filters);
    return { ...page, data: page.data.map((b) => toInfo(b, language)) };
  },

  async get(id: number, language: string): Promise<BrandInfo> {
    return toInfo(await brandStore.get(id), language);
  },

  async create(input: BrandInput, language: string): Promise<BrandInfo> {
    await Files.requireUploaded(newImages('image', input.image));
    // A new brand always gets its main-language text, so every language has a fallback.
    let translations = mergeTranslation({}, DEFAULT_LANGUAGE, translated(input));
    if (language !== DEFAULT_LANGUAGE) translations = mergeTranslation(translations, language, translated(input));
    const record = await brandStore.create({
      translations,
      url: input.url,
      enabled: input.enabled,
      image: input.image ?? null,
    });
    return toInfo(record, language);
  },

  async update(id: number, input: BrandInput, language: string): Promise<BrandInfo> {
    await Files.requireUploaded(newImages('image', input.image, (await brandStore.get(id)).image));
    const record = await brandStore.update(id, (current) => ({
      translations: mergeTranslation(current.translations, language, translated(input)),
      url: input.url,
      enabled: input.enabled,
      image: input.image ?? null,
    }));
    return toInfo(record, language);
  },

  async remove(id: number): Promise<void> {
    await brandStore.remove(id);
  },

  async batchUpdate(ids: number[], data: { enabled?: boolean }): Promise<number> {
    return brandStore.updateMany(ids, data);
  },

  async batchRemove(ids: number[]): Promise<number> {
    return brandStore.removeMany(ids);
  },
};
