import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import type { TransactItem } from '../shared/repository.js';
import { productIdsOnPrefix } from './prefix-query.js';

/**
 * One item per SKU in one namespace shared by products and variants, so a SKU is unique across both
 * (written in the product's save transaction). The item doubles as an index:
 *   gsi4 `stock#<id>`      → find a variant (and its product) by stock id;
 *   gsi5 `sku` / sku       → SKU prefix search;
 *   gsi6 `barcode` / code  → barcode prefix search.
 */
export interface SkuEntry {
  sku: string;
  product_id: number;
  /** 0 for the product's own SKU. */
  stock_id: number;
  barcode?: string | null;
}

const key = (sku: string) => ({ pk: `sku#${sku.trim().toLowerCase()}`, sk: 'sku' });

function item(entry: SkuEntry): Record<string, unknown> {
  return {
    ...key(entry.sku),
    sku: entry.sku,
    product_id: entry.product_id,
    stock_id: entry.stock_id,
    gsi5pk: 'sku',
    gsi5sk: entry.sku.toLowerCase(),
    ...(entry.stock_id ? { gsi4pk: `stock#${entry.stock_id}`, gsi4sk: 'stock' } : {}),
    ...(entry.barcode ? { barcode: entry.barcode, gsi6pk: 'barcode', gsi6sk: `${entry.barcode.toLowerCase()}#${entry.stock_id}` } : {}),
  };
}

export const SkuGuard = {
  /** Claims a SKU for this product (free, or already this product's). */
  put(entry: SkuEntry): TransactItem {
    return {
      Put: {
        TableName: tableName(),
        Item: item(entry),
        ConditionExpression: 'attribute_not_exists(pk) OR product_id = :product',
        ExpressionAttributeValues: { ':product': entry.product_id },
      },
    };
  },

  release(sku: string, productId: number): TransactItem {
    return {
      Delete: {
        TableName: tableName(),
        Key: key(sku),
        ConditionExpression: 'attribute_not_exists(pk) OR product_id = :product',
        ExpressionAttributeValues: { ':product': productId },
      },
    };
  },

  async find(sku: string): Promise<SkuEntry | undefined> {
    const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key(sku) }));
    return Item as SkuEntry | undefined;
  },

  async byStockId(stockId: number): Promise<SkuEntry | undefined> {
    const { Items } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi4',
        KeyConditionExpression: 'gsi4pk = :pk AND gsi4sk = :sk',
        ExpressionAttributeValues: { ':pk': `stock#${stockId}`, ':sk': 'stock' },
      }),
    );
    return Items?.[0] as SkuEntry | undefined;
  },

  /** Product ids whose own or variant SKU, or a variant barcode, starts with the term (at most `limit` of each). */
  async productIdsByPrefix(term: string, limit = 500): Promise<number[]> {
    const prefix = term.trim().toLowerCase();
    if (!prefix) return [];
    const [skus, barcodes] = await Promise.all([
      productIdsOnPrefix('gsi5', 'sku', prefix, limit),
      productIdsOnPrefix('gsi6', 'barcode', prefix, limit),
    ]);
    return [...new Set([...skus, ...barcodes])];
  },
};
