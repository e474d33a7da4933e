import { ConflictError, MESSAGES, ValidationError } from '../shared/errors.js';
import { newUlid } from '../shared/ids.js';
import type { TransactItem, Writable } from '../shared/repository.js';
import { Settings } from '../settings/settings.js';
import type { InventoryHistoryRecord, InventoryRecord } from './inventory.entity.js';
import {
  INVENTORY_MESSAGES,
  type InventoryHistoryInfo,
  type InventoryHistoryQuery,
  type InventoryInfo,
  type InventoryMoveInput,
  type InventoryTransferInput,
} from './inventory.schema.js';
import { inventoryStore, StaleInventoryError } from './inventory.store.js';
import { Warehouse } from './warehouse.js';

/**
 * The inventory is the stock ledger: quantities per (variant, warehouse) and their movements, by id.
 * It sits below the catalogue and never reads it: what it must know about a variant comes from its
 * caller through this directory (`catalog/stock.ts` passes the catalogue's).
 */
export interface VariantDirectory {
  /** The variant with this stock id, if it exists. */
  find(stockId: number): Promise<StockRef | undefined>;
  /** How views name variants, by stock id (one batch read for all the rows). */
  describe(rows: readonly { stock_id: number; product_id: number }[], language: string): Promise<Map<number, VariantLabel>>;
  /**
   * Items that record, in the movement's own transaction, that a product now has stock on hand or no
   * longer has any (guarded against a concurrent change of the product: a lost race is retried).
   */
  stockState(productId: number, inStock: boolean): Promise<TransactItem[]>;
  /** After a movement committed: the products whose storefront stock it changed (their pages change). */
  stockChanged(flips: StockFlips): Promise<void>;
  /**
   * Variants a stock list's search finds (product name, SKU or barcode), in the catalogue's order, at
   * most `limit`: a variant whose SKU or barcode starts with the text, else every variant of a product
   * whose name holds it.
   */
  search(term: string, limit: number): Promise<{ stock_id: number; product_id: number }[]>;
}

/**
 * The products a movement puts in or out of stock on the storefront (decision 0043). Most movements
 * change a count shoppers do not see cached (the product page asks for it in the browser) and flip
 * nothing, so they publish nothing.
 */
export interface StockFlips {
  /** A variant of these went in or out of stock where the storefront sells from, or the product's stock state flipped. */
  products: number[];
  /** These products' own stock state flipped: what their cards say ("out of stock"). */
  listed: number[];
}

/** A movement's transaction items, for the caller's transaction, and what they flip once committed. */
export interface StockItems {
  items: TransactItem[];
  flips: StockFlips;
}

/** What a movement needs to know about a variant. */
export interface StockRef {
  stock_id: number;
  product_id: number;
  has_expiry_date: boolean;
  track_inventories: boolean;
}

/** How a stock list names a variant. */
export interface VariantLabel {
  product_name: string | null;
  has_expiry_date: boolean;
  sku: string | null;
  attributes: Record<string, string>;
}

export interface MoveActor {
  admin_id: number | null;
}

type Row = Writable<InventoryRecord>;
type HistoryRow = Writable<InventoryHistoryRecord>;

export interface MoveOptions {
  /** Items that must commit together with the movement (e.g. a purchase order's received count). Called per attempt. */
  extra?: () => Promise<TransactItem[]> | TransactItem[];
  kind?: HistoryRow['kind'];
  reference?: string;
}

const MAX_ATTEMPTS = 200;

/**
 * Every movement reads the rows, then writes the new state conditional on the versions it read, with
 * the history rows, in one transaction. A lost race re-reads and tries again, so concurrent movements
 * serialise and stock never goes below zero or out of step with its history.
 */
async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof StaleInventoryError)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError('The stock is changing too often right now, please try again.');
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(attempt, 20) * 3));
    }
  }
}

/**
 * Items keeping each touched product's stock state: how many of its rows hold stock (a counter
 * guarded on the value read, so two movements racing on one product serialise), and, when that
 * crosses zero, the catalogue's record of it (`VariantDirectory.stockState`). Nothing when no row
 * starts or stops holding stock, as in most movements. Also which products' storefront stock the
 * changes flip (`flips`), for their pages to be published once the movement committed.
 */
