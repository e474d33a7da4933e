import { Inventory } from '../inventory/inventory.js';
import { HISTORY_PAGE_SIZE, type InventoryHistoryInfo, type InventoryInfo } from '../inventory/inventory.schema.js';
import type { StockFlips } from '../inventory/inventory.js';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { pagesChanged } from '../events/storefront.js';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { Files, newImages } from '../files/files.js';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { filePath } from '../shared/files.js';
import { keys } from '../shared/keys.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import { sortRecords, type TransactItem } from '../shared/repository.js';
import { SearchIndex } from '../shared/search-index.js';
import { UrlHistory, type MovedUrl } from '../shared/url-history.js';
import { Attribute } from './attribute.js';
import { entryPuts, filedIds } from './category-listing.js';
import { Brand, brandExists } from './brand.js';
import { Categories } from './categories.js';
import { ProductFlags } from './product-flags.js';
import { productPagesChanged, productPaths } from './product-pages.js';
import type { ProductRecord, Variant } from './product.entity.js';
import {
  productFields,
  type ProductFilters,
  type ProductInput,
  type ProductRow,
  type StockInfo,
  type StoreProduct,
} from './product.schema.js';
import { productPages, productStore } from './product.store.js';
import { mergeVariants, validateVariants } from './product-variants.js';
import { codeTerm, searchableText, searchWords } from './search.rules.js';
import { SkuGuard, type SkuEntry } from './sku-guard.js';

/** Items a batch delete puts in one transaction, leaving room for the counters and flag sets. */
const REMOVE_ROOM = 90;

/** The version of the products' search rule: raised when the tokens a name gives change (`Product.syncSearch`). */
const PRODUCT_SEARCH_RULE = 2;

function skuEntries(product: Pick<ProductRecord, 'id' | 'sku' | 'stocks'>): SkuEntry[] {
  return [
    { sku: product.sku, product_id: product.id, stock_id: 0 },
    ...product.stocks.map((s) => ({ sku: s.sku, product_id: product.id, stock_id: s.id, barcode: s.barcode ?? null })),
  ];
}

const sameEntry = (a: SkuEntry, b: SkuEntry) => a.sku === b.sku && a.stock_id === b.stock_id && (a.barcode ?? null) === (b.barcode ?? null);

/** SKU entries to claim (new or changed) and to release (no longer used), for one transaction. */
function skuChanges(previous: SkuEntry[], next: SkuEntry[]) {
  const before = new Map(previous.map((e) => [e.sku.toLowerCase(), e]));
  const after = new Map(next.map((e) => [e.sku.toLowerCase(), e]));
  const claims = next.filter((e) => {
    const old = before.get(e.sku.toLowerCase());
    return !old || !sameEntry(old, e);
  });
  const releases = previous.filter((e) => !after.has(e.sku.toLowerCase()));
  return { claims, releases };
}

/**
 * Items that free a deleted product's SKUs and take it out of the flags' sets (its search and
 * listing entries go with the product: shared/repository.ts).
 */
const releaseItems = (p: ProductRecord): TransactItem[] => [
  ...skuEntries(p).map((e) => SkuGuard.release(e.sku, p.id)),
  ...ProductFlags.removedAll([p]),
];

/** A category the product was being filed under stopped being one before the write committed. */
const categoryGone = () => ValidationError.field('categories', 'A selected category does not exist.');

/** Which field a failed SKU claim belongs to. */
function skuConflict(claims: SkuEntry[], product: Pick<ProductRecord, 'stocks'>) {
  return (extraIndex: number) => {
    const entry = claims[extraIndex];
    if (!entry) return new ConflictError('The product was changed by someone else, please reload it.');
    if (entry.stock_id === 0) return ConflictError.unique('sku');
    const index = product.stocks.findIndex((s) => s.id === entry.stock_id);
    return ConflictError.unique(`stocks.${index}.sku`, 'sku');
  };
}

