import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { MESSAGES, ValidationError } from '../shared/errors.js';
import { keys } from '../shared/keys.js';
import { counterAdd, mergeCounterAdds, type TransactItem, type Writable } from '../shared/repository.js';
import { inventoryEntity, inventoryHistoryEntity, type InventoryHistoryRecord, type InventoryRecord } from './inventory.entity.js';

/** Thrown when another writer changed a row between our read and our write: read again and retry. */
export class StaleInventoryError extends Error {}

async function nextInventoryId(): Promise<number> {
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: keys.counter('inventory'),
      UpdateExpression: 'ADD last_id :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Attributes?.last_id as number;
}

/** A record as the table stores it: a field written as `null` ("no value") is left out. */
const present = <T extends object>(record: Writable<T>): T =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined)) as T;

/**
 * Quantities 0 … 99 are counted one by one (`keys.inventoryCounter`), so the total of a low-stock list
 * up to 99 is a sum read from one item, whatever the number of rows.
 */
export const COUNTED_QUANTITIES = 100;
/** Rows read per request when paging in key order. */
const PAGE_READ = 1000;

type CountedRow = Pick<InventoryRecord, 'warehouse_id' | 'quantity'>;

/**
 * The counter changes of one row's write: a new row counts once in all rows and in its warehouse's;
 * a low quantity counts in its quantity's counters (all warehouses, and its own), leaving the old
 * quantity's. Two counter items at most (all warehouses, and the row's), merged with the rest of the
 * transaction (`mergeCounterAdds`).
 */
function countItems(previous: CountedRow | undefined, next: CountedRow): TransactItem[] {
  const items: TransactItem[] = [];
  const add = (attribute: string, delta: number, warehouseId: number) =>
    items.push(counterAdd(keys.inventoryCounter(null), delta, attribute), counterAdd(keys.inventoryCounter(warehouseId), delta, attribute));
  if (!previous) add('count', 1, next.warehouse_id);
  if (previous?.quantity === next.quantity) return items;
  for (const [row, delta] of [
    [previous, -1],
    [next, 1],
  ] as const) {
    if (row && row.quantity < COUNTED_QUANTITIES) add(`q${row.quantity}`, delta, row.warehouse_id);
  }
  return items;
}

/** Which rows a stock list shows: a warehouse's or all; every quantity or those up to one. */
export interface StockRange {
  warehouseId?: number | undefined;
  maxQuantity?: number | undefined;
}

/** Movement rows of a product (table partition) or of a variant (gsi4). */
export type HistoryOf = { product_id: number } | { stock_id: number };

export interface HistoryPage {
  data: InventoryHistoryRecord[];
  /** Opaque; pass it back for the next page. Null on the last page. */
  cursor: string | null;
}

const badCursor = () => ValidationError.field('cursor', MESSAGES.check);

/**
 * A cursor is the key of the last row of a page (base64url JSON). One sent back must be exactly such
 * a key of the same product or variant, else 422: it is never handed to DynamoDB unchecked.
 */
function decodeCursor(
  cursor: string,
  keyNames: readonly string[],
  partition: { name: string; value: string },
  sortPrefix: { name: string; value: string },
) {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (key === null || typeof key !== 'object' || Array.isArray(key)) throw badCursor();
  const entries = Object.entries(key);
  const valid =
    entries.length === keyNames.length &&
    entries.every(([name, value]) => keyNames.includes(name) && typeof value === 'string' && value.length <= 200) &&
    (key as Record<string, string>)[partition.name] === partition.value &&
    (key as Record<string, string>)[sortPrefix.name]!.startsWith(sortPrefix.value);
  if (!valid) throw badCursor();
  return key as Record<string, string>;
}

/** How many items a Query's key range (and filter) holds: Select COUNT, every page. */
async function countQuery(params: QueryCommandInput): Promise<number> {
  const { ProjectionExpression: _projection, ...rest } = params;
  let total = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...rest, Select: 'COUNT', ExclusiveStartKey }));
    total += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return total;
}

