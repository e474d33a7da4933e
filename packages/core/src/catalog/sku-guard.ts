import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { keys, SEARCH_PARTITIONS } from '../shared/keys.js';
import type { TransactItem } from '../shared/repository.js';
import { idsOnPrefix, MAX_SEARCH_MATCHES } from '../shared/search-index.js';

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

function item(entry: SkuEntry): Record<string, unknown> {
  return {
    ...keys.sku(entry.sku),
    sku: entry.sku,
    product_id: entry.product_id,
    stock_id: entry.stock_id,
    ...(entry.barcode ? { barcode: entry.barcode } : {}),
    ...keys.skuIndexes(entry),
  };
}

export const SkuGuard = {
  /** Claims a SKU for this product (free, or already this product's). */
  put(entry: SkuEntry): TransactItem {
    return {
      Put: {
        TableName: TABLE_NAME,
        Item: item(entry),
        ConditionExpression: 'attribute_not_exists(pk) OR product_id = :product',
        ExpressionAttributeValues: { ':product': entry.product_id },
      },
    };
  },

  release(sku: string, productId: number): TransactItem {
    return {
      Delete: {
        TableName: TABLE_NAME,
        Key: keys.sku(sku),
        ConditionExpression: 'attribute_not_exists(pk) OR product_id = :product',
        ExpressionAttributeValues: { ':product': productId },
      },
    };
  },

  async find(sku: string): Promise<SkuEntry | undefined> {
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.sku(sku) }));
    return Item as SkuEntry | undefined;
  },

  async byStockId(stockId: number): Promise<SkuEntry | undefined> {
    const { gsi4pk, gsi4sk } = keys.skuOfStock(stockId);
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: 'gsi4',
        KeyConditionExpression: 'gsi4pk = :pk AND gsi4sk = :sk',
        ExpressionAttributeValues: { ':pk': gsi4pk, ':sk': gsi4sk },
      }),
    );
    return Items?.[0] as SkuEntry | undefined;
  },

  /**
   * The variants whose barcode is exactly this code (a till's scanner, issue 29 §3): ONE Query on the
   * barcode index for the code's own keys (`<code>#<stock id>`), never a read of other codes.
   */
  async byBarcode(code: string): Promise<{ stock_id: number; product_id: number }[]> {
    const folded = code.trim().toLowerCase();
    if (!folded || folded.includes('#')) return [];
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: 'gsi6',
        KeyConditionExpression: 'gsi6pk = :pk AND begins_with(gsi6sk, :code)',
        ExpressionAttributeValues: { ':pk': SEARCH_PARTITIONS.barcode, ':code': `${folded}#` },
        Limit: 20,
      }),
    );
    return ((Items ?? []) as SkuEntry[]).map((e) => ({ stock_id: e.stock_id, product_id: e.product_id }));
  },

  /** Product ids whose own or variant SKU, or a variant barcode, starts with the term (at most `limit` of each). */
  async productIdsByPrefix(term: string, limit = MAX_SEARCH_MATCHES): Promise<number[]> {
    const prefix = term.trim().toLowerCase();
    if (!prefix) return [];
    const [skus, barcodes] = await Promise.all([
      idsOnPrefix('gsi5', SEARCH_PARTITIONS.sku, prefix, limit, 'product_id'),
      idsOnPrefix('gsi6', SEARCH_PARTITIONS.barcode, prefix, limit, 'product_id'),
    ]);
    return [...new Set([...skus, ...barcodes])];
  },
};
