import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, documentClient, TABLE_NAME, type TransactItem } from '../shared/dynamo.js';
import { keys } from '../shared/keys.js';
import type { PromotionRecord } from './promotion.entity.js';

/*
 * Usage counting (decision 0068). A promotion with a total limit has a `uses` counter item; one with a
 * per-customer limit has one per customer. The order that applies it raises them in its own
 * transaction, each with the condition `used < limit`, so the last allowed use is granted exactly once
 * however many orders race for it: the others' transactions fail, their orders are priced again and
 * see it used up. The order also writes which counters it raised; a cancelled or refunded order gives
 * them back by deleting that item (conditionally: once) in the same transaction as the decrements.
 * Promotions without limits are not counted (no hot item every order would write).
 */

/** One counter an order raised. */
interface Use {
  promotion_id: number;
  total: boolean;
  customer_id: number | null;
}

const limited = (p: PromotionRecord) => Boolean(p.usage_limit || p.per_customer_limit);

/** Uses counted so far of each promotion (one BatchGet): id → used. */
export async function usedCounts(ids: readonly number[]): Promise<Map<number, number>> {
  const items = await batchGetItems(ids.map((id) => keys.promotionUses(id)));
  return new Map(items.map((item) => [Number(String(item.pk).split('#')[1]), Number(item.used ?? 0)]));
}

async function usedOf(key: { pk: string; sk: string }): Promise<number> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }));
  return Number(Item?.used ?? 0);
}

/** Whether the promotion still has a use for this customer (strongly consistent reads of its counters). */
export async function hasUseLeft(p: PromotionRecord, customerId: number | undefined): Promise<boolean> {
  const [total, mine] = await Promise.all([
    p.usage_limit ? usedOf(keys.promotionUses(p.id)) : 0,
    p.per_customer_limit && customerId !== undefined ? usedOf(keys.promotionCustomerUses(p.id, customerId)) : 0,
  ]);
  return (!p.usage_limit || total < p.usage_limit) && (!p.per_customer_limit || mine < p.per_customer_limit);
}

const raise = (key: { pk: string; sk: string }, limit: number): TransactItem => ({
  Update: {
    TableName: TABLE_NAME,
    Key: key,
    UpdateExpression: 'ADD #used :one',
    ConditionExpression: 'attribute_not_exists(#used) OR #used < :limit',
    ExpressionAttributeNames: { '#used': 'used' },
    ExpressionAttributeValues: { ':one': 1, ':limit': limit },
  },
});

/** The items an order writes for the promotions it applies: the raised counters and the record of them. */
export function useItems(orderId: number, customerId: number | undefined, applied: readonly PromotionRecord[]): TransactItem[] {
  const uses: Use[] = [];
  const items: TransactItem[] = [];
  for (const p of applied.filter(limited)) {
    const mine = p.per_customer_limit && customerId !== undefined ? customerId : null;
    if (p.usage_limit) items.push(raise(keys.promotionUses(p.id), p.usage_limit));
    if (mine !== null) items.push(raise(keys.promotionCustomerUses(p.id, mine), p.per_customer_limit!));
    uses.push({ promotion_id: p.id, total: Boolean(p.usage_limit), customer_id: mine });
  }
  if (!uses.length) return [];
  items.push({
    Put: {
      TableName: TABLE_NAME,
      Item: { ...keys.promotionOrderUses(orderId), uses, created_at: new Date().toISOString() },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  return items;
}

const lower = (key: { pk: string; sk: string }): TransactItem => ({
  Update: {
    TableName: TABLE_NAME,
    Key: key,
    UpdateExpression: 'ADD #used :minus',
    ExpressionAttributeNames: { '#used': 'used' },
    ExpressionAttributeValues: { ':minus': -1 },
  },
});

/**
 * Gives an order's uses back (it was cancelled or refunded): lowers each counter it raised and deletes
 * its record of them, in one transaction conditional on that record: a second call (a redelivered
 * event, a refund after a cancel) finds none and changes nothing. Answers how many promotions got a use back.
 */
export async function giveBack(orderId: number): Promise<number> {
  const key = keys.promotionOrderUses(orderId);
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }));
  const uses = (Item?.uses ?? []) as Use[];
  if (!uses.length) return 0;
  const items: TransactItem[] = [
    { Delete: { TableName: TABLE_NAME, Key: key, ConditionExpression: 'attribute_exists(pk)' } },
    ...uses.flatMap((u) => [
      ...(u.total ? [lower(keys.promotionUses(u.promotion_id))] : []),
      ...(u.customer_id !== null ? [lower(keys.promotionCustomerUses(u.promotion_id, u.customer_id))] : []),
    ]),
  ];
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return uses.length;
  } catch (error) {
    // Another delivery gave them back first.
    if ((error as { name?: string }).name === 'TransactionCanceledException') return 0;
    throw error;
  }
}
