import { pagesChanged } from '../events/storefront.js';
import { Files, newImages } from '../files/files.js';
import { ValidationError } from '../shared/errors.js';
import { filePath } from '../shared/files.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import { blogCategoryEntity, type BlogCategoryRecord } from './blog-category.entity.js';
import { blogCategoryFields, type BlogCategoryInfo, type BlogCategoryInput, type StoreBlogCategory } from './blog-category.schema.js';
import { blogCategoryPaths } from './blog-pages.js';
import { blogCategoryStore, categoryArticles, categoryMenus, visibleBlogCategories } from './blog.store.js';
import { releaseListing } from './category-listing.js';

function toInfo(record: BlogCategoryRecord, language: string): BlogCategoryInfo {
  return {
    id: record.id,
    ...blogCategoryFields.present(record, language),
    image_path: filePath(record.image),
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** A category as shoppers see it, in one language. */
export function storeCategory(record: BlogCategoryRecord, language: string): StoreBlogCategory {
  const info = blogCategoryFields.present(record, language);
  return {
    id: record.id,
    title: info.title,
    url: record.url,
    short_description: info.short_description,
    meta_title: info.meta_title,
    meta_short_description: info.meta_short_description,
    image_path: filePath(record.image),
  };
}

/**
 * The visible categories, by `order` then id: one paginated Query of their filter partition (slot 1,
 * full items), kept 30 s per process and emptied by every blog write.
 */
export async function visibleCategories(): Promise<BlogCategoryRecord[]> {
  return visibleBlogCategories.get('all', async () => {
    const { data } = await blogCategoryEntity.query.filter1ById({ visibled: true }).go({ pages: 'all' });
    return (data as BlogCategoryRecord[]).sort((a, b) => a.order - b.order || a.id - b.id);
  });
}

/** Why a category cannot go: articles filed under it, or menus linking to it (422 beside `ids`). */
async function assertUnused(records: readonly BlogCategoryRecord[]): Promise<void> {
  for (const record of records) {
    const [articles, menus] = await Promise.all([categoryArticles.ids(record.id), categoryMenus.ids(record.id)]);
    const title = toInfo(record, 'default').title;
    if (articles.length) {
      throw ValidationError.field('ids', `${title} still holds ${articles.length} article(s); remove them from the category first.`);
    }
    if (menus.length) {
      throw ValidationError.field('ids', `${menus.length} menu(s) link to ${title}; change or delete those menus first.`);
    }
  }
}

/** The delete's guards: conditional Deletes of its reference sets and its listing count (decision 0034). */
const releaseItems = (id: number) => [categoryArticles.release(id), categoryMenus.release(id), releaseListing(id)];

export const BlogCategory = {
  async list(query: ListQuery, language: string, filters: { visibled?: boolean } = {}): Promise<Page<BlogCategoryInfo>> {
    const page = await blogCategoryStore.list(query, filters);
    return { ...page, data: page.data.map((c) => toInfo(c, language)) };
  },

  /** A combobox's categories (decision 0021): searched, or labelled by id. */
  async options(query: OptionsQuery, language: string, filters: { visibled?: boolean } = {}): Promise<Options<BlogCategoryInfo>> {
    const found = await blogCategoryStore.options(query, filters);
    return { ...found, data: found.data.map((c) => toInfo(c, language)) };
  },

  async get(id: number, language: string): Promise<BlogCategoryInfo> {
    return toInfo(await blogCategoryStore.get(id), language);
  },

  /** The category with this url, if any (the demo seed reuses it). */
  async findByUrl(url: string, language: string): Promise<BlogCategoryInfo | undefined> {
    const record = await blogCategoryStore.findByUnique('url', url);
    return record && toInfo(record, language);
  },

  async create(input: BlogCategoryInput, language: string): Promise<BlogCategoryInfo> {
    await Files.requireUploaded(newImages('image', input.image));
    const record = await blogCategoryStore.create({
      translations: blogCategoryFields.translations(input, language),
      ...blogCategoryFields.stored(input),
    });
    await pagesChanged(blogCategoryPaths([[undefined, record]]));
    return toInfo(record, language);
  },

  async update(id: number, input: BlogCategoryInput, language: string): Promise<BlogCategoryInfo> {
    const current = await blogCategoryStore.get(id);
    await Files.requireUploaded(newImages('image', input.image, current.image));
    const urlChanges = input.url.trim().toLowerCase() !== current.url.toLowerCase();
    // A menu names the category by its url: changing it would leave the menu pointing nowhere.
    if (urlChanges && (await categoryMenus.ids(id)).length) {
      throw ValidationError.field('url', 'A menu links to this category by its url; change that menu first.');
    }
    const record = await blogCategoryStore.update(
      id,
      (latest) => ({
        translations: blogCategoryFields.translations(input, language, latest.translations),
        ...blogCategoryFields.stored(input),
      }),
      { extra: () => (urlChanges ? [categoryMenus.unused(id)] : []) },
    );
    await pagesChanged(blogCategoryPaths([[current, record]]));
    return toInfo(record, language);
  },

  /** Refused while articles are filed under it or menus link to it (checked again at the write). */
  async remove(id: number): Promise<void> {
    await assertUnused([await blogCategoryStore.get(id)]);
    const removed = await blogCategoryStore.remove(id, {
      extra: (record) => releaseItems(record.id),
      conflict: () => ValidationError.field('ids', 'The category was just given an article or a menu; reload and try again.'),
    });
    await pagesChanged(blogCategoryPaths([[removed, undefined]]));
  },

  async batchUpdate(ids: number[], data: { visibled?: boolean }): Promise<number> {
    const before = await blogCategoryStore.getMany(ids);
    const updated = await blogCategoryStore.updateMany(ids, data.visibled === undefined ? {} : { visibled: data.visibled });
    await pagesChanged(blogCategoryPaths(before.map((c) => [c, { ...c, ...data }])));
    return updated;
  },

  async batchRemove(ids: number[]): Promise<number> {
    const records = await blogCategoryStore.requireAll(ids);
    await assertUnused(records);
    const removed = await blogCategoryStore.removeMany(ids, {
      extra: (found) => found.flatMap((r) => releaseItems(r.id)),
      conflict: () => ValidationError.field('ids', 'The category was just given an article or a menu; reload and try again.'),
    });
    await pagesChanged(blogCategoryPaths(records.map((c) => [c, undefined])));
    return removed;
  },

  /** The categories among these ids that exist (one BatchGet): an article's choice is checked against them. */
  async existing(ids: readonly number[]): Promise<number[]> {
    return (await blogCategoryStore.getMany(ids)).map((c) => c.id);
  },
};
