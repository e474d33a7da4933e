import { Listing, type ListingView } from '../catalog/listing.js';
import { Product } from '../catalog/product.js';
import { pagesChanged } from '../events/storefront.js';
import { Files, newImages } from '../files/files.js';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { filePath } from '../shared/files.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import { sortRecords, type TransactItem } from '../shared/repository.js';
import { UrlHistory, type MovedUrl } from '../shared/url-history.js';
import { articleEntity, type ArticleRecord } from './article.entity.js';
import {
  articleFields,
  type ArticleFilters,
  type ArticleInfo,
  type ArticleInput,
  type ArticleRow,
  type StoreArticle,
  type StoreArticleCard,
  type StoreBlogCategoryPage,
} from './article.schema.js';
import { BlogCategory, storeCategory, visibleCategories } from './blog-category.js';
import { articlePaths } from './blog-pages.js';
import {
  articleMenus,
  articlePages,
  articleStore,
  blogCategoryPages,
  blogCategoryStore,
  categoryArticles,
  latestArticles,
  sitemapArticles,
} from './blog.store.js';
import { listedIds, listingItems } from './category-listing.js';

// A product write may change a related product's card (name, price, visibility): article pages follow it.
Listing.whenProductsChange(() => articlePages.invalidate());

function toInfo(record: ArticleRecord, language: string): ArticleInfo {
  return {
    id: record.id,
    ...articleFields.present(record, language),
    categories: record.categories,
    products: record.products,
    image_path: filePath(record.image),
    banner_path: filePath(record.banner),
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

function toRow(record: ArticleRecord, language: string): ArticleRow {
  const { content: _content, ...row } = toInfo(record, language);
  return row;
}

/** The day an article was published (its creation), shown only when staff ask for it (`show_date`). */
const publishedOn = (record: Pick<ArticleRecord, 'show_date' | 'created_at'>) => (record.show_date ? record.created_at.slice(0, 10) : null);

function card(record: ArticleRecord, language: string): StoreArticleCard {
  const text = articleFields.present(record, language);
  return {
    id: record.id,
    url: record.url,
    title: text.title,
    short_description: text.short_description,
    image_path: filePath(record.image),
    date: publishedOn(record),
  };
}

/** The chosen categories and products must exist (422 beside the field); the transaction checks the categories again. */
async function checkChoices(input: ArticleInput): Promise<void> {
  const [categories, products] = await Promise.all([BlogCategory.existing(input.categories), Product.existing(input.products)]);
  const messages: Record<string, string[]> = {};
  if (categories.length !== input.categories.length) messages.categories = ['The selected category does not exist.'];
  if (products.length !== input.products.length) messages.products = ['The selected product does not exist.'];
  if (Object.keys(messages).length) throw new ValidationError(messages);
}

/**
 * Items that keep the blog's other items in step with an article going from `before` to `after`:
 * the categories' sets of article ids (each new category must still exist: the first items, for the
 * conflict mapping), then the categories' listing items and totals.
 */
function relationItems(before: ArticleRecord | undefined, after: ArticleRecord | undefined): TransactItem[] {
  const id = (after ?? before)!.id;
  const was = new Set(before?.categories ?? []);
  const is = new Set(after?.categories ?? []);
  const joined = [...is].filter((c) => !was.has(c));
  const left = [...was].filter((c) => !is.has(c));
  return [
    ...joined.map((c) => categoryArticles.exists(c)),
    ...joined.map((c) => categoryArticles.add(c, [id])),
    ...left.map((c) => categoryArticles.drop(c, [id])),
    ...listingItems(before, after),
  ];
}

/** A category chosen in the form was deleted between the check and the write. */
const categoryGone = () => ValidationError.field('categories', 'The selected category does not exist.');

/**
 * How an article's category listing is read for one page (cached per url, language and page). A url a
 * visible category was renamed away from answers that category's url now (decision 0040): one GetItem
 * of the url's guard on a miss, the category then found among the visible ones already read.
 */
async function categoryPage(
  url: string,
  language: string,
  page: number,
  perPage: number,
): Promise<StoreBlogCategoryPage | MovedUrl | null> {
  const folded = url.trim().toLowerCase();
  const categories = await visibleCategories();
  const category = categories.find((c) => c.url.toLowerCase() === folded);
  if (!category) {
    const movedFrom = await UrlHistory.movedFrom(blogCategoryStore.name, url);
    const moved = categories.find((c) => c.id === movedFrom);
    return UrlHistory.moved(moved, true);
  }
  const { total, ids } = await listedIds(category.id, page, perPage);
  const records = await articleStore.getMany(ids);
  return {
    category: storeCategory(category, language),
    // The listing items exist only for visible articles; a read racing a hide is checked once more.
    data: records.filter((r) => r.visibled).map((r) => card(r, language)),
    total,
    page,
    per_page: perPage,
  };
}

/** A url an article was renamed away from: the visible article's url now (decision 0040), else a plain miss. */
async function renamedArticle(url: string): Promise<MovedUrl | null> {
  const movedFrom = await UrlHistory.movedFrom(articleStore.name, url);
  const moved = movedFrom === undefined ? undefined : await articleStore.find(movedFrom);
  return UrlHistory.moved(moved, moved?.visibled === true);
}

async function articlePage(url: string, language: string, view: ListingView): Promise<StoreArticle | MovedUrl | null> {
  const { data } = await articleEntity.query.byUrl({ url: url.trim() }).go({ limit: 1 });
  const record = (data as ArticleRecord[])[0];
  if (!record) return renamedArticle(url);
  if (!record.visibled) return null;
  const [categories, cards] = await Promise.all([visibleCategories(), Listing.cards(record.products, view)]);
  const text = articleFields.present(record, language);
  const shown = new Set(record.categories);
  return {
    ...card(record, language),
    content: text.content,
    meta_title: text.meta_title,
    meta_short_description: text.meta_short_description,
    banner_path: filePath(record.banner),
    categories: categories.filter((c) => shown.has(c.id)).map((c) => ({ id: c.id, url: c.url, title: storeCategory(c, language).title })),
    products: record.products.flatMap((id) => {
      const found = cards.get(id);
      return found ? [found] : [];
    }),
    prices_hidden: !view.showPrices,
    language,
  };
}

export const Article = {
  /**
   * The admin list. `category_id` reads that category's own set of article ids (one GetItem), then only
   * the page's records when sorted by id; any other order, or a search, reads the matches' records.
   */
  async list(query: ListQuery, language: string, filters: ArticleFilters = {}): Promise<Page<ArticleRow>> {
    const { category_id, visibled } = filters;
    let page: Page<ArticleRecord>;
    if (category_id === undefined) {
      page = await articleStore.list(query, { visibled });
    } else {
      const term = query.search?.trim();
      const ids = term ? await articleStore.searchIds(term) : await categoryArticles.ids(category_id);
      if (!term && visibled === undefined && (query.sort ?? 'id') === 'id') {
        page = await articleStore.pageOf(query.order === 'asc' ? ids : [...ids].reverse(), query);
      } else {
        const matched = (await articleStore.getMany(ids)).filter(
          (a) => a.categories.includes(category_id) && (visibled === undefined || a.visibled === visibled),
        );
        page = articleStore.pageOfRecords(sortRecords(matched, query), query);
      }
    }
    return { ...page, data: page.data.map((a) => toRow(a, language)) };
  },

  async options(query: OptionsQuery, language: string, filters: { visibled?: boolean } = {}): Promise<Options<ArticleRow>> {
    const found = await articleStore.options(query, filters);
    return { ...found, data: found.data.map((a) => toRow(a, language)) };
  },

  async get(id: number, language: string): Promise<ArticleInfo> {
    return toInfo(await articleStore.get(id), language);
  },

  /** Whether an article holds this url (the demo seed writes its article once). */
  async urlTaken(url: string): Promise<boolean> {
    return (await articleStore.findIdByUnique('url', url)) !== undefined;
  },

  /**
   * One transaction: the article, its url guard (two creates with one url: exactly one wins), the
   * categories' sets and listing items, the counters and search entries.
   */
  async create(input: ArticleInput, language: string): Promise<ArticleInfo> {
    await Promise.all([
      Files.requireUploaded([...newImages('image', input.image), ...newImages('banner', input.banner)]),
      checkChoices(input),
    ]);
    const { categories, products } = input;
    const record = await articleStore.create(
      { translations: articleFields.translations(input, language), ...articleFields.stored(input), categories, products },
      { extra: (article) => relationItems(undefined, article), conflict: categoryGone },
    );
    await pagesChanged(() => articlePaths([[undefined, record]]));
    return toInfo(record, language);
  },

  async update(id: number, input: ArticleInput, language: string): Promise<ArticleInfo> {
    const current = await articleStore.get(id);
    await Promise.all([
      Files.requireUploaded([...newImages('image', input.image, current.image), ...newImages('banner', input.banner, current.banner)]),
      checkChoices(input),
    ]);
    const urlChanges = input.url.trim().toLowerCase() !== current.url.toLowerCase();
    // A menu names the article by its url: changing it would leave the menu pointing nowhere.
    if (urlChanges && (await articleMenus.ids(id)).length) {
      throw ValidationError.field('url', 'A menu links to this article by its url; change that menu first.');
    }
    const { categories, products } = input;
    const joined = categories.filter((c) => !current.categories.includes(c)).length;
    const record = await articleStore.update(
      id,
      (latest) => {
        // The listing and set items below are planned from `current`.
        if (latest.updated_at !== current.updated_at) throw new ConflictError('The record was changed by someone else, please reload it.');
        return {
          translations: articleFields.translations(input, language, latest.translations),
          ...articleFields.stored(input),
          categories,
          products,
        };
      },
      {
        extra: (next, previous) => [...relationItems(previous, next), ...(urlChanges ? [articleMenus.unused(id)] : [])],
        // The conditions among those items: the new categories' checks first, the url's last.
        conflict: (index) =>
          index < joined
            ? categoryGone()
            : ValidationError.field('url', 'A menu links to this article by its url; change that menu first.'),
      },
    );
    await pagesChanged(() => articlePaths([[current, record]]));
    return toInfo(record, language);
  },

  /** Refused while a menu links to it (checked again in the delete's transaction). */
  async remove(id: number): Promise<void> {
    const record = await articleStore.get(id);
    await assertNoMenus([record]);
    await articleStore.remove(id, {
      extra: (article) => [articleMenus.release(article.id), ...relationItems(article, undefined)],
      conflict: () => ValidationError.field('ids', 'A menu was just linked to this article; reload and try again.'),
    });
    await pagesChanged(() => articlePaths([[record, undefined]]));
  },

  async batchUpdate(ids: number[], data: { visibled?: boolean }): Promise<number> {
    if (data.visibled === undefined) return (await articleStore.requireAll(ids)).length;
    const visibled = data.visibled;
    const before = await articleStore.getMany(ids);
    // Showing or hiding moves the articles' listing items in the same transaction.
    const updated = await articleStore.updateMany(
      ids,
      { visibled },
      { extra: (records) => records.flatMap((r) => listingItems(r, { ...r, visibled })) },
    );
    await pagesChanged(() => articlePaths(before.map((r) => [r, { ...r, visibled }])));
    return updated;
  },

  async batchRemove(ids: number[]): Promise<number> {
    const records = await articleStore.requireAll(ids);
    await assertNoMenus(records);
    const removed = await articleStore.removeMany(ids, {
      // One item per category set however many of the articles it holds (a transaction touches an item once).
      extra: (found) => [
        ...found.map((r) => articleMenus.release(r.id)),
        ...categoryArticles.dropAll(found.flatMap((r) => r.categories.map((target) => ({ id: r.id, target })))),
        ...found.flatMap((r) => listingItems(r, undefined)),
      ],
      conflict: () => ValidationError.field('ids', 'A menu was just linked to this article; reload and try again.'),
    });
    await pagesChanged(() => articlePaths(records.map((r) => [r, undefined])));
    return removed;
  },

  // ---------------------------------------------------------------------------------------------
  // Storefront (decision 0034)

  /**
   * A visible article with its visible categories and related products' cards; undefined when hidden
   * or unknown; `MovedError` with its url now when a visible article was renamed away from this one.
   */
  async storefront(url: string, language: string, view: ListingView): Promise<StoreArticle | undefined> {
    const key = `${url.trim().toLowerCase()}|${language}|${String(view.showPrices)}`;
    return UrlHistory.answer(await articlePages.get(key, () => articlePage(url, language, view)));
  },

  /**
   * A visible category and one page of its visible articles, newest first; undefined when hidden or
   * unknown; `MovedError` with its url now when a visible category was renamed away from this one.
   */
  async storefrontCategory(url: string, language: string, page: number, perPage: number): Promise<StoreBlogCategoryPage | undefined> {
    const key = `${url.trim().toLowerCase()}|${language}|${page}|${perPage}`;
    return UrlHistory.answer(await blogCategoryPages.get(key, () => categoryPage(url, language, page, perPage)));
  },

  /**
   * The `limit` newest visible articles' cards (a widget, decision 0035): the first page of the
   * visibility partition by id, newest first (one Query and one BatchGet), kept 30 s per process.
   */
  async latest(limit: number, language: string): Promise<StoreArticleCard[]> {
    const records = await latestArticles.get(
      String(limit),
      async () => (await articleStore.list({ page: 1, per_page: limit, sort: 'id', order: 'desc' }, { visibled: true })).data,
    );
    return records.filter((r) => r.visibled).map((r) => card(r, language));
  },

  /**
   * Every visible article's url and last change (the sitemap), read whole or by id range from the
   * visibility partition (decision 0041).
   */
  visibleUrls: articleStore.idWindows('visibled', true, ['url', 'updated_at'], sitemapArticles),

  /** The visible categories' urls and last changes (the sitemap), in their order, from the kept set. */
  async visibleCategoryUrls(): Promise<{ url: string; updated_at: string }[]> {
    return (await visibleCategories()).map((c) => ({ url: c.url, updated_at: c.updated_at }));
  },
};

async function assertNoMenus(records: readonly ArticleRecord[]): Promise<void> {
  for (const record of records) {
    const menus = await articleMenus.ids(record.id);
    if (menus.length) {
      const title = toInfo(record, 'default').title;
      throw ValidationError.field('ids', `${menus.length} menu(s) link to ${title}; change or delete those menus first.`);
    }
  }
}
