import { z } from 'zod';
import { InventoryHistoryInfo, InventoryInfo } from '../inventory/inventory.schema.js';
import { MESSAGES } from '../shared/errors.js';
import { moneyField, percentageField, toMinor } from '../shared/money.js';
import { fieldSet } from '../shared/fields.js';
import { richText } from '../shared/rich-text.js';
import { SEARCH_KEYWORD_MAX, searchableText } from './search.rules.js';
import { booleanish, idNumber, imageKey, keyFormat, optionalString, requiredString, urlSlug } from '../shared/validation.js';

export const PRODUCT_TYPES = ['general', 'service'] as const;
export const PRODUCT_TRANSLATED = ['name', 'description', 'meta_title', 'meta_description'] as const;
/**
 * Variants per request. A new product's SKU, search and category entries share one transaction with
 * it (at most 100 items: the product, its url guard, the counter, 1 + 60 SKUs, ≤ 12 search entries,
 * ≤ 3 filter counters, ≤ 20 category sets and their check — decision 0019).
 */
export const MAX_VARIANTS = 60;

export const skuField = () =>
  requiredString(64).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: 'Only letters, digits, ., - and _ are allowed.' });

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const StockInput = z
  .object({
    /** Present for a saved variant. */
    id: idNumber().optional(),
    sku: skuField(),
    barcode: optionalString(64).nullable(),
    price: moneyField(),
    /** Sent only when filled. */
    special_price: z.preprocess(emptyToUndefined, moneyField().optional()),
    visibled: booleanish().default(true),
    /** option key → value, e.g. { size: 'M', colour: 'Red' }. */
    attributes: z.record(z.string(), z.string().trim().min(1).max(100)).default({}),
  })
  .superRefine((stock, ctx) => {
    if (stock.special_price !== undefined && toMinor(stock.special_price) > toMinor(stock.price)) {
      ctx.addIssue({ code: 'custom', path: ['special_price'], message: MESSAGES.specialPriceAbovePrice });
    }
  });
export type StockInput = z.infer<typeof StockInput>;

export const OptionInput = z.object({
  key: keyFormat(),
  values: z.array(requiredString(100)).min(1, { error: MESSAGES.required }).max(50),
});

export const CommissionInput = z.object({
  /** 1 = the selling admin, 2 = their parent, … */
  level: z.coerce.number().int().min(1).max(10),
  percentage: z.preprocess(emptyToUndefined, percentageField().optional()),
});

export const ProductInput = z.object({
  type: z.enum(PRODUCT_TYPES).default('general'),
  name: requiredString(255),
  description: richText(),
  meta_title: optionalString(255),
  meta_description: optionalString(1000),
  url: urlSlug(),
  sku: skuField(),
  is_new: booleanish().default(false),
  is_featured: booleanish().default(false),
  is_hot: booleanish().default(false),
  visibled: booleanish().default(true),
  has_expiry_date: booleanish().default(false),
  track_inventories: booleanish().default(true),
  /** Service products only; a general product answers null, which may be sent back. */
  is_approval_required: z.preprocess(emptyToUndefined, booleanish().optional()),
  form_id: z.preprocess(emptyToUndefined, idNumber().optional()),
  categories: z.array(idNumber()).max(20).default([]),
  brand_id: z.preprocess(emptyToUndefined, idNumber().optional()),
  image_list: z.array(imageKey()).max(20).default([]),
  options: z.array(OptionInput).max(5).default([]),
  stocks: z
    .array(StockInput)
    .min(1, { error: MESSAGES.required })
    .max(MAX_VARIANTS, { error: `At most ${MAX_VARIANTS} variants.` }),
  /** Rows with an empty percentage are dropped on save. */
  commissions: z.array(CommissionInput).max(10).default([]),
});
export type ProductInput = z.infer<typeof ProductInput>;

export const StockInfo = z.object({
  id: z.number(),
  sku: z.string(),
  barcode: z.string().nullable(),
  price: z.string(),
  special_price: z.string().nullable(),
  visibled: z.boolean(),
  attributes: z.record(z.string(), z.string()),
});
export type StockInfo = z.infer<typeof StockInfo>;

/**
 * The product's single-value fields: name and texts per language, the rest global (one edit to
 * `ProductInput` adds one). The lists (categories, images, options, commissions, variants) are declared
 * by hand below and in the entity.
 */
export const productFields = fieldSet(
  ProductInput.omit({ categories: true, image_list: true, options: true, commissions: true, stocks: true }),
  { translated: PRODUCT_TRANSLATED },
);