async function stockStateItems(changes: readonly (readonly [Row, Row])[], variants: VariantDirectory): Promise<StockItems> {
  const deltas = new Map<number, number>();
  for (const [before, after] of changes) {
    const delta = Number(after.quantity > 0) - Number(before.quantity > 0);
    deltas.set(after.product_id, (deltas.get(after.product_id) ?? 0) + delta);
  }
  const items: TransactItem[] = [];
  const listed: number[] = [];
  for (const [productId, delta] of deltas) {
    if (delta === 0) continue;
    const seen = await inventoryStore.rowsInStock(productId);
    items.push(inventoryStore.rowsInStockItem(productId, seen, delta));
    if (seen > 0 !== seen + delta > 0) {
      items.push(...(await variants.stockState(productId, seen + delta > 0)));
      listed.push(productId);
    }
  }
  const flipped = await availabilityFlips(changes);
  return { items, flips: { products: [...new Set([...flipped, ...listed])], listed } };
}

const sellable = (row: Pick<Row, 'available_inventories'>) => Math.max(0, row.available_inventories);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Products with a variant whose storefront availability these row changes flip: what it can be sold
 * from in the sale warehouse, or in every warehouse when none is set (`Product.storefront`), crosses
 * zero. Only a row crossing zero can flip its variant; then, counting every warehouse, the variant's
 * other rows are read (one Query) to see whether they hold any.
 */
async function availabilityFlips(changes: readonly (readonly [Row, Row])[]): Promise<number[]> {
  const crossing = changes.filter(([before, after]) => sellable(before) > 0 !== sellable(after) > 0);
  if (!crossing.length) return [];
  const sale = (await Settings.get()).warehouse_id;
  const flipped = new Set<number>();
  for (const stockId of new Set(crossing.map(([, after]) => after.stock_id))) {
    const counted = changes.filter(([, after]) => after.stock_id === stockId && (sale === null || after.warehouse_id === sale));
    if (!counted.length) continue;
    const touched = new Set(counted.map(([, after]) => after.warehouse_id));
    const others =
      sale === null ? sum((await inventoryStore.ofStock(stockId)).filter((r) => !touched.has(r.warehouse_id)).map(sellable)) : 0;
    const before = others + sum(counted.map(([row]) => sellable(row)));
    const after = others + sum(counted.map(([, row]) => sellable(row)));
    if (before > 0 !== after > 0) flipped.add(counted[0]![1].product_id);
  }
  return [...flipped];
}

/** An order asked for more units than a warehouse holds: the variants short, by stock id. */
export class ShortStockError extends Error {
  constructor(readonly stockIds: number[]) {
    super(`short: ${stockIds.join(',')}`);
  }
}

/** Rows of several variants moved by `sign` × their quantities in one transaction (orders). */
async function moveItems(
  lines: readonly { stock_id: number; product_id: number; quantity: number }[],
  warehouseId: number,
  sign: 1 | -1,
  movement: { reason: string; reference: string; admin_id?: number | null },
  variants: VariantDirectory,
): Promise<StockItems> {
  const units = new Map<number, { product_id: number; quantity: number }>();
  for (const l of lines) {
    const seen = units.get(l.stock_id);
    units.set(l.stock_id, { product_id: l.product_id, quantity: (seen?.quantity ?? 0) + l.quantity });
  }
  const found = new Map(
    (await inventoryStore.findMany([...units.keys()].map((stock_id) => ({ stock_id, warehouse_id: warehouseId })))).map((r) => [
      r.stock_id,
      r as Row,
    ]),
  );
  const short = [...units].filter(([stockId, u]) => sign < 0 && (found.get(stockId)?.available_inventories ?? 0) < u.quantity);
  if (short.length) throw new ShortStockError(short.map(([stockId]) => stockId));
  const changes: [Row, Row][] = [];
  const items: TransactItem[] = [];
  for (const [stockId, u] of units) {
    const row = found.get(stockId) ?? (await inventoryStore.blank(stockId, u.product_id, warehouseId));
    const next = moved(row, sign * u.quantity);
    changes.push([row, next]);
    const kind = sign < 0 ? 'minus' : 'plus';
    items.push(
      ...inventoryStore.writeItems(next, row),
      inventoryStore.historyItem(
        history(
          next,
          sign * u.quantity,
          kind,
          { reason: movement.reason },
          { admin_id: movement.admin_id ?? null },
          { reference: movement.reference },
        ),
      ),
    );
  }
  const state = await stockStateItems(changes, variants);
  return { items: [...items, ...state.items], flips: state.flips };
}

