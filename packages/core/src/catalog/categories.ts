import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { keys } from '../shared/keys.js';
import type { TransactItem } from '../shared/repository.js';

const SET = 'ids';

function change(action: 'ADD' | 'DELETE', ids: readonly number[]): TransactItem {
  return {
    Update: {
      TableName: TABLE_NAME,
      Key: keys.categories(),
      UpdateExpression: `${action} #ids :ids`,
      ExpressionAttributeNames: { '#ids': SET },
      ExpressionAttributeValues: { ':ids': new Set(ids) },
    },
  };
}

/**
 * The ids of the categories products may be filed under: catalogue reference data in one raw item
 * (a number set). The content domain, whose `category` menus are the categories (decision 0004),
 * adds and removes ids in the same transaction as the menu write that creates, retypes or deletes a
 * category; the catalogue checks a product's `categories` against it and never reads menus.
 */
export const Categories = {
  /** Transaction item: these menu ids are categories now. */
  added: (ids: readonly number[]): TransactItem => change('ADD', ids),

  /** Transaction item: these menu ids are no longer categories. */
  removed: (ids: readonly number[]): TransactItem => change('DELETE', ids),

  /** True when every id is a category (an empty list is trivially true). */
  async exist(ids: readonly number[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (!unique.length) return true;
    if (unique.some((id) => !Number.isSafeInteger(id) || id <= 0)) return false;
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.categories(), ConsistentRead: true }));
    const known = (Item?.[SET] as Set<number> | undefined) ?? new Set<number>();
    return unique.every((id) => known.has(id));
  },

  /** Adds ids outside a transaction (idempotent): brings the set of data saved before it up to date. */
  async backfill(ids: readonly number[]): Promise<void> {
    if (!ids.length) return;
    await documentClient.send(new UpdateCommand(change('ADD', ids).Update!));
  },
};
