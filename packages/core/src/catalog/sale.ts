import { Inventory } from '../inventory/inventory.js';
import { filePath } from '../shared/files.js';
import type { Options, OptionsQuery } from '../shared/paging.js';
import { paidPrice } from './prices.js';
import { searchIds } from './product.js';
import { productFields } from './product.schema.js';
import { productStore } from './product.store.js';
import { SkuGuard } from './sku-guard.js';

/** A variant as a cart or an order sees it now: what it is called, what it costs, what is left. */
export interface SaleVariant {
  stock_id: number;
  product_id: number;
  url: string;
  name: string | null;
  sku: string;
  attributes: Record<string, string>;
  image_path: string | null;
  price: string;
  special_price: string | null;
  /** What a shopper pays per unit: the special price when there is one. */
  unit_price: string;
  /** Units that can still be sold; null when the product does not track stock. */
  available_inventories: number | null;
  /** The product and the variant are both visible: it can be bought. */
  on_sale: boolean;
  /** A service that needs an approved application to be bought (issue 28 §6). */
  approval_required: boolean;
}

/**
 * Which product a variant belongs to. A variant id never moves to another product, so the answer is
 * kept for the process (a variant deleted since is simply not found by `saleVariants`).
 */
const productOfStock = new Map<number, number>();
const PRODUCT_OF_STOCK_MAX = 50_000;

export async function stockProduct(stockId: number): Promise<number | undefined> {
  if (!Number.isSafeInteger(stockId) || stockId <= 0) return undefined;
  const known = productOfStock.get(stockId);
  if (known !== undefined) return known;
  const entry = await SkuGuard.byStockId(stockId);
  if (!entry) return undefined;
  if (productOfStock.size >= PRODUCT_OF_STOCK_MAX) productOfStock.clear();
  productOfStock.set(stockId, entry.product_id);
  return entry.product_id;
}

/**
 * The variants that carts and orders name, read together: one BatchGet of their products and one of
 * their stock rows in the sale warehouse (every warehouse when it is null, decision 0025). A variant
 * whose product is gone, or that was removed from its product, is missing from the map.
 */
export async function saleVariants(
  lines: readonly { stock_id: number; product_id: number }[],
  language: string,
  warehouseId: number | null,
  /** Variants this request already read: only the others are read (and they are added to it). */
  known?: Map<number, SaleVariant>,
): Promise<Map<number, SaleVariant>> {
  if (known) {
    const missing = lines.filter((l) => !known.has(l.stock_id));
    if (missing.length) for (const [id, v] of await saleVariants(missing, language, warehouseId)) known.set(id, v);
    return new Map(lines.flatMap((l) => (known.has(l.stock_id) ? [[l.stock_id, known.get(l.stock_id)!] as const] : [])));
  }
  const products = await productStore.getMany(lines.map((l) => l.product_id));
  const tracked = lines.filter((l) => products.some((p) => p.id === l.product_id && p.track_inventories)).map((l) => l.stock_id);
  const left = await Inventory.available(tracked, warehouseId);
  const found = new Map<number, SaleVariant>();
  for (const product of products) {
    const info = productFields.present(product, language);
    const image = product.image_list[0];
    for (const stock of product.stocks) {
      if (!lines.some((l) => l.stock_id === stock.id)) continue;
      const special = stock.special_price ?? null;
      found.set(stock.id, {
        stock_id: stock.id,
        product_id: product.id,
        url: product.url,
        name: info.name,
        sku: stock.sku,
        attributes: inOptionOrder(stock.attributes, product.options),
        image_path: image ? (filePath(image) ?? image) : null,
        price: stock.price,
        special_price: special,
        unit_price: paidPrice(stock),
        available_inventories: product.track_inventories ? (left.get(stock.id) ?? 0) : null,
        on_sale: product.visibled && stock.visibled,
        approval_required: product.type === 'service' && product.is_approval_required === true,
      });
    }
  }
  return found;
}

/**
 * A variant's option values in the order of the product's options ("M / blue" for size then colour):
 * a map read back from DynamoDB keeps no order of its own.
 */
export function inOptionOrder(attributes: Record<string, string>, options: readonly { key: string }[]): Record<string, string> {
  const ordered: Record<string, string> = {};
  for (const { key } of options) if (key in attributes) ordered[key] = attributes[key]!;
  for (const [key, value] of Object.entries(attributes)) if (!(key in ordered)) ordered[key] = value;
  return ordered;
}

/** Products read per batch while a variant search fills its answer. */
const OPTION_PRODUCTS_BATCH = 25;

/**
 * Variants on sale, for a combobox (an order staff enter, decision 0032): the visible variants of the
 * visible products whose name, SKU or barcode starts with the term (without one, the first products by
 * name), read a batch of products at a time until `limit + 1` variants are found — or the variants
 * with these stock ids. Each with its price and stock left as `saleVariants` gives them.
 */
export async function saleOptions(
  query: OptionsQuery,
  language: string,
  warehouseId: number | null,
): Promise<Options<SaleVariant & { id: number }>> {
  let refs: { stock_id: number; product_id: number }[] = [];
  let more = false;
  if (query.ids) {
    const products = await Promise.all(query.ids.map((id) => stockProduct(id)));
    refs = query.ids.flatMap((id, i) => (products[i] === undefined ? [] : [{ stock_id: id, product_id: products[i] }]));
  } else {
    const term = query.search?.trim();
    const productIds = term
      ? await searchIds(term)
      : (await productStore.list({ page: 1, per_page: 100, sort: 'name', order: 'asc' }, { visibled: true })).data.map((p) => p.id);
    for (let start = 0; start < productIds.length && refs.length <= query.limit; start += OPTION_PRODUCTS_BATCH) {
      const products = await productStore.getMany(productIds.slice(start, start + OPTION_PRODUCTS_BATCH));
      for (const product of products.filter((p) => p.visibled)) {
        refs.push(...product.stocks.filter((s) => s.visibled).map((s) => ({ stock_id: s.id, product_id: product.id })));
      }
    }
    more = refs.length > query.limit;
    refs = refs.slice(0, query.limit);
  }
  const variants = await saleVariants(refs, language, warehouseId);
  const data = refs.flatMap((r) => {
    const variant = variants.get(r.stock_id);
    return variant ? [{ ...variant, id: variant.stock_id }] : [];
  });
  return { data, more };
}