export function toInventoryInfo(row: Row): InventoryInfo {
  return {
    id: row.id,
    stock_id: row.stock_id,
    product_id: row.product_id,
    warehouse_id: row.warehouse_id,
    quantity: row.quantity,
    available_inventories: row.available_inventories,
    expiry_date: row.expiry_date ?? null,
    updated_at: row.updated_at,
  };
}

export function toHistoryInfo(row: InventoryHistoryRecord): InventoryHistoryInfo {
  return {
    id: row.id,
    inventory_id: row.inventory_id,
    product_id: row.product_id,
    stock_id: row.stock_id,
    warehouse_id: row.warehouse_id,
    kind: row.kind,
    quantity: row.quantity,
    total_quantity: row.total_quantity,
    from: row.from ?? null,
    to: row.to ?? null,
    reason: row.reason,
    remark: row.remark ?? null,
    admin_id: row.admin_id ?? null,
    reference: row.reference ?? null,
    created_at: row.created_at,
  };
}

/**
 * The (variant, warehouse) a request names, by inventory_id or by stock_id + warehouse_id. A request
 * naming both an inventory row and a variant or warehouse that is not that row's is refused (422):
 * it must never move stock in a row other than the one the clerk saw.
 */
async function target(
  variants: VariantDirectory,
  input: { inventory_id?: number; stock_id?: number },
  warehouseId: number | undefined,
  field: string,
) {
  let stockId = input.stock_id;
  let warehouse = warehouseId;
  if (input.inventory_id) {
    const row = await inventoryStore.byId(input.inventory_id);
    if (!row) throw ValidationError.field('inventory_id', 'ID not exists');
    if (stockId !== undefined && stockId !== row.stock_id) throw ValidationError.field('stock_id', MESSAGES.inventoryStockMismatch);
    if (warehouse !== undefined && warehouse !== row.warehouse_id) throw ValidationError.field(field, MESSAGES.inventoryWarehouseMismatch);
    stockId = row.stock_id;
    warehouse = row.warehouse_id;
  }
  const stock = stockId && Number.isSafeInteger(stockId) && stockId > 0 ? await variants.find(stockId) : undefined;
  if (!stock) throw ValidationError.field('stock_id', 'The selected variant does not exist.');
  await Warehouse.require(warehouse!, field);
  return { stock, warehouseId: warehouse! };
}

function history(
  row: Row,
  change: number,
  kind: HistoryRow['kind'],
  input: { reason: string; remark?: string | null },
  actor: MoveActor,
  extra: Partial<HistoryRow> = {},
): HistoryRow {
  return {
    id: newUlid(),
    inventory_id: row.id,
    product_id: row.product_id,
    stock_id: row.stock_id,
    warehouse_id: row.warehouse_id,
    kind,
    quantity: change,
    total_quantity: row.quantity,
    reason: input.reason,
    remark: input.remark ?? null,
    admin_id: actor.admin_id,
    created_at: new Date().toISOString(),
    ...extra,
  };
}

function moved(row: Row, change: number, patch: Partial<Row> = {}): Row {
  return {
    ...row,
    quantity: row.quantity + change,
    available_inventories: row.available_inventories + change,
    version: row.version + 1,
    updated_at: new Date().toISOString(),
    ...patch,
  };
}

async function current(stock: StockRef, warehouseId: number): Promise<Row> {
  return (
    (await inventoryStore.find(stock.stock_id, warehouseId)) ?? (await inventoryStore.blank(stock.stock_id, stock.product_id, warehouseId))
  );
}

