import { TransactionCanceledException, type CancellationReason } from '@aws-sdk/client-dynamodb';
import { TABLE_NAME, type TransactItem } from './dynamo.js';
import { MESSAGES, ValidationError } from './errors.js';
import { itemSize, largestField, MAX_ITEM_BYTES } from './item-size.js';
import { keys, type ItemKey } from './keys.js';
import type { BaseItem } from './model.js';
import type { AnyEntity } from './repository-types.js';

/*
 * The transaction items a store's writes are made of (a record's Put and Delete, its unique-value
 * guards, counter updates) and what DynamoDB's refusal of a transaction means (shared/repository.ts).
 */

export const MAX_TRANSACTION_ITEMS = 100;
/** Attributes the repository derives; never the field to blame for a large record. */
const DERIVED = ['search_tokens', 'sort_name'];

/** 422 beside the field that makes a record too large for one DynamoDB item (400 KB). */
export function recordTooLarge(record: Record<string, unknown>): ValidationError {
  return ValidationError.field(largestField(record, DERIVED) || '_', MESSAGES.recordTooLarge);
}

/** Refuses an item DynamoDB would refuse for its size, before the write (decision 0009). */
export function assertItemFits(item: Record<string, unknown>, record: Record<string, unknown> = item): void {
  if (itemSize(item) > MAX_ITEM_BYTES) throw recordTooLarge(record);
}

/** DynamoDB's own "Item size has exceeded the maximum allowed size", alone or as a cancellation reason. */
function isItemSizeError(error: unknown): boolean {
  const sizeMessage = (message: unknown) => typeof message === 'string' && /item size/i.test(message);
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some((r) => sizeMessage(r.Message));
  }
  return (error as { name?: string }).name === 'ValidationException' && sizeMessage((error as Error).message);
}

/**
 * The last line behind `assertItemFits`: maps DynamoDB's item-size refusal of a transaction to the
 * same 422, naming the largest field of the largest item written.
 */
export function explainItemSize(error: unknown, items: readonly TransactItem[]): ValidationError | undefined {
  if (!isItemSizeError(error)) return undefined;
  const puts = items.flatMap((i) => (i.Put?.Item ? [i.Put.Item as Record<string, unknown>] : []));
  const largest = puts.sort((a, b) => itemSize(b) - itemSize(a))[0];
  return largest ? recordTooLarge(largest) : ValidationError.field('_', MESSAGES.recordTooLarge);
}

/** Reason an item in a cancelled transaction failed, by position. */
export function cancellationCodes(error: unknown): (string | undefined)[] | undefined {
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).map((r: CancellationReason) => r.Code);
  }
  return undefined;
}

export function putItem(entity: AnyEntity, record: object, condition: 'new' | { updatedAt: string }): TransactItem {
  // DynamoDB stores "no value" as an absent attribute; ElectroDB refuses null for typed attributes.
  const present = Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined));
  const params = entity.put(present).params() as { Item: Record<string, unknown> };
  assertItemFits(params.Item, present);
  if (condition === 'new') {
    return {
      Put: { TableName: TABLE_NAME, Item: params.Item, ConditionExpression: 'attribute_not_exists(pk)' },
    };
  }
  return {
    Put: {
      TableName: TABLE_NAME,
      Item: params.Item,
      ConditionExpression: 'attribute_exists(pk) AND updated_at = :previous',
      ExpressionAttributeValues: { ':previous': condition.updatedAt },
    },
  };
}
/**
 * Deletes the record as it was read: its guards were taken from that read, so a record changed in
 * between (a new unique value) must not be deleted with the old value's guard.
 */
export function deleteItem(entity: AnyEntity, record: BaseItem): TransactItem {
  const params = entity.delete({ id: record.id }).params() as { Key: Record<string, unknown> };
  return {
    Delete: {
      TableName: TABLE_NAME,
      Key: params.Key,
      ConditionExpression: 'attribute_exists(pk) AND updated_at = :seen',
      ExpressionAttributeValues: { ':seen': record.updated_at },
    },
  };
}
/**
 * Claims a value: free, already the record's, or only a moved marker (which the Put replaces, so a
 * reused url stops redirecting in the claim's own transaction, decision 0040).
 */
export function guardPut(name: string, field: string, value: string, owner: number): TransactItem {
  return {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...keys.unique(name, field, value), owner, field },
      ConditionExpression: 'attribute_not_exists(#owner) OR #owner = :owner',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':owner': owner },
    },
  };
}
export function guardDelete(name: string, field: string, value: string): TransactItem {
  return { Delete: { TableName: TABLE_NAME, Key: keys.unique(name, field, value) } };
}
/** A transaction item that only checks `record` is still as it was read (same updated_at). */
export function unchangedCheck(entity: AnyEntity, record: BaseItem): TransactItem {
  const params = entity.delete({ id: record.id }).params() as { Key: Record<string, unknown> };
  return {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: params.Key,
      ConditionExpression: 'updated_at = :seen',
      ExpressionAttributeValues: { ':seen': record.updated_at },
    },
  };
}
/** A counter update: `ADD #c0 :c0, #c1 :c1…`, nothing else, no condition (see `mergeCounterAdds`). */
const COUNTER_ADDS = /^ADD #c0 :c0(, #c\d+ :c\d+)*$/;

/** An `ADD` of each attribute's delta to one counter item (each attribute starts at 0). */
function counterUpdate(key: ItemKey, deltas: ReadonlyMap<string, number>): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const parts = [...deltas].map(([attribute, delta], i) => {
    names[`#c${i}`] = attribute;
    values[`:c${i}`] = delta;
    return `#c${i} :c${i}`;
  });
  return {
    Update: {
      TableName: TABLE_NAME,
      Key: key,
      UpdateExpression: `ADD ${parts.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Adds `delta` to one attribute (`count` unless told) of a counter item. */
export function counterAdd(key: ItemKey, delta: number, attribute = 'count'): TransactItem {
  return counterUpdate(key, new Map([[attribute, delta]]));
}

/**
 * One item per counter: a transaction may touch an item only once, and two parts of one write can
 * each move a counter (an admin leaving a group and another joining it), or different attributes of
 * one counter item (a record's count and its filter values). Later additions to a counter item are
 * summed into its first one, so the conditional items before them keep their positions.
 */
export function mergeCounterAdds(items: TransactItem[]): TransactItem[] {
  const counters = new Map<string, { index: number; key: ItemKey; deltas: Map<string, number> }>();
  const merged: TransactItem[] = [];
  for (const item of items) {
    const update = item.Update;
    if (!update || update.ConditionExpression || !COUNTER_ADDS.test(update.UpdateExpression ?? '')) {
      merged.push(item);
      continue;
    }
    const id = JSON.stringify(update.Key);
    let counter = counters.get(id);
    if (!counter) {
      counter = { index: merged.length, key: update.Key as ItemKey, deltas: new Map() };
      counters.set(id, counter);
      merged.push(item);
    }
    for (const [name, attribute] of Object.entries(update.ExpressionAttributeNames ?? {})) {
      const delta = update.ExpressionAttributeValues![`:${name.slice(1)}`] as number;
      counter.deltas.set(attribute, (counter.deltas.get(attribute) ?? 0) + delta);
    }
  }
  for (const counter of counters.values()) merged[counter.index] = counterUpdate(counter.key, counter.deltas);
  return merged;
}

/** A new updated_at: now, or 1 ms after the stored one when this clock is behind (stamps only move forward). */
export function stampAfter(previous: string): string {
  const now = new Date().toISOString();
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}
