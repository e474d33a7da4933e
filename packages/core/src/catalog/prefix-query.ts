import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';

/**
 * Product ids of the index entries whose sort key starts with `prefix` on one index partition (name
 * entries, SKU entries, barcode entries): a key-range Query reading only `product_id`, stopping once
 * `limit` distinct products are found.
 */
export async function productIdsOnPrefix(index: 'gsi5' | 'gsi6', partition: string, prefix: string, limit: number): Promise<number[]> {
  const ids = new Set<number>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: index,
        KeyConditionExpression: `${index}pk = :pk AND begins_with(${index}sk, :prefix)`,
        ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
        ProjectionExpression: 'product_id',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) ids.add(item.product_id as number);
    start = page.LastEvaluatedKey;
  } while (start && ids.size < limit);
  return [...ids].slice(0, limit);
}
