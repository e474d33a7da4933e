import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { MESSAGES, ValidationError } from '../shared/errors.js';
import { keys } from '../shared/keys.js';
import type { TransactItem, Writable } from '../shared/repository.js';
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

const present = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined));

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

/** Data access for inventory rows and their history; only inventory.ts and warehouse.ts use it. */
export const inventoryStore = {
  async find(stockId: number, warehouseId: number): Promise<InventoryRecord | undefined> {
    const { data } = await inventoryEntity.get({ stock_id: stockId, warehouse_id: warehouseId }).go({ consistent: true } as never);
    return (data as InventoryRecord | null) ?? undefined;
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

  async inWarehouse(warehouseId: number): Promise<InventoryRecord[]> {
    const { data } = await inventoryEntity.query.byWarehouse({ warehouse_id: warehouseId }).go({ pages: 'all' });
    return data as InventoryRecord[];
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

  /** Put of the next state, conditional on the version that was read (or on absence for a new row). */
  writeItem(next: Writable<InventoryRecord>, readVersion: number): TransactItem {
    const params = inventoryEntity.put(present(next) as never).params() as { Item: Record<string, unknown> };
    // The expiry index is sparse: only rows with an expiry date carry its keys.
    if (next.expiry_date) Object.assign(params.Item, keys.inventoryExpiry({ ...next, expiry_date: next.expiry_date }));
    return readVersion === 0
      ? { Put: { TableName: TABLE_NAME, Item: params.Item, ConditionExpression: 'attribute_not_exists(pk)' } }
      : {
          Put: {
            TableName: TABLE_NAME,
            Item: params.Item,
            ConditionExpression: 'version = :read',
            ExpressionAttributeValues: { ':read': readVersion },
          },
        };
  },

  historyItem(row: Writable<InventoryHistoryRecord>): TransactItem {
    const params = inventoryHistoryEntity.put(present(row) as never).params() as { Item: Record<string, unknown> };
    return { Put: { TableName: TABLE_NAME, Item: params.Item, ConditionExpression: 'attribute_not_exists(pk)' } };
  },

  /** Writes all items in one transaction; a lost race surfaces as StaleInventoryError. */
  async commit(items: TransactItem[]): Promise<void> {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
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

  async inStock(): Promise<InventoryRecord[]> {
    const { data } = await inventoryEntity.query
      .byQuantity({})
      .gte({ quantity: 1 })
      .go({ pages: 'all', attributes: ['product_id', 'quantity'] } as never);
    return data as InventoryRecord[];
  },

  async listByQuantity(options: { maxQuantity?: number; warehouseId?: number }): Promise<InventoryRecord[]> {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let query: any = inventoryEntity.query.byQuantity({});
    // `lte` on a composite sort key stops before rows equal to the bound (their keys are longer): use `lt` of the next quantity.
    if (options.maxQuantity !== undefined) query = inventoryEntity.query.byQuantity({}).lt({ quantity: options.maxQuantity + 1 });
    if (options.warehouseId !== undefined) {
      const warehouseId = options.warehouseId;
      query = query.where((attr: { warehouse_id: unknown }, op: { eq: (a: unknown, b: unknown) => string }) =>
        op.eq(attr.warehouse_id, warehouseId),
      );
    }
    const { data } = await query.go({ pages: 'all', order: 'asc' });
    return data as InventoryRecord[];
  },

  async listByExpiry(options: { before: string; warehouseId?: number }): Promise<InventoryRecord[]> {
    const rows: InventoryRecord[] = [];
    const range = keys.inventoryExpiringBy(options.before);
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await documentClient.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :before',
          ExpressionAttributeValues: { ':pk': range.gsi2pk, ':before': range.gsi2skMax },
          ExclusiveStartKey,
        }),
      );
      for (const item of page.Items ?? []) {
        const row = inventoryEntity.parse({ Item: item }).data as InventoryRecord | null;
        if (row && row.quantity > 0 && (options.warehouseId === undefined || row.warehouse_id === options.warehouseId)) rows.push(row);
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return rows;
  },
};
