import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { Menu } from '../content/menu.js';
import { MenuInput } from '../content/menu.schema.js';
import { WarehouseInput } from '../inventory/warehouse.schema.js';
import { Warehouse } from '../inventory/warehouse.js';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { keys } from '../shared/keys.js';
import { measureReads } from '../shared/read-meter.js';
import { filedIds, listedEntries, listingItems } from './category-listing.js';
import { Listing, type ListingView } from './listing.js';
import { ListingQuery } from './listing.schema.js';
import { ProductInput } from './product.schema.js';
import { categoryListings, productStore } from './product.store.js';
import { Product } from './product.js';
import { Stock } from './stock.js';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const view: ListingView = { language: 'default', showPrices: true };
const query = ListingQuery.parse({ per_page: 100 });

const category = async (title: string) => Menu.create(MenuInput.parse({ title, type: 'category', url: `listed-${unique()}` }), 'default');

async function input(name: string, categories: number[], more: Record<string, unknown> = {}) {
  const id = unique();
  return ProductInput.parseAsync({
    name,
    url: `listed-${id}`,
    sku: `L-${id}`,
    categories,
    track_inventories: false,
    stocks: [{ sku: `L-${id}-1`, price: '20.00' }],
    ...more,
  });
}

/** The entries stored in a category's partition, by product id (what a cold listing reads). */
async function stored(categoryId: number): Promise<Map<number, { name: string; price: string | null; in_stock: boolean }>> {
  const entries = await listedEntries(categoryId);
  return new Map(entries.map((e) => [e.id, { name: e.names.default ?? '', price: e.price, in_stock: e.in_stock }]));
}

/**
 * A category's listing is its own entries, written with each product (decision 0044): a cold category
 * page is one Query, and whatever a product's write changes on its card is in the entries when the
 * write answers.
 */