async function checkReferences(input: ProductInput): Promise<void> {
  if (input.brand_id && !(await brandExists(input.brand_id))) {
    throw ValidationError.field('brand_id', 'The selected brand does not exist.');
  }
  if (!(await Categories.exist(input.categories))) {
    throw ValidationError.field('categories', 'A selected category does not exist.');
  }
}

function fields(input: ProductInput) {
  const service = input.type === 'service';
  return {
    ...productFields.stored(input),
    // Service-only fields; a general product never keeps them.
    is_approval_required: service ? (input.is_approval_required ?? false) : null,
    form_id: service ? (input.form_id ?? null) : null,
    categories: [...new Set(input.categories)],
    image_list: input.image_list,
    options: input.options,
    commissions: input.commissions
      .filter((c): c is { level: number; percentage: string } => c.percentage !== undefined)
      .map((c) => ({ level: c.level, percentage: c.percentage })),
  };
}

function stockInfo(stock: Variant, inventories: InventoryInfo[]): StockInfo & { inventories: InventoryInfo[] } {
  return {
    id: stock.id,
    sku: stock.sku,
    barcode: stock.barcode ?? null,
    price: stock.price,
    special_price: stock.special_price ?? null,
    visibled: stock.visibled,
    attributes: stock.attributes,
    inventories: inventories.filter((i) => i.stock_id === stock.id),
  };
}

