import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { keys } from '../shared/keys.js';
import type { TransactItem } from '../shared/repository.js';

const SET = 'ids';
/** The category's storefront url (`/category/{url}`), on its `catalog#category#<id>` / `products` item. */
const URL = 'url';

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

  /**
   * Transaction item: a category's storefront url, kept on its membership item by the menu write
   * that makes the category or changes its url, so a product write can name the category pages it
   * changes (decision 0043) without reading menus.
   */
  named: (categoryId: number, url: string): TransactItem => ({
    Update: {
      TableName: TABLE_NAME,
      Key: keys.categoryProducts(categoryId),
      UpdateExpression: 'SET #url = :url',
      ExpressionAttributeNames: { '#url': URL },
      ExpressionAttributeValues: { ':url': url },
    },
  }),

  /** The storefront urls of these categories (one BatchGet of their membership items); one not known yet is missing. */
  async urls(ids: readonly number[]): Promise<Map<number, string>> {
    const items = await batchGetItems([...new Set(ids)].map((id) => keys.categoryProducts(id)));
    const found = new Map<number, string>();
    for (const item of items) {
      const id = Number(String(item.pk).split('#').pop());
      if (typeof item[URL] === 'string') found.set(id, item[URL]);
    }
    return found;
  },

  /** True when every id is a category (an empty list is trivially true). */
  async exist(ids: readonly number[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (!unique.length) return true;
    if (unique.some((id) => !Number.isSafeInteger(id) || id <= 0)) return false;
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.categories(), ConsistentRead: true }));
    const known = (Item?.[SET] as Set<number> | undefined) ?? new Set<number>();
    return unique.every((id) => known.has(id));
  },

  /**
   * The check filing one product under `after` instead of `before` needs (decision 0019): a category
   * the product joins must still be one when the write commits (one ConditionCheck on the set of
   * category ids). The filing itself is the product's listing entries, one per (category, product),
   * written in the same transaction (catalog/category-listing.ts, decision 0044).
   */
  filed(before: readonly number[], after: readonly number[]): TransactItem[] {
    const old = new Set(before);
    const joined = [...new Set(after)].filter((id) => !old.has(id));
    if (!joined.length) return [];
    return [
      {
        ConditionCheck: {
          TableName: TABLE_NAME,
          Key: keys.categories(),
          ConditionExpression: joined.map((_, i) => `contains(#ids, :c${String(i)})`).join(' AND '),
          ExpressionAttributeNames: { '#ids': SET },
          ExpressionAttributeValues: Object.fromEntries(joined.map((id, i) => [`:c${String(i)}`, id])),
        },
      },
    ];
  },

  /** Transaction item for a category's delete or retype: removes the item holding its url. */
  released(categoryId: number): TransactItem {
    return { Delete: { TableName: TABLE_NAME, Key: keys.categoryProducts(categoryId) } };
  },

  /**
   * Adds ids and sets urls outside a transaction (idempotent): brings the set, and the urls, of data
   * saved before them up to date.
   */
  async backfill(categories: readonly { id: number; url: string }[]): Promise<void> {
    if (!categories.length) return;
    await documentClient.send(
      new UpdateCommand(
        change(
          'ADD',
          categories.map((c) => c.id),
        ).Update!,
      ),
    );
    const known = await Categories.urls(categories.map((c) => c.id));
    for (const category of categories.filter((c) => known.get(c.id) !== c.url)) {
      await documentClient.send(new UpdateCommand(Categories.named(category.id, category.url).Update!));
    }
  },
};