describe("a category's listing entries", () => {
  it('follow every write of a product: create, edit, refile, hide, show, stock, delete', async () => {
    const [shoes, bags] = await Promise.all([category('Shoes'), category('Bags')]);
    const created = await Product.create(await input('Runner', [shoes.id, bags.id]), 'default');
    expect((await stored(shoes.id)).get(created.id)).toEqual({ name: 'Runner', price: '20.00', in_stock: true });
    expect((await stored(bags.id)).has(created.id)).toBe(true);

    // A card's text and price change in every category it is in.
    const stocks = created.stocks.map((s) => ({ id: s.id, sku: s.sku, price: '25.00', special_price: '19.00' }));
    await Product.update(created.id, await input('Trail runner', [shoes.id], { sku: created.sku, url: created.url, stocks }), 'default');
    expect((await stored(shoes.id)).get(created.id)).toEqual({ name: 'Trail runner', price: '19.00', in_stock: true });
    // Taken out of a category: its entry there goes.
    expect((await stored(bags.id)).has(created.id)).toBe(false);

    await Product.batchUpdate([created.id], { visibled: false });
    expect((await stored(shoes.id)).has(created.id)).toBe(false);
    // Hidden, still filed: the admin's filter and the delete guard see it.
    expect(await filedIds(shoes.id)).toEqual([created.id]);
    await Product.batchUpdate([created.id], { visibled: true });
    expect((await stored(shoes.id)).get(created.id)?.name).toBe('Trail runner');

    // Tracked stock: out of stock until a movement brings some, then in stock, by the movement's own write.
    const tracked = await Product.create(await input('Boot', [shoes.id], { track_inventories: true }), 'default');
    expect((await stored(shoes.id)).get(tracked.id)?.in_stock).toBe(false);
    const warehouse = await Warehouse.create(WarehouseInput.parse({ name: `Listed ${unique()}`, code: `L${unique()}` }));
    await Stock.plus({ stock_id: tracked.stocks[0]!.id, warehouse_id: warehouse.id, quantity: 2, reason: 'Count' }, { admin_id: null });
    expect((await stored(shoes.id)).get(tracked.id)?.in_stock).toBe(true);

    // Newest first, as the listing shows them.
    expect((await listedEntries(shoes.id)).map((e) => e.id)).toEqual([tracked.id, created.id]);

    await Product.remove(created.id);
    expect([...(await stored(shoes.id)).keys()]).toEqual([tracked.id]);
    expect(await filedIds(shoes.id)).toEqual([tracked.id]);
  });

  it('batches of many products, each filed under several categories, show, hide and delete whole', async () => {
    const shelves = await Promise.all([category('Batch A'), category('Batch B'), category('Batch C')]);
    const made: number[] = [];
    for (let i = 0; i < 36; i += 12) {
      const batch = await Promise.all(
        Array.from({ length: 12 }, async (_, k) =>
          Product.create(
            await input(
              `Batch ${i + k}`,
              shelves.map((c) => c.id),
            ),
            'default',
          ),
        ),
      );
      made.push(...batch.map((p) => p.id));
    }
    // 36 records and 108 entries: more than one transaction holds.
    expect(await Product.batchUpdate(made, { visibled: false })).toBe(36);
    expect(await listedEntries(shelves[1]!.id)).toEqual([]);
    expect(await filedIds(shelves[1]!.id)).toHaveLength(36);
    expect(await Product.batchRemove(made)).toBe(36);
    for (const shelf of shelves) expect(await filedIds(shelf.id)).toEqual([]);
  });

  it('a product filed under a category while it was being deleted is unfiled from it afterwards', async () => {
    const [going, staying] = await Promise.all([category('Going'), category('Staying')]);
    const product = await Product.create(await input('Straggler', [going.id, staying.id]), 'default');
    await Product.unfileFromDeleted([going.id]);
    expect((await productStore.get(product.id)).categories).toEqual([staying.id]);
    expect(await filedIds(going.id)).toEqual([]);
    expect(await filedIds(staying.id)).toEqual([product.id]);
  });

  it('a write that changes nothing a card shows writes no entry, and a cold category page reads its entries with one Query', async () => {
    const shelf = await category('Shelf');
    const created = await Product.create(await input('Lamp', [shelf.id], { description: '<p>Bright.</p>' }), 'default');
    const record = await productStore.get(created.id);
    expect(listingItems(record, { ...record, description: '<p>Brighter.</p>' } as typeof record)).toEqual([]);
    expect(listingItems(record, { ...record, is_hot: !record.is_hot })).toHaveLength(1);

    categoryListings.invalidate();
    const { result, reads } = await measureReads(() => Listing.category(shelf.id, query, view));
    expect(result.data.map((c) => c.id)).toEqual([created.id]);
    // The entries, and nothing else: no member set, no product records.
    expect(reads.requests).toBe(1);
  });

  it('are written once for products saved before them (Product.syncListings)', async () => {
    const shelf = await category('Older shelf');
    const older = await Product.create(await input('Older', [shelf.id]), 'default');
    const newer = await Product.create(await input('Newer', [shelf.id]), 'default');
    // As saved before the entries existed: none for the older product, and the backfill not done yet.
    await documentClient.send(new DeleteCommand({ TableName: TABLE_NAME, Key: keys.categoryListed(shelf.id, older.id) }));
    await documentClient.send(new DeleteCommand({ TableName: TABLE_NAME, Key: keys.categoryListedBackfill() }));
    expect([...(await stored(shelf.id)).keys()]).toEqual([newer.id]);

    expect(await Product.syncListings()).toBeGreaterThanOrEqual(1);
    expect([...(await stored(shelf.id)).keys()]).toEqual([newer.id, older.id]);
    // Done once: the marker says so.
    expect(await Product.syncListings()).toBe(0);
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :listed)',
        ExpressionAttributeValues: { ':pk': keys.categoryListed(shelf.id, 0).pk, ':listed': 'listed#' },
      }),
    );
    expect(Items).toHaveLength(2);
  });
});