/** Data access for inventory rows and their history; only inventory.ts and warehouse.ts use it. */
export const inventoryStore = {
  async find(stockId: number, warehouseId: number): Promise<InventoryRecord | undefined> {
    const { data } = await inventoryEntity.get({ stock_id: stockId, warehouse_id: warehouseId }).go({ consistent: true } as never);
    return (data as InventoryRecord | null) ?? undefined;
  },

  /** The rows of these (variant, warehouse) pairs that exist; one BatchGet per 100 pairs, strongly consistent. */
  async findMany(pairs: readonly { stock_id: number; warehouse_id: number }[]): Promise<InventoryRecord[]> {
    if (!pairs.length) return [];
    const { data } = await inventoryEntity
      .get(pairs.map((p) => ({ stock_id: p.stock_id, warehouse_id: p.warehouse_id })))
      .go({ consistent: true } as never);
    return data as InventoryRecord[];
  },

  async byId(id: number): Promise<InventoryRecord | undefined> {
    const { data } = await inventoryEntity.query.byInventoryId({ id }).go();
    return (data[0] as InventoryRecord | undefined) ?? undefined;
  },

  async ofStock(stockId: number): Promise<InventoryRecord[]> {
    const { data } = await inventoryEntity.query.byStock({ stock_id: stockId }).go({ pages: 'all' });
    return data as InventoryRecord[];
  },

  async ofProduct(productId: number): Promise<InventoryRecord[]> {
    const { data } = await inventoryEntity.query.byProduct({ product_id: productId }).go({ pages: 'all' });
    return data as InventoryRecord[];
  },

  /** Does any row of the warehouse hold stock? One item read at most (its rows are keyed by quantity). */
  async holdsStock(warehouseId: number): Promise<boolean> {
    const { data }: { data: unknown[] } = await inventoryEntity.query
      .byWarehouse({ warehouse_id: warehouseId })
      .gte({ quantity: 1 })
      .go({ limit: 1, pages: 1, attributes: ['quantity'] });
    return data.length > 0;
  },

  /** A fresh row for a variant in a warehouse that never held it (version 0, not yet written). */
  async blank(stockId: number, productId: number, warehouseId: number): Promise<Writable<InventoryRecord>> {
    const now = new Date().toISOString();
    return {
      id: await nextInventoryId(),
      stock_id: stockId,
      product_id: productId,
      warehouse_id: warehouseId,
      quantity: 0,
      available_inventories: 0,
      expiry_date: null,
      version: 0,
      created_at: now,
      updated_at: now,
    };
  },

  /**
   * Put of the next state, conditional on the version that was read (or on absence for a new row, the
   * `read` of version 0), with the row counters it moves.
   */
  writeItems(next: Writable<InventoryRecord>, read: Writable<InventoryRecord>): TransactItem[] {
    const params = inventoryEntity.put(present<InventoryRecord>(next)).params() as { Item: Record<string, unknown> };
    // The expiry index is sparse: only rows with stock and an expiry date carry its keys.
    if (next.expiry_date && next.quantity > 0) Object.assign(params.Item, keys.inventoryExpiry({ ...next, expiry_date: next.expiry_date }));
    const put: TransactItem =
      read.version === 0
        ? { Put: { TableName: TABLE_NAME, Item: params.Item, ConditionExpression: 'attribute_not_exists(pk)' } }
        : {
            Put: {
              TableName: TABLE_NAME,
              Item: params.Item,
              ConditionExpression: 'version = :read',
              ExpressionAttributeValues: { ':read': read.version },
            },
          };
    return [put, ...countItems(read.version === 0 ? undefined : read, next)];
  },

  historyItem(row: Writable<InventoryHistoryRecord>): TransactItem {
    const params = inventoryHistoryEntity.put(present<InventoryHistoryRecord>(row)).params() as { Item: Record<string, unknown> };
    return { Put: { TableName: TABLE_NAME, Item: params.Item, ConditionExpression: 'attribute_not_exists(pk)' } };
  },

  /** Writes all items in one transaction; a lost race surfaces as StaleInventoryError. */
  async commit(items: TransactItem[]): Promise<void> {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: mergeCounterAdds(items) }));
    } catch (error) {
      if (error instanceof TransactionCanceledException) {
        const codes = (error.CancellationReasons ?? []).map((r) => r.Code);
        if (codes.some((c) => c === 'ConditionalCheckFailed' || c === 'TransactionConflict')) {
          throw new StaleInventoryError(codes.join(','));
        }
      }
      if ((error as { name?: string }).name === 'TransactionConflictException') throw new StaleInventoryError('conflict');
      throw error;
    }
  },

  /**
   * One page of movement rows, by time, with a cursor to the next page: a product's or a variant's
   * whole history is always reachable, however long (pattern inv-7/inv-8 in docs/data-model.md).
   */
  async history(of: HistoryOf, options: { limit: number; order: 'asc' | 'desc'; cursor?: string | null }): Promise<HistoryPage> {
    const query =
      'product_id' in of
        ? inventoryHistoryEntity.query.byProduct({ product_id: of.product_id })
        : inventoryHistoryEntity.query.byStock({ stock_id: of.stock_id });
    const params = query.params() as QueryCommandInput & {
      ExpressionAttributeNames: Record<string, string>;
      ExpressionAttributeValues: Record<string, string>;
    };
    const partition = { name: params.ExpressionAttributeNames['#pk']!, value: params.ExpressionAttributeValues[':pk']! };
    const sortPrefix = { name: params.ExpressionAttributeNames['#sk1']!, value: params.ExpressionAttributeValues[':sk1']! };
    const keyNames = [...new Set(['pk', 'sk', partition.name, sortPrefix.name])];
    const start = options.cursor ? decodeCursor(options.cursor, keyNames, partition, sortPrefix) : undefined;
    let result;
    try {
      // One more than the page, to know whether another page follows.
      result = await documentClient.send(
        new QueryCommand({ ...params, Limit: options.limit + 1, ScanIndexForward: options.order === 'asc', ExclusiveStartKey: start }),
      );
    } catch (error) {
      if (start && (error as { name?: string }).name === 'ValidationException') throw badCursor();
      throw error;
    }
    const items = result.Items ?? [];
    const page = items.slice(0, options.limit);
    const last = page[page.length - 1];
    const more = items.length > options.limit || result.LastEvaluatedKey !== undefined;
    const cursor =
      more && last ? Buffer.from(JSON.stringify(Object.fromEntries(keyNames.map((k) => [k, last[k]])))).toString('base64url') : null;
    const { data } = inventoryHistoryEntity.parse({ Items: page });
    return { data: data as InventoryHistoryRecord[], cursor };
  },

  /** How many of a product's rows hold stock (consistent: a movement decides on it). */
  async rowsInStock(productId: number): Promise<number> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: TABLE_NAME, Key: keys.productStock(productId), ConsistentRead: true }),
    );
    return (Item?.rows_in_stock as number | undefined) ?? 0;
  },

  /** Moves a product's rows-in-stock counter by `delta`, only if it still holds what was read. */
  rowsInStockItem(productId: number, seen: number, delta: number): TransactItem {
    return {
      Update: {
        TableName: TABLE_NAME,
        Key: keys.productStock(productId),
        UpdateExpression: 'SET rows_in_stock = :next',
        ConditionExpression: seen === 0 ? 'attribute_not_exists(rows_in_stock) OR rows_in_stock = :seen' : 'rows_in_stock = :seen',
        ExpressionAttributeValues: { ':seen': seen, ':next': seen + delta },
      },
    };
  },

  /**
   * The first `wanted` rows of a range, lowest quantity first, in key order: a warehouse's rows from
   * its own partition (gsi4), all rows from the quantity index (gsi1). Reads `wanted` rows, no more.
   */
  async firstRows(range: StockRange, wanted: number): Promise<InventoryRecord[]> {
    const rows: InventoryRecord[] = [];
    let cursor: string | null = null;
    do {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      let query: any =
        range.warehouseId === undefined
          ? inventoryEntity.query.byQuantity({})
          : inventoryEntity.query.byWarehouse({ warehouse_id: range.warehouseId });
      // `lte` on a composite sort key stops before rows equal to the bound (their keys are longer): use `lt` of the next quantity.
      if (range.maxQuantity !== undefined) query = query.lt({ quantity: range.maxQuantity + 1 });
      const page: { data: InventoryRecord[]; cursor: string | null } = await query.go({
        order: 'asc',
        limit: Math.min(wanted - rows.length, PAGE_READ),
        pages: 1,
        cursor,
      });
      rows.push(...page.data);
      cursor = page.cursor;
    } while (cursor && rows.length < wanted);
    return rows;
  },

  /**
   * How many rows a range holds, from one counter item (all warehouses', or the warehouse's): all its
   * rows, or the sum of its per-quantity counts up to a low threshold. A threshold above the counted
   * quantities is counted in the index (Select COUNT over the range: proportional to the rows in it).
   */
  async count(range: StockRange): Promise<number> {
    if (range.maxQuantity === undefined || range.maxQuantity < COUNTED_QUANTITIES) {
      const key = keys.inventoryCounter(range.warehouseId ?? null);
      const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: key }));
      const counted = (attribute: string) => Math.max(0, (Item?.[attribute] as number | undefined) ?? 0);
      if (range.maxQuantity === undefined) return counted('count');
      return Array.from({ length: range.maxQuantity + 1 }, (_, quantity) => counted(`q${quantity}`)).reduce((a, b) => a + b, 0);
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const base: any =
      range.warehouseId === undefined
        ? inventoryEntity.query.byQuantity({})
        : inventoryEntity.query.byWarehouse({ warehouse_id: range.warehouseId });
    const params = base.lt({ quantity: range.maxQuantity + 1 }).params() as QueryCommandInput;
    return countQuery(params);
  },

  /**
   * Rows with stock expiring on or before `before`, soonest first (the sparse expiry index holds only
   * rows with stock and a date): the first `wanted`, and how many there are (proportional to them).
   */
  async expiring(options: {
    before: string;
    warehouseId?: number | undefined;
    wanted: number;
  }): Promise<{ rows: InventoryRecord[]; total: number }> {
    const range = keys.inventoryExpiringBy(options.before);
    const params: QueryCommandInput = {
      TableName: TABLE_NAME,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :before',
      ExpressionAttributeValues: { ':pk': range.gsi2pk, ':before': range.gsi2skMax },
      ...(options.warehouseId === undefined
        ? {}
        : {
            FilterExpression: 'warehouse_id = :warehouse',
            ExpressionAttributeValues: { ':pk': range.gsi2pk, ':before': range.gsi2skMax, ':warehouse': options.warehouseId },
          }),
    };
    const firstRows = async () => {
      const rows: InventoryRecord[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await documentClient.send(
          new QueryCommand({ ...params, Limit: Math.min(options.wanted - rows.length, PAGE_READ), ExclusiveStartKey }),
        );
        for (const item of page.Items ?? []) {
          const row = inventoryEntity.parse({ Item: item }).data as InventoryRecord | null;
          if (row) rows.push(row);
        }
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey && rows.length < options.wanted);
      return rows;
    };
    const [rows, total] = await Promise.all([firstRows(), countQuery(params)]);
    return { rows, total };
  },
};