function baseInfo(p: ProductRecord, language: string) {
  return {
    id: p.id,
    ...productFields.present(p, language),
    categories: p.categories,
    image_list: p.image_list,
    image_path_list: p.image_list.map((path) => filePath(path)),
    image_path: filePath(p.image_list[0]),
    options: p.options,
    commissions: p.commissions,
    language,
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}

export type ProductInfo = ReturnType<typeof baseInfo> & {
  stocks: ReturnType<typeof stockInfo>[];
  inventories_histories: InventoryHistoryInfo[];
  /** Cursor of the history's next page, null when `inventories_histories` is all of it. */
  inventories_histories_cursor: string | null;
};

function matchesFilters(p: ProductRecord, f: ProductFilters): boolean {
  return (
    (f.type === undefined || p.type === f.type) &&
    (f.visibled === undefined || p.visibled === f.visibled) &&
    (f.brand_id === undefined || p.brand_id === f.brand_id) &&
    (f.category_id === undefined || p.categories.includes(f.category_id)) &&
    (f.stock_status === undefined || p.stock_status === f.stock_status)
  );
}

/** Whether a product holds this url (the demo seed writes its products once). */
export async function productUrlTaken(url: string): Promise<boolean> {
  return (await productStore.findIdByUnique('url', url)) !== undefined;
}

/** The id of the product with this url, if any (the demo blog relates a demo product). */
export async function productIdByUrl(url: string): Promise<number | undefined> {
  return productStore.findIdByUnique('url', url);
}

/**
 * Products a name search finds (decision 0042), reading name entries only: `all`, those with a name
 * that holds the keyword's whole searchable text from some word on, or (`words`) every word of it;
 * `any`, those with any of its words — what "tee shirt" finds when no name has both. One key-range
 * Query for the text and one per word (at most SEARCH_WORDS_MAX), each reading at most
 * MAX_SEARCH_MATCHES ids.
 */
async function nameMatches(keyword: string, words: boolean): Promise<{ all: number[]; any: number[] }> {
  const searchable = searchableText(keyword);
  if (!searchable) return { all: [], any: [] };
  const parts = words ? searchWords(keyword).filter((w) => w !== searchable) : [];
  const [whole, ...each] = await Promise.all([searchable, ...parts].map((text) => productStore.searchIds(text)));
  if (!each.length) return { all: whole!, any: [] };
  const sets = each.map((ids) => new Set(ids));
  const every = each[0]!.filter((id) => sets.every((set) => set.has(id)));
  return { all: [...new Set([...whole!, ...every])], any: [...new Set(each.flat())] };
}

/**
 * Products whose name (from any word on, in any language), SKU or barcode starts with what was
 * typed: key-range Queries on the name and SKU entries, never the product list. The name is searched
 * in its searchable form (search.rules.ts: punctuation and symbols ignored), SKUs and barcodes only
 * when the text reads as one. The back office's lists search the text as written ("striped sc");
 * the storefront (`match: 'words'`) also finds names with all its words in any order, and when
 * nothing at all is found, names with some of them.
 */
export async function searchIds(term: string, match: 'text' | 'words' = 'text'): Promise<number[]> {
  const code = codeTerm(term);
  const [byName, bySku] = await Promise.all([nameMatches(term, match === 'words'), code ? SkuGuard.productIdsByPrefix(code) : []]);
  const found = [...new Set([...byName.all, ...bySku])];
  return found.length ? found : byName.any;
}

const minPrice = (stocks: Variant[]) =>
  stocks
    .filter((s) => s.visibled)
    .map((s) => s.price)
    .sort((a, b) => Number(a) - Number(b))[0] ?? null;

type StorefrontPage = StoreProduct & { category_ids: number[] };

/** A service product as its applications see it. */
export interface ServiceProduct {
  id: number;
  url: string;
  name: string;
  description: string;
  image: string | null;
  is_approval_required: boolean;
  form_id: number | null;
  /** The variant a cart line names (a service has one). */
  stock_id: number | null;
}

/**
 * The product page as `Product.storefront` caches it (decision 0025); for a url a visible product was
 * renamed away from, that product's url now (decision 0040: the guard read says so, one GetItem more).
 */
async function storefrontPage(
  url: string,
  language: string,
  view: { showPrices: boolean; warehouseId: number | null },
): Promise<StorefrontPage | MovedUrl | null> {
  const found = await productStore.findByUniqueOrMoved('url', url);
  if (found && 'moved' in found) {
    const moved = await productStore.find(found.moved);
    return UrlHistory.moved(moved, moved?.visibled === true);
  }
  const product = found?.record;
  if (!product?.visibled) return null;
  const stocks = product.stocks.filter((s) => s.visibled);
  const [inventories, labels, brand] = await Promise.all([
    product.track_inventories ? Inventory.ofProduct(product.id) : Promise.resolve([]),
    Attribute.labels(
      product.options.map((o) => o.key),
      language,
    ),
    product.brand_id ? Brand.get(product.brand_id, language).catch(() => undefined) : Promise.resolve(undefined),
  ]);
  const available = (stockId: number) =>
    inventories
      .filter((i) => i.stock_id === stockId && (view.warehouseId === null || i.warehouse_id === view.warehouseId))
      .reduce((sum, i) => sum + Math.max(0, i.available_inventories), 0);
  const info = productFields.present(product, language);
  return {
    id: product.id,
    type: product.type,
    url: product.url,
    sku: product.sku,
    name: info.name,
    description: info.description,
    meta_title: info.meta_title,
    meta_description: info.meta_description,
    is_new: product.is_new,
    is_featured: product.is_featured,
    is_hot: product.is_hot,
    track_inventories: product.track_inventories,
    image_list: product.image_list,
    image_path_list: product.image_list.map((key) => filePath(key) ?? key),
    brand: brand?.enabled ? { id: brand.id, title: brand.title, url: brand.url } : null,
    categories: [],
    category_ids: product.categories,
    options: product.options.map((o) => ({ key: o.key, label: labels.get(o.key) ?? o.key, values: o.values })),
    stocks: stocks.map((s) => {
      const left = product.track_inventories ? available(s.id) : null;
      return {
        id: s.id,
        sku: s.sku,
        price: view.showPrices ? s.price : null,
        special_price: view.showPrices ? (s.special_price ?? null) : null,
        attributes: s.attributes,
        available_inventories: left,
        in_stock: left === null || left > 0,
      };
    }),
    prices_hidden: !view.showPrices,
    language,
  };
}

/** One row of the admin list (and of a combobox): the product, its variant count, lowest visible price and stock state. */
function toRow(p: ProductRecord, language: string): ProductRow {
  return {
    ...baseInfo(p, language),
    variant_count: p.stocks.filter((s) => s.visibled).length,
    price: minPrice(p.stocks),
    stock_status: p.stock_status,
  };
}

/**
 * Puts these products' listing entries as their records say, each product's in a transaction with a
 * check that the product is still as read; one changed meanwhile is read again (its own write put
 * its entries then, but this rewrite is asked for a reason: a stock state written without them, or
 * entries that predate the records). Answers the entries written.
 */
async function rewriteEntries(records: readonly ProductRecord[]): Promise<number> {
  let pending = records;
  let written = 0;
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt === 5) throw new Error(`Listing entries: ${String(pending.length)} products kept changing`);
    const changed: number[] = [];
    await Promise.all(
      pending.map(async (product) => {
        const puts = entryPuts(product);
        if (!puts.length) return;
        try {
          await documentClient.send(new TransactWriteCommand({ TransactItems: [productStore.unchangedItem(product), ...puts] }));
          written += puts.length;
        } catch (error) {
          if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
          changed.push(product.id);
        }
      }),
    );
    pending = changed.length ? await productStore.getMany(changed) : [];
  }
  return written;
}

