import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { keys } from '../shared/keys.js';
import { counterAdd, type TransactItem } from '../shared/repository.js';
import type { ArticleRecord } from './article.entity.js';

/**
 * A blog category's visible articles, newest first, paged on the server (decision 0034): one listing
 * item per (category, visible article) in the category's own partition, `blog#category#<id>` /
 * `article#<article id>`, and a `total` item counting them in the same partition. They are written in
 * the article's own transaction, so the page, the total and the article cannot disagree; a hidden
 * article has none, so nothing is filtered at read time.
 */

/** Ids read per Query request while paging (DynamoDB also stops at 1 MB). */
const MAX_PER_REQUEST = 1000;

const shownIn = (record: Pick<ArticleRecord, 'visibled' | 'categories'> | undefined): Set<number> =>
  new Set(record?.visibled ? record.categories : []);

/** Transaction items that move an article's listing items from `before` to `after` (either may be absent). */
export function listingItems(
  before: Pick<ArticleRecord, 'id' | 'visibled' | 'categories'> | undefined,
  after: Pick<ArticleRecord, 'id' | 'visibled' | 'categories'> | undefined,
): TransactItem[] {
  const id = (after ?? before)!.id;
  const was = shownIn(before);
  const is = shownIn(after);
  const items: TransactItem[] = [];
  for (const category of is) {
    if (was.has(category)) continue;
    items.push(
      { Put: { TableName: TABLE_NAME, Item: { ...keys.blogCategoryArticle(category, id), article_id: id } } },
      counterAdd(keys.blogCategoryTotal(category), 1),
    );
  }
  for (const category of was) {
    if (is.has(category)) continue;
    items.push(
      { Delete: { TableName: TABLE_NAME, Key: keys.blogCategoryArticle(category, id) } },
      counterAdd(keys.blogCategoryTotal(category), -1),
    );
  }
  return items;
}

/** Removes a deleted category's (empty) count item. */
export function releaseListing(categoryId: number): TransactItem {
  return { Delete: { TableName: TABLE_NAME, Key: keys.blogCategoryTotal(categoryId) } };
}

/**
 * One page of a category's visible article ids, newest first, and how many there are: Queries of the
 * category's partition, newest first, reading ids only up to the page (the `total` item comes first).
 */
export async function listedIds(categoryId: number, page: number, perPage: number): Promise<{ total: number; ids: number[] }> {
  const { pk } = keys.blogCategoryTotal(categoryId);
  const wanted = page * perPage + 1;
  let total = 0;
  const ids: number[] = [];
  let read = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const result = await documentClient.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'sk, article_id, #count',
        ExpressionAttributeNames: { '#count': 'count' },
        ScanIndexForward: false,
        Limit: Math.min(wanted - read, MAX_PER_REQUEST),
        ExclusiveStartKey: start,
      }),
    );
    for (const item of result.Items ?? []) {
      read++;
      if (item.sk === 'total') total = Math.max(0, Number(item.count ?? 0));
      else if (typeof item.article_id === 'number') ids.push(item.article_id);
    }
    start = result.LastEvaluatedKey;
  } while (start && read < wanted);
  const from = (page - 1) * perPage;
  return { total, ids: ids.slice(from, from + perPage) };
}