export const Inventory = {
  async plus(input: InventoryMoveInput, actor: MoveActor, variants: VariantDirectory, options: MoveOptions = {}): Promise<InventoryInfo> {
    const { stock, warehouseId } = await target(variants, input, input.warehouse_id, 'warehouse_id');
    return withRetry(async () => {
      const row = await current(stock, warehouseId);
      const expiry = stock.has_expiry_date ? (input.expiry_date ?? row.expiry_date ?? null) : null;
      const next = moved(row, input.quantity, { expiry_date: expiry });
      const h = history(next, input.quantity, options.kind ?? 'plus', input, actor, { reference: options.reference ?? null });
      const state = await stockStateItems([[row, next]], variants);
      await inventoryStore.commit([
        ...inventoryStore.writeItems(next, row),
        inventoryStore.historyItem(h),
        ...state.items,
        ...((await options.extra?.()) ?? []),
      ]);
      await variants.stockChanged(state.flips);
      return toInventoryInfo(next);
    });
  },

  async minus(input: InventoryMoveInput, actor: MoveActor, variants: VariantDirectory): Promise<InventoryInfo> {
    const { stock, warehouseId } = await target(variants, input, input.warehouse_id, 'warehouse_id');
    return withRetry(async () => {
      const row = await inventoryStore.find(stock.stock_id, warehouseId);
      if (!row || input.quantity > row.available_inventories) {
        throw ValidationError.field('quantity', INVENTORY_MESSAGES.lessThanTotal);
      }
      const next = moved(row, -input.quantity);
      const state = await stockStateItems([[row, next]], variants);
      await inventoryStore.commit([
        ...inventoryStore.writeItems(next, row),
        inventoryStore.historyItem(history(next, -input.quantity, 'minus', input, actor)),
        ...state.items,
      ]);
      await variants.stockChanged(state.flips);
      return toInventoryInfo(next);
    });
  },

  /**
   * Sets the quantity (a stock count); the history row records the difference. A count that finds
   * the quantity unchanged moves nothing and writes no history row (a new expiry date is still kept).
   */
  async update(input: InventoryMoveInput, actor: MoveActor, variants: VariantDirectory): Promise<InventoryInfo> {
    const { stock, warehouseId } = await target(variants, input, input.warehouse_id, 'warehouse_id');
    return withRetry(async () => {
      const row = await current(stock, warehouseId);
      const reserved = row.quantity - row.available_inventories;
      if (input.quantity < reserved) throw ValidationError.field('quantity', INVENTORY_MESSAGES.lessThanTotal);
      const change = input.quantity - row.quantity;
      const expiry = stock.has_expiry_date ? (input.expiry_date ?? row.expiry_date ?? null) : null;
      if (change === 0 && expiry === (row.expiry_date ?? null)) return toInventoryInfo(row);
      const next = moved(row, change, { expiry_date: expiry });
      const state = await stockStateItems([[row, next]], variants);
      await inventoryStore.commit([
        ...inventoryStore.writeItems(next, row),
        ...(change === 0 ? [] : [inventoryStore.historyItem(history(next, change, 'update', input, actor))]),
        ...state.items,
      ]);
      await variants.stockChanged(state.flips);
      return toInventoryInfo(next);
    });
  },

  /** Moves stock between two warehouses: both rows and both history rows in one transaction. */
  async transfer(
    input: InventoryTransferInput,
    actor: MoveActor,
    variants: VariantDirectory,
  ): Promise<{ from: InventoryInfo; to: InventoryInfo }> {
    const { stock, warehouseId: fromId } = await target(variants, input, input.from, 'from');
    const toId = input.to!;
    if (toId === fromId) throw ValidationError.field('to', 'Choose another warehouse.');
    await Warehouse.require(toId, 'to');
    return withRetry(async () => {
      const source = await inventoryStore.find(stock.stock_id, fromId);
      if (!source || input.quantity > source.available_inventories) {
        throw ValidationError.field('quantity', INVENTORY_MESSAGES.lessThanTotal);
      }
      const destination = await current(stock, toId);
      const out = moved(source, -input.quantity);
      const into = moved(destination, input.quantity, {
        expiry_date: stock.has_expiry_date ? (destination.expiry_date ?? source.expiry_date ?? null) : null,
      });
      const link = { from: fromId, to: toId };
      const state = await stockStateItems(
        [
          [source, out],
          [destination, into],
        ],
        variants,
      );
      await inventoryStore.commit([
        ...inventoryStore.writeItems(out, source),
        ...inventoryStore.writeItems(into, destination),
        inventoryStore.historyItem(history(out, -input.quantity, 'transfer_out', input, actor, link)),
        inventoryStore.historyItem(history(into, input.quantity, 'transfer_in', input, actor, link)),
        ...state.items,
      ]);
      await variants.stockChanged(state.flips);
      return { from: toInventoryInfo(out), to: toInventoryInfo(into) };
    });
  },

  /**
   * The transaction items that take an order's units from one warehouse (decision 0028): each row
   * read consistently, written conditional on its version, with a history row (`reason`, `reference`)
   * and the products' stock state. Throws `ShortStockError` naming the variants that lack units. The
   * caller commits them with its own items (the order), retries on `StaleInventoryError`, and hands
   * their `flips` to `VariantDirectory.stockChanged` once committed.
   */
  async takeItems(
    lines: readonly { stock_id: number; product_id: number; quantity: number }[],
    warehouseId: number,
    movement: { reason: string; reference: string; admin_id?: number | null },
    variants: VariantDirectory,
  ): Promise<StockItems> {
    return moveItems(lines, warehouseId, -1, movement, variants);
  },

  /** The transaction items that put an order's units back (a cancel, a refund with restock). */
  async returnItems(
    lines: readonly { stock_id: number; product_id: number; quantity: number }[],
    warehouseId: number,
    movement: { reason: string; reference: string; admin_id?: number | null },
    variants: VariantDirectory,
  ): Promise<StockItems> {
    return moveItems(lines, warehouseId, 1, movement, variants);
  },

  /** Does any row of the product hold stock? One item read (the product's rows-in-stock counter). */
  async productHasStock(productId: number): Promise<boolean> {
    return (await inventoryStore.rowsInStock(productId)) > 0;
  },

  /**
   * What each variant can still be sold from: its available stock in `warehouseId`, or in every
   * warehouse when null (decision 0025). One BatchGet for a warehouse; a Query per variant otherwise.
   */
  async available(stockIds: readonly number[], warehouseId: number | null): Promise<Map<number, number>> {
    const ids = [...new Set(stockIds)];
    const rows =
      warehouseId === null
        ? (await Promise.all(ids.map((id) => inventoryStore.ofStock(id)))).flat()
        : await inventoryStore.findMany(ids.map((stock_id) => ({ stock_id, warehouse_id: warehouseId })));
    const left = new Map<number, number>(ids.map((id) => [id, 0]));
    for (const row of rows) left.set(row.stock_id, (left.get(row.stock_id) ?? 0) + Math.max(0, row.available_inventories));
    return left;
  },

  async ofStock(stockId: number): Promise<InventoryInfo[]> {
    return (await inventoryStore.ofStock(stockId)).map(toInventoryInfo);
  },

  async ofProduct(productId: number): Promise<InventoryInfo[]> {
    return (await inventoryStore.ofProduct(productId)).map(toInventoryInfo);
  },

  /**
   * One page of a product's (newest first) or a variant's (oldest first) movements and the cursor of
   * the next page; following the cursors reaches every row, so the rows always sum to the stock.
   */
  async history(query: InventoryHistoryQuery): Promise<{ data: InventoryHistoryInfo[]; cursor: string | null; per_page: number }> {
    const of = query.stock_id ? { stock_id: query.stock_id } : { product_id: query.product_id! };
    const order = query.order ?? ('stock_id' in of ? 'asc' : 'desc');
    const page = await inventoryStore.history(of, { limit: query.per_page, order, cursor: query.cursor });
    return { data: page.data.map(toHistoryInfo), cursor: page.cursor, per_page: query.per_page };
  },
};