const ProductBase = z.object({
  id: z.number(),
  ...productFields.answer,
  categories: z.array(z.number()),
  image_list: z.array(z.string()),
  image_path_list: z.array(z.string().nullable()),
  image_path: z.string().nullable(),
  options: z.array(z.object({ key: z.string(), values: z.array(z.string()) })),
  commissions: z.array(z.object({ level: z.number(), percentage: z.string() })),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A product has stock on hand in some warehouse, or none (kept by the stock movements). */
export const STOCK_STATUSES = ['in_stock', 'out_of_stock'] as const;

/** One row of the product list: the product, its variant count, lowest visible price and stock state. */
export const ProductRow = ProductBase.extend({
  variant_count: z.number(),
  price: z.string().nullable(),
  stock_status: z.enum(STOCK_STATUSES),
});
export type ProductRow = z.infer<typeof ProductRow>;

/** One product for the edit screen: variants with their stock, and the first page of its stock history. */
export const ProductInfo = ProductBase.extend({
  stocks: z.array(StockInfo.extend({ inventories: z.array(InventoryInfo) })),
  inventories_histories: z.array(InventoryHistoryInfo),
  /** Cursor of the history's next page, null when `inventories_histories` is all of it. */
  inventories_histories_cursor: z.string().nullable(),
});
export type ProductInfo = z.infer<typeof ProductInfo>;

export const ProductFilters = z.object({
  type: z.enum(PRODUCT_TYPES).optional(),
  visibled: booleanish().optional(),
  brand_id: idNumber().optional(),
  category_id: idNumber().optional(),
  stock_status: z.enum(STOCK_STATUSES).optional(),
});
export type ProductFilters = z.infer<typeof ProductFilters>;

/** A visible variant as a shopper sees it (`POST /api/product`). */
export const StoreStock = z.object({
  id: z.number(),
  sku: z.string(),
  /** Null when the site shows prices to members only and the shopper is a guest (spec section 6). */
  price: z.string().nullable(),
  special_price: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
  /** What may still be ordered from the storefront's stock; null when the product does not track stock. */
  available_inventories: z.number().nullable(),
  in_stock: z.boolean(),
});

/** A product page's data (spec section 7 `POST /api/product {language, url}`): visible variants only. */
export const StoreProduct = z.object({
  id: z.number(),
  type: z.enum(PRODUCT_TYPES),
  url: z.string(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  is_new: z.boolean(),
  is_featured: z.boolean(),
  is_hot: z.boolean(),
  track_inventories: z.boolean(),
  image_list: z.array(z.string()),
  image_path_list: z.array(z.string()),
  brand: z.object({ id: z.number(), title: z.string(), url: z.string() }).nullable(),
  categories: z.array(z.object({ id: z.number(), title: z.string(), url: z.string() })),
  /** The variant options in order, each with its label in the language asked for. */
  options: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(z.string()) })),
  stocks: z.array(StoreStock),
  prices_hidden: z.boolean(),
  language: z.string(),
});
export type StoreProduct = z.infer<typeof StoreProduct>;

/**
 * A search keyword as typed (spec section 5, decision 0042): required and at most SEARCH_KEYWORD_MAX
 * characters; what it holds besides letters and digits is ignored by the search (search.rules.ts),
 * not refused. The text itself is kept, so a page can say what was typed.
 */
export const SearchKeywordText = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  // The message is spelt out: the server-messages test reads every message text from the source.
  .max(SEARCH_KEYWORD_MAX, { error: 'May not be greater than 1000 characters.' });

/**
 * A storefront search box's keyword: as `SearchKeywordText`, and it must hold something to search
 * (a letter or a digit); a box does not go to a search of symbols only.
 */
export const SearchKeyword = SearchKeywordText.refine((keyword) => searchableText(keyword) !== '', { error: MESSAGES.check });

/** A product in a storefront listing (search results; category pages next). */
export const StoreProductCard = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  image_path: z.string().nullable(),
  /**
   * The lowest price a shopper pays among the visible variants — the special price when one applies
   * (decision 0042); null when prices are withheld (members only) or no variant is visible.
   */
  price: z.string().nullable(),
  /** The regular price `price` replaces when it is a special price (shown struck through); else null. */
  regular_price: z.string().nullable(),
  in_stock: z.boolean(),
  is_new: z.boolean(),
  is_hot: z.boolean(),
  is_featured: z.boolean(),
});
export type StoreProductCard = z.infer<typeof StoreProductCard>;