export const Product = {
  async list(query: ListQuery, language: string, filters: ProductFilters = {}): Promise<Page<ProductRow>> {
    const storeFilters = { type: filters.type, visibled: filters.visibled, brand_id: filters.brand_id, stock_status: filters.stock_status };
    const term = query.search?.trim();
    let page: Page<ProductRecord>;
    if (term || filters.category_id !== undefined) {
      // Only the matches are read — the search entries', or the category's own set — never the whole list.
      const candidates = term ? await searchIds(term) : await filedIds(filters.category_id!);
      const narrowed = Object.values(storeFilters).some((v) => v !== undefined) || !!term;
      if (!narrowed && (query.sort ?? 'id') === 'id') {
        // A category page by id: its ids are already in order, so only the page's records are read.
        page = await productStore.pageOf(query.order === 'asc' ? [...candidates].reverse() : candidates, query);
      } else {
        const matched = (await productStore.getMany(candidates)).filter((p) => matchesFilters(p, filters));
        page = productStore.pageOfRecords(sortRecords(matched, query), query);
      }
    } else {
      // Type, visibility, brand and stock state are filter slots: their own partitions, in the list's order.
      page = await productStore.list(query, storeFilters);
    }
    return { ...page, data: page.data.map((p) => toRow(p, language)) };
  },

  /**
   * A product page for shoppers (decision 0025): the visible product with this url, its visible
   * variants and what each can still be ordered from `warehouseId` (every warehouse when null), the
   * brand only while it is enabled. Undefined for a missing or hidden product, so the answer does not
   * say which; `MovedError` with the current url for a url a visible product was renamed away from
   * (decision 0040). `categories` is left to the caller (the storefront's menu tree, which holds only
   * enabled categories); `category_ids` are the product's own.
   */
  async storefront(
    url: string,
    language: string,
    view: { showPrices: boolean; warehouseId: number | null },
  ): Promise<StorefrontPage | undefined> {
    const key = `${url}|${language}|${String(view.showPrices)}|${String(view.warehouseId)}`;
    const found = await productPages.get(key, () => storefrontPage(url, language, view));
    return UrlHistory.answer(found as StorefrontPage | MovedUrl | null);
  },

  /** A visible service product (spec §3: `is_approval_required`, `form_id`) by url or id, as applications read it; undefined when not one. */
  async service(ref: { url: string } | { id: number }, language: string): Promise<ServiceProduct | undefined> {
    const p = 'url' in ref ? await productStore.findByUnique('url', ref.url) : await productStore.find(ref.id);
    if (!p || p.type !== 'service' || !p.visibled) return undefined;
    const texts = productFields.present(p, language);
    return {
      id: p.id,
      url: p.url,
      name: texts.name,
      description: texts.description ?? '',
      image: p.image_list[0] ?? null,
      is_approval_required: p.is_approval_required ?? false,
      form_id: p.form_id ?? null,
      stock_id: p.stocks.find((stock) => stock.visibled)?.id ?? null,
    };
  },

  /** Products' names in a language and their urls, by id (one BatchGet): lists that name their product and link to its page. */
  async labels(ids: readonly number[], language: string): Promise<Map<number, { name: string; url: string }>> {
    const records = ids.length ? await productStore.getMany([...new Set(ids)]) : [];
    return new Map(records.map((p) => [p.id, { name: productFields.present(p, language).name, url: p.url }]));
  },

  /** Each product's commission percentages by level (one BatchGet; deleted products are left out): what a paid order credits (decision 0071). */
  async commissionsOf(ids: readonly number[]): Promise<Map<number, { level: number; percentage: string }[]>> {
    const records = ids.length ? await productStore.getMany([...new Set(ids)]) : [];
    return new Map(records.map((p) => [p.id, p.commissions]));
  },

  /** Products' brand and categories, by id (one BatchGet): what a promotion's conditions ask of a line (decision 0068). */
  async classes(ids: readonly number[]): Promise<Map<number, { brand_id: number | null; categories: number[] }>> {
    const records = ids.length ? await productStore.getMany([...new Set(ids)]) : [];
    return new Map(records.map((p) => [p.id, { brand_id: p.brand_id ?? null, categories: p.categories }]));
  },

  async get(id: number, language: string): Promise<ProductInfo> {
    const product = await productStore.get(id);
    const [inventories, histories] = await Promise.all([
      Inventory.ofProduct(id),
      Inventory.history({ product_id: id, per_page: HISTORY_PAGE_SIZE }),
    ]);
    return {
      ...baseInfo(product, language),
      stocks: product.stocks.map((s) => stockInfo(s, inventories)),
      // The newest page; the rest through GET /api/admin/inventory/history?product_id=…&cursor=…
      inventories_histories: histories.data,
      inventories_histories_cursor: histories.cursor,
    };
  },

  async create(input: ProductInput, language: string): Promise<ProductInfo> {
    await validateVariants(input);
    await checkReferences(input);
    await Files.requireUploaded(newImages('image_list', input.image_list));
    const stocks = await mergeVariants(input.stocks, [], input.sku);
    const translations = productFields.translations(input, language);
    let claims: SkuEntry[] = [];
    const record = await productStore.create(
      // A new product has no stock row yet; the first movement that stocks it says so.
      { ...fields(input), translations, stocks, stock_status: 'out_of_stock' },
      {
        // SKU claims first: a failed claim is found by its index (skuConflict).
        extra: (product) => {
          claims = skuEntries(product);
          return [
            ...claims.map((e) => SkuGuard.put(e)),
            ...Categories.filed([], product.categories),
            // Last: the conflict mapping above counts the items before them.
            ...ProductFlags.changed(product.id, undefined, product),
          ];
        },
        conflict: (i) => (i === claims.length && input.categories.length ? categoryGone() : skuConflict(claims, { stocks })(i)),
      },
    );
    await productPagesChanged([[undefined, record]]);
    return Product.get(record.id, language);
  },

  async update(id: number, input: ProductInput, language: string): Promise<ProductInfo> {
    await validateVariants(input);
    await checkReferences(input);
    const current = await productStore.get(id);
    await Files.requireUploaded(newImages('image_list', input.image_list, current.image_list));
    const stocks = await mergeVariants(input.stocks, current.stocks, input.sku);
    let claims: SkuEntry[] = [];
    // Where the category check sits among the extra items (when the product joins a category).
    let filedAt = -1;
    const saved = await productStore.update(
      id,
      (existing) => {
        // The variants were merged with `current`; a save in between would make them stale.
        if (existing.updated_at !== current.updated_at) {
          throw new ConflictError('The record was changed by someone else, please reload it.');
        }
        const translations = productFields.translations(input, language, existing.translations);
        return { ...fields(input), translations, stocks };
      },
      {
        extra: (next, previous) => {
          const changes = skuChanges(skuEntries(previous), skuEntries(next));
          claims = changes.claims;
          filedAt = claims.length + changes.releases.length;
          return [
            ...claims.map((e) => SkuGuard.put(e)),
            ...changes.releases.map((e) => SkuGuard.release(e.sku, id)),
            ...Categories.filed(previous.categories, next.categories),
            ...ProductFlags.changed(id, previous, next),
          ];
        },
        conflict: (i) => (i === filedAt ? categoryGone() : skuConflict(claims, { stocks })(i)),
      },
    );
    await productPagesChanged([[current, saved]]);
    return Product.get(id, language);
  },

  /** Deleting a product frees its SKUs and name entries; a product with stock on hand must be emptied first. */
  async remove(id: number): Promise<void> {
    await Product.assertNoStock([id]);
    const removed = await productStore.remove(id, { extra: (p) => releaseItems(p) });
    await productPagesChanged([[removed, undefined]]);
  },

  /**
   * Shows or hides many products: each product's record and its listing entries in one transaction
   * (several products to a transaction, as many as DynamoDB's 100 items allow). Unknown ids: 404,
   * nothing changed.
   */
  async batchUpdate(ids: number[], data: { visibled?: boolean }): Promise<number> {
    const records = await productStore.requireAll(ids);
    try {
      return await productStore.patchAll(records, data);
    } finally {
      await productPagesChanged(records.map((p) => [p, { ...p, ...data }]));
    }
  },

  /**
   * Deletes many products (none with stock on hand): each product with its SKU, search and listing
   * entries in one transaction, several products to a transaction. Unknown ids: 404, nothing deleted.
   */
  async batchRemove(ids: number[]): Promise<number> {
    await Product.assertNoStock(ids);
    const records = await productStore.requireAll(ids);
    // Items a product's delete holds: its record, url guard, SKU entries and listing entries.
    const size = (p: ProductRecord) => 2 + skuEntries(p).length + p.categories.length;
    const chunks: ProductRecord[][] = [[]];
    let room = REMOVE_ROOM;
    for (const record of records) {
      if (size(record) > room && chunks.at(-1)!.length) {
        chunks.push([]);
        room = REMOVE_ROOM;
      }
      chunks.at(-1)!.push(record);
      room -= size(record);
    }
    let removed = 0;
    try {
      for (const chunk of chunks) {
        const releases = [
          ...chunk.flatMap((p) => skuEntries(p).map((e) => SkuGuard.release(e.sku, p.id))),
          ...ProductFlags.removedAll(chunk),
        ];
        removed += await productStore.removeMany(
          chunk.map((p) => p.id),
          { extra: () => releases },
        );
      }
    } finally {
      const done = new Set(
        chunks
          .flat()
          .slice(0, removed)
          .map((p) => p.id),
      );
      await productPagesChanged(records.filter((p) => done.has(p.id)).map((p) => [p, undefined]));
    }
    return removed;
  },

  /** The products among these ids that exist (one BatchGet per 100): another domain's choice is checked against them. */
  async existing(ids: readonly number[]): Promise<number[]> {
    return (await productStore.getMany(ids)).map((p) => p.id);
  },

  /** A combobox's products (decision 0021): searched by name, or labelled by id. */
  async options(query: OptionsQuery, language: string, filters: Pick<ProductFilters, 'visibled'> = {}): Promise<Options<ProductRow>> {
    // Names are indexed in their searchable form (search.rules.ts); a term of symbols only finds nothing.
    const search = query.search?.trim() ? searchableText(query.search) || query.search : query.search;
    const found = await productStore.options({ ...query, search }, { visibled: filters.visibled });
    return { ...found, data: found.data.map((p) => toRow(p, language)) };
  },

  /** Brings the flag sets (decision 0035) up to date with products saved before them: once, run by the seed. */
  async syncFlags(): Promise<boolean> {
    return ProductFlags.backfill((visibled) =>
      productStore.fieldsOn('filter2ById', { visibled }, ['id', 'is_new', 'is_hot', 'is_featured']),
    );
  },

  /**
   * Rebuilds the name entries of the products saved under an older search rule (decision 0042: names
   * indexed in their searchable form, Chinese from every character): once per rule version, run by
   * the seed. Reads the ids from the visibility partitions, the records 100 at a time, and rewrites
   * only those whose entries differ. Stopped half-way, the next start does the rest.
   */
  async syncSearch(): Promise<number> {
    if (await SearchIndex.ruleApplied(productStore.name, PRODUCT_SEARCH_RULE)) return 0;
    const ids = [
      ...(await productStore.fieldsOn('filter2ById', { visibled: true }, ['id'])),
      ...(await productStore.fieldsOn('filter2ById', { visibled: false }, ['id'])),
    ].map((p) => p.id);
    let rewritten = 0;
    for (let i = 0; i < ids.length; i += 100) {
      const stale = productStore.staleSearch(await productStore.getMany(ids.slice(i, i + 100)));
      if (stale.length) rewritten += await productStore.patchAll(stale, {});
    }
    await SearchIndex.markRule(productStore.name, PRODUCT_SEARCH_RULE);
    return rewritten;
  },

  /**
   * Writes the category listing entries (decision 0044) of the products saved before them: once (a
   * marker item says it is done), run by the seed, 100 products at a time (`rewriteEntries`).
   * Stopped half-way, the next start does it again (the Puts are idempotent).
   */
  async syncListings(): Promise<number> {
    const marker = keys.categoryListedBackfill();
    if ((await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: marker }))).Item) return 0;
    const ids = [
      ...(await productStore.fieldsOn('filter2ById', { visibled: true }, ['id'])),
      ...(await productStore.fieldsOn('filter2ById', { visibled: false }, ['id'])),
    ].map((p) => p.id);
    let written = 0;
    for (let i = 0; i < ids.length; i += 100) written += await rewriteEntries(await productStore.getMany(ids.slice(i, i + 100)));
    await documentClient.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...marker, at: new Date().toISOString() } }));
    return written;
  },

  /** Products filed under a category (ids, newest first): the content domain's category screens and delete guard. */
  async idsInCategory(categoryId: number): Promise<number[]> {
    return filedIds(categoryId);
  },

  /**
   * Takes products out of categories just deleted: a product filed under one between the delete's
   * check and its commit (the race the check cannot close) is unfiled, its entry there deleted.
   */
  async unfileFromDeleted(categoryIds: readonly number[]): Promise<void> {
    const gone = new Set(categoryIds);
    const stragglers = new Set((await Promise.all(categoryIds.map((id) => filedIds(id)))).flat());
    for (const id of stragglers) {
      if (!(await productStore.find(id))) continue;
      await productStore.update(id, (p) => ({ categories: p.categories.filter((c) => !gone.has(c)) }));
    }
  },

  async assertNoStock(ids: number[]): Promise<void> {
    const stocked = await Promise.all(ids.map((id) => Inventory.productHasStock(id)));
    const id = ids.find((_, i) => stocked[i]);
    if (id !== undefined) throw ValidationError.field('ids', `Product ${id} still has stock; remove it first.`);
  },

  /**
   * Transaction items recording that a product has stock on hand or none (the stock movements' part
   * of its record, catalog/stock.ts): its stock state moves it between the filter's partitions and
   * counters. Guarded on the record as read here: a product saved meanwhile makes the movement retry.
   */
  async stockStateItems(productId: number, inStock: boolean): Promise<TransactItem[]> {
    const product = await productStore.find(productId);
    const status = inStock ? 'in_stock' : 'out_of_stock';
    if (!product || product.stock_status === status) return [];
    // The listing entries follow once the movement committed (`stockChanged`): an order's 15 lines,
    // each product filed under up to 20 categories, would not fit its transaction.
    return productStore.patchItems([product], { stock_status: status }, { alongside: false });
  },

  /**
   * After a stock movement committed: publishes the pages of the products it put in or out of stock
   * (decision 0043) — a variant's availability on the product page, and, when the product's own
   * stock state flipped, its cards' "out of stock" on the listings and the homepage's widgets.
   */
  async stockChanged(flips: StockFlips): Promise<void> {
    if (!flips.products.length) return;
    await rewriteEntries(await productStore.getMany(flips.products));
    const listed = new Set(flips.listed);
    await pagesChanged(async () =>
      productPaths(
        (await productStore.getMany(flips.products)).map((p) => [p, p]),
        (id) => listed.has(id),
      ),
    );
  },
};