export interface InventoryListQuery {
  page: number;
  per_page: number;
  /** Product name, SKU or barcode (issue 25 §7): at most SEARCHED_VARIANTS variants' rows. */
  search?: string | undefined;
  warehouse_id?: number;
  /** Rows at or below this quantity, lowest first. */
  low_stock?: number;
  /** Rows with stock whose expiry date is within this many days, soonest first. */
  expiring_days?: number;
}

/** A row of the /admin/inventories screen: the stock, its variant's names and its warehouse's. */
export type InventoryListRow = InventoryInfo & VariantLabel & { warehouse_name: string | null };

/**
 * One page of rows and their total, each read as the page needs it: low stock and the plain list page
 * an index in key order (a warehouse's own partition when filtered) and take the total from counters;
 * expiring pages the sparse expiry index and counts its range (decision 0019).
 */
async function listRows(query: InventoryListQuery, variants: VariantDirectory): Promise<{ rows: InventoryRecord[]; total: number }> {
  const start = (query.page - 1) * query.per_page;
  const wanted = start + query.per_page;
  const term = query.search?.trim();
  if (term) {
    const rows = await searchedRows(term, query, variants);
    return { rows: rows.slice(start, wanted), total: rows.length };
  }
  if (query.expiring_days !== undefined) {
    const before = new Date(Date.now() + query.expiring_days * 86_400_000).toISOString().slice(0, 10);
    const { rows, total } = await inventoryStore.expiring({ before, warehouseId: query.warehouse_id, wanted });
    return { rows: rows.slice(start, wanted), total };
  }
  const range = { warehouseId: query.warehouse_id, maxQuantity: query.low_stock };
  // A deep page counts first, so a page past the last one reads no rows.
  const total = wanted > 1000 ? await inventoryStore.count(range) : undefined;
  if (total !== undefined && start >= total) return { rows: [], total };
  const [rows, counted] = await Promise.all([inventoryStore.firstRows(range, wanted), total ?? inventoryStore.count(range)]);
  return { rows: rows.slice(start, wanted), total: counted };
}

