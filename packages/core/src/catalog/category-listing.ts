import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { filePath } from '../shared/files.js';
import { keys } from '../shared/keys.js';
import type { TransactItem } from '../shared/repository.js';
import { cardPrice } from './prices.js';
import type { ProductRecord } from './product.entity.js';

/**
 * The products filed under a category, as its listing shows them (decision 0044): one entry per
 * (category, product) in the category's partition, `catalog#category#<id>` / `listed#<product id>`,
 * holding the product's id and, while it is visible, the card's fields (names, picture, price paid,
 * stock state, flags, brand, option values). They are written in the product's own transaction by
 * its writes (`alongside` in shared/repository.ts), so a listing and its products cannot disagree,
 * and a cold category page is one Query of its entries instead of a member set and a BatchGet of
 * every product. The entries are the filing itself: the admin's category filter and the category
 * delete's guard read their ids.
 *
 * The entry is one JSON string: a listing reads every entry of its category, and parsing one string
 * per item costs a fraction of unmarshalling nested attribute maps.
 */

/** What a storefront listing needs of one visible product (catalog/listing.ts, decision 0026). */
export interface ListingEntry {
  id: number;
  url: string;
  /** Name per language slot (`default` is the main language). */
  names: Record<string, string>;
  image_path: string | null;
  /**
   * The lowest price paid among the visible variants (a special price when one applies), the same in
   * minor units for sorting and filtering, and the regular price it replaces (catalog/prices.ts).
   */
  price: string | null;
  minor: number | null;
  regular_price: string | null;
  in_stock: boolean;
  is_new: boolean;
  is_hot: boolean;
  is_featured: boolean;
  brand_id: number | null;
  /** Option key → the values its visible variants have. */
  values: Record<string, string[]>;
}

/** What a listing entry is made from: the record's fields a card shows. */
export const LISTING_FIELDS = [
  'url',
  'translations',
  'image_list',
  'stocks',
  'visibled',
  'track_inventories',
  'stock_status',
  'is_new',
  'is_hot',
  'is_featured',
  'brand_id',
] as const satisfies readonly (keyof ProductRecord)[];
export type ListedProduct = Pick<ProductRecord, (typeof LISTING_FIELDS)[number] | 'id'>;

/** Entry attribute: the ListingEntry as JSON (absent while the product is hidden). */
const ENTRY = 'entry';
/** The product's id, on every entry. */
const PRODUCT = 'product_id';
/** Items read per Query request (DynamoDB also stops at 1 MB). */
const MAX_PER_REQUEST = 1000;

/** A visible product as a listing entry; undefined for a hidden one. */
export function listingEntry(p: ListedProduct): ListingEntry | undefined {
  if (!p.visibled) return undefined;
  const stocks = p.stocks.filter((s) => s.visibled);
  // The price paid, so the card, the order and the filters agree with the product page and the cart.
  const paid = cardPrice(stocks);
  const values: Record<string, string[]> = {};
  for (const stock of stocks) {
    for (const [key, value] of Object.entries(stock.attributes)) {
      const list = (values[key] ??= []);
      if (!list.includes(value)) list.push(value);
    }
  }
  return {
    id: p.id,
    url: p.url,
    names: Object.fromEntries(Object.entries(p.translations).map(([slot, t]) => [slot, t.name ?? ''])),
    image_path: filePath(p.image_list[0]),
    price: paid?.price ?? null,
    minor: paid?.minor ?? null,
    regular_price: paid?.regular_price ?? null,
    in_stock: !p.track_inventories || p.stock_status === 'in_stock',
    is_new: p.is_new,
    is_hot: p.is_hot,
    is_featured: p.is_featured,
    brand_id: p.brand_id ?? null,
    values,
  };
}

/**
 * A product's entry in each category it is filed under: its card as stored, or null while it is
 * hidden (filed, listed nowhere).
 */
function filing(record: ProductRecord | undefined): Map<number, string | null> {
  if (!record) return new Map();
  const entry = listingEntry(record);
  const stored = entry ? JSON.stringify(entry) : null;
  return new Map(record.categories.map((c) => [c, stored]));
}

function entryPut(category: number, productId: number, entry: string | null): TransactItem {
  return {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...keys.categoryListed(category, productId), [PRODUCT]: productId, ...(entry === null ? {} : { [ENTRY]: entry }) },
    },
  };
}

/**
 * Transaction items moving a product's entries from `before` to `after` (either may be absent): a
 * Put where the product is filed under a category anew or its card changes (hidden or shown
 * included), a Delete where it leaves one or is deleted. A write that changes nothing a card shows
 * and files it nowhere new writes none.
 */
export function listingItems(before: ProductRecord | undefined, after: ProductRecord | undefined): TransactItem[] {
  const id = (after ?? before)!.id;
  const was = filing(before);
  const is = filing(after);
  const items: TransactItem[] = [];
  for (const [category, entry] of is) {
    if (was.has(category) && was.get(category) === entry) continue;
    items.push(entryPut(category, id, entry));
  }
  for (const category of was.keys()) {
    if (!is.has(category)) items.push({ Delete: { TableName: TABLE_NAME, Key: keys.categoryListed(category, id) } });
  }
  return items;
}

/** Transaction items putting all of a product's entries as its record says (a rewrite after the fact). */
export function entryPuts(product: ProductRecord): TransactItem[] {
  return [...filing(product)].map(([category, entry]) => entryPut(category, product.id, entry));
}

/** Queries of a category's `listed#` range, newest product first, `attributes` of each item. */
async function readListed(categoryId: number, attributes: string[], limit?: number): Promise<Record<string, unknown>[]> {
  const { pk } = keys.categoryListed(categoryId, 0);
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const result = await documentClient.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :listed)',
        ExpressionAttributeValues: { ':pk': pk, ':listed': 'listed#' },
        ProjectionExpression: attributes.map((_, i) => `#a${String(i)}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(attributes.map((a, i) => [`#a${String(i)}`, a])),
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: Math.min(limit ?? MAX_PER_REQUEST, MAX_PER_REQUEST),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(result.Items ?? []));
    start = result.LastEvaluatedKey;
  } while (start && (limit === undefined || items.length < limit));
  return items;
}

/** A category's visible products as listing entries, newest first: one Query (a hidden product's item has no entry). */
export async function listedEntries(categoryId: number): Promise<ListingEntry[]> {
  const items = await readListed(categoryId, [ENTRY]);
  return items.flatMap((item) => (typeof item[ENTRY] === 'string' ? [JSON.parse(item[ENTRY]) as ListingEntry] : []));
}

/** The ids of the products filed under a category, hidden ones included, newest first. */
export async function filedIds(categoryId: number, limit?: number): Promise<number[]> {
  const items = await readListed(categoryId, [PRODUCT], limit);
  return items.map((item) => Number(item[PRODUCT]));
}
