import {
  Inventory,
  listInventories,
  type InventoryListQuery,
  type MoveActor,
  type MoveOptions,
  type StockItems,
  type StockRef,
  type VariantDirectory,
  type VariantLabel,
} from '../inventory/inventory.js';
import type { InventoryMoveInput, InventoryTransferInput } from '../inventory/inventory.schema.js';
import { DEFAULT_LANGUAGE, pickTranslation } from '../shared/i18n.js';
import { Product, searchIds } from './product.js';
import { productStore } from './product.store.js';
import { inOptionOrder } from './sale.js';
import { findStockRef } from './stock-ref.js';

/** Names of variants by stock id: ONE batch read of their products, whatever the number of rows. */
async function describe(rows: readonly { stock_id: number; product_id: number }[], language: string): Promise<Map<number, VariantLabel>> {
  const products = new Map((await productStore.getMany(rows.map((r) => r.product_id))).map((p) => [p.id, p]));
  const labels = new Map<number, VariantLabel>();
  for (const row of rows) {
    const product = products.get(row.product_id);
    const variant = product?.stocks.find((s) => s.id === row.stock_id);
    labels.set(row.stock_id, {
      product_name: product && variant ? pickTranslation(product.translations, ['name'], language || DEFAULT_LANGUAGE).name || null : null,
      has_expiry_date: product?.has_expiry_date ?? false,
      sku: variant?.sku ?? null,
      // In the product's option order ("M / blue"): a map read back from DynamoDB keeps none.
      attributes: variant && product ? inOptionOrder(variant.attributes, product.options) : {},
    });
  }
  return labels;
}

/** Products read per batch while a stock search names its variants. */
const SEARCH_BATCH = 25;

/**
 * Variants by product name, SKU or barcode (the back office's search: key-range reads of the search
 * entries, then the found products in batches until `limit` variants): a product found by the code
 * gives the variants whose SKU or barcode starts with it, one found by name all of its variants.
 */
async function searchVariants(term: string, limit: number): Promise<{ stock_id: number; product_id: number }[]> {
  const code = term.trim().toLowerCase();
  const ids = await searchIds(term);
  const found: { stock_id: number; product_id: number }[] = [];
  for (let start = 0; start < ids.length && found.length < limit; start += SEARCH_BATCH) {
    for (const product of await productStore.getMany(ids.slice(start, start + SEARCH_BATCH))) {
      const byCode = product.stocks.filter((s) => s.sku.toLowerCase().startsWith(code) || s.barcode?.toLowerCase().startsWith(code));
      found.push(...(byCode.length ? byCode : product.stocks).map((s) => ({ stock_id: s.id, product_id: product.id })));
    }
  }
  return found.slice(0, limit);
}

/** The catalogue's variants as the stock ledger sees them. */
const variants: VariantDirectory = {
  find: findStockRef,
  describe,
  search: searchVariants,
  stockState: (productId, inStock) => Product.stockStateItems(productId, inStock),
  stockChanged: (flips) => Product.stockChanged(flips),
};

/**
 * Stock of the catalogue's variants: the inventory ledger's movements and list, told about variants by
 * the catalogue. The inventory sits below the catalogue (it never reads products), so whatever moves or
 * lists stock of a variant — the inventory screens, purchase-order receiving — goes through here.
 */
export const Stock = {
  plus: (input: InventoryMoveInput, actor: MoveActor, options?: MoveOptions) => Inventory.plus(input, actor, variants, options),
  minus: (input: InventoryMoveInput, actor: MoveActor) => Inventory.minus(input, actor, variants),
  update: (input: InventoryMoveInput, actor: MoveActor) => Inventory.update(input, actor, variants),
  transfer: (input: InventoryTransferInput, actor: MoveActor) => Inventory.transfer(input, actor, variants),
  /** The /admin/inventories page: rows named with one batch read of products and one of warehouses. */
  list: (query: InventoryListQuery, language: string) => listInventories(query, language, variants),
  /** The variant with this stock id (its product, expiry and tracking flags), if it exists. */
  variant: (stockId: number): Promise<StockRef | undefined> => findStockRef(stockId),
  /**
   * Items taking an order's units from the sale warehouse (throws ShortStockError; decision 0028).
   * Once the caller's transaction committed them, `Stock.committed(taken)`.
   */
  takeItems: (
    lines: readonly { stock_id: number; product_id: number; quantity: number }[],
    warehouseId: number,
    movement: { reason: string; reference: string; admin_id?: number | null },
  ) => Inventory.takeItems(lines, warehouseId, movement, variants),
  /** Items putting an order's units back. */
  returnItems: (
    lines: readonly { stock_id: number; product_id: number; quantity: number }[],
    warehouseId: number,
    movement: { reason: string; reference: string; admin_id?: number | null },
  ) => Inventory.returnItems(lines, warehouseId, movement, variants),
  /** After the transaction holding these items committed: publishes the pages of the products it put in or out of stock. */
  committed: (moved: StockItems) => Product.stockChanged(moved.flips),
  /** No stock moved. */
  none: { items: [], flips: { products: [], listed: [] } } as StockItems,
  /** Names of variants by stock id (one batch read), for other domains' views (purchase-order lines). */
  describe,
};