/** Variants a stock search reads rows for: a bounded read, like every list search (decision 0042). */
export const SEARCHED_VARIANTS = 100;

/**
 * A search's rows: the variants the catalogue finds (at most SEARCHED_VARIANTS), their rows read by
 * product (one Query per product found), narrowed by the list's other filters, in the catalogue's
 * order. The cost follows the matches, never the stock list.
 */
async function searchedRows(term: string, query: InventoryListQuery, variants: VariantDirectory): Promise<InventoryRecord[]> {
  const found = await variants.search(term, SEARCHED_VARIANTS);
  const order = new Map(found.map((v, i) => [v.stock_id, i]));
  const productIds = [...new Set(found.map((v) => v.product_id))];
  const before =
    query.expiring_days === undefined ? undefined : new Date(Date.now() + query.expiring_days * 86_400_000).toISOString().slice(0, 10);
  const rows = (await Promise.all(productIds.map((id) => inventoryStore.ofProduct(id))))
    .flat()
    .filter(
      (row) =>
        order.has(row.stock_id) &&
        (query.warehouse_id === undefined || row.warehouse_id === query.warehouse_id) &&
        (query.low_stock === undefined || row.quantity <= query.low_stock) &&
        (before === undefined || (row.expiry_date != null && row.expiry_date <= before)),
    );
  return rows.sort((a, b) => order.get(a.stock_id)! - order.get(b.stock_id)! || a.warehouse_id - b.warehouse_id);
}

const UNNAMED: VariantLabel = { product_name: null, has_expiry_date: false, sku: null, attributes: {} };

/**
 * The /admin/inventories screen: stock per variant per warehouse, one page. The page's rows are
 * named with one batch read of their warehouses and one of their products (through `variants`),
 * never a read per row.
 */
export async function listInventories(
  query: InventoryListQuery,
  language: string,
  variants: VariantDirectory,
): Promise<{ data: InventoryListRow[]; total: number; page: number; per_page: number }> {
  const { rows, total } = await listRows(query, variants);
  const [labels, warehouses] = await Promise.all([variants.describe(rows, language), Warehouse.names(rows.map((r) => r.warehouse_id))]);
  const data = rows.map((row) => ({
    ...toInventoryInfo(row),
    ...(labels.get(row.stock_id) ?? UNNAMED),
    warehouse_name: warehouses.get(row.warehouse_id) ?? null,
  }));
  return { data, total, page: query.page, per_page: query.per_page };
}
export { StaleInventoryError } from './inventory.store.js';
