import { Addresses } from '@shop/core/customer/address';
import { PRODUCT_SHEET_COLUMNS } from '@shop/core/catalog/product-sheet';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageInvalidations, waitForEvents, watchPages } from '../../local/testing/index.js';
import { attribute, product, warehouse } from '../catalog-testing.js';
import { runImport, workbook } from '../import-testing.js';
import { adminToken, call } from '../testing.js';

/**
 * Which storefront pages the catalogue's writes say they changed (`storefront.changed`, decision 0043):
 * the paths each write publishes once it has committed.
 */
let token: string;
let n = 0;
const unique = (base: string) => `${base}-${Date.now().toString(36)}${(n++).toString(36)}`;

/** The `storefront.changed` paths `work` publishes, one list per event. */
async function published(work: () => Promise<unknown>): Promise<string[][]> {
  const watch = watchPages();
  try {
    await work();
    await waitForEvents();
    return watch.take();
  } finally {
    watch.stop();
  }
}

async function category(url = unique('cat')): Promise<{ id: number; url: string }> {
  const reply = await call('POST', '/api/admin/menu', { token, json: { title: url, type: 'category', url } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

const SEARCHES = '/search/*';
const ARTICLES = '/blog/article/*';

/** A product's saved input, with changes, for PUT. */
async function edited(id: number, changes: Record<string, unknown>) {
  const current = (await call('GET', `/api/admin/product/${String(id)}`, { token })).body;
  return { ...current, ...changes };
}

const save = async (id: number, changes: Record<string, unknown>) => {
  const reply = await call('PUT', `/api/admin/product/${String(id)}`, { token, json: await edited(id, changes) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

beforeAll(async () => {
  token = await adminToken();
  await attribute(token, 'size', 'Size');
  await attribute(token, 'colour', 'Colour');
});

describe('product writes publish the pages that show the product', () => {
  it('a product rename in two categories publishes the old and new product pages, both categories’ pages, searches and articles', async () => {
    const [bags, totes] = [await category(), await category()];
    const p = await product(token, { categories: [bags.id, totes.id] });
    const renamed = unique('canvas-tote');

    const paths = await published(() => save(p.id, { url: renamed }));

    expect(paths).toEqual([
      [ARTICLES, `/category/${bags.url}`, `/category/${totes.url}`, `/product/${String(p.url)}`, `/product/${renamed}`, SEARCHES].sort(),
    ]);
  });

  it('moving a product to another category publishes the category it left and the one it joined', async () => {
    const [from, to] = [await category(), await category()];
    const p = await product(token, { categories: [from.id] });

    const paths = await published(() => save(p.id, { categories: [to.id] }));

    expect(paths).toEqual([[ARTICLES, `/category/${from.url}`, `/category/${to.url}`, `/product/${String(p.url)}`, SEARCHES].sort()]);
  });

  it('a category renamed in the menus is the url the next product write names', async () => {
    const bags = await category();
    const p = await product(token, { categories: [bags.id] });
    const moved = unique('bags');
    const menu = (await call('GET', `/api/admin/menu/${String(bags.id)}`, { token })).body;
    expect((await call('PUT', `/api/admin/menu/${String(bags.id)}`, { token, json: { ...menu, url: moved } })).status).toBe(200);

    const paths = await published(() => save(p.id, { name: 'Renamed' }));

    expect(paths[0]).toContain(`/category/${moved}`);
    expect(paths[0]).not.toContain(`/category/${bags.url}`);
  });

  it('creating a product publishes its pages; the homepage only while it is featured, new or hot', async () => {
    const plain = await published(() => product(token));
    expect(plain).toHaveLength(1);
    expect(plain[0]).not.toContain('/');

    let featured: { id: number; url: string } | undefined;
    const flagged = await published(async () => (featured = await product(token, { is_featured: true })));
    expect(flagged[0]).toEqual(['/', ARTICLES, `/product/${featured!.url}`, SEARCHES]);

    // It was featured: the homepage's widget drops it.
    const unflagged = await published(() => save(featured!.id, { is_featured: false }));
    expect(unflagged[0]).toContain('/');
  });

  it('a product hidden before and after publishes nothing; hiding or showing it publishes its pages', async () => {
    const hidden = await product(token, { visibled: false });

    expect(await published(() => save(hidden.id, { name: 'Still hidden' }))).toEqual([]);
    expect(await published(() => save(hidden.id, { visibled: true }))).toEqual([[ARTICLES, `/product/${String(hidden.url)}`, SEARCHES]]);
    expect(await published(() => save(hidden.id, { visibled: false }))).toEqual([[ARTICLES, `/product/${String(hidden.url)}`, SEARCHES]]);
  });

  it('deleting a product, hiding products in a batch and deleting them in a batch publish their pages', async () => {
    const shelf = await category();
    const [a, b, c] = [await product(token, { categories: [shelf.id] }), await product(token), await product(token, { is_hot: true })];

    const removed = await published(() => call('DELETE', `/api/admin/product/${String(a.id)}`, { token }));
    expect(removed).toEqual([[ARTICLES, `/category/${shelf.url}`, `/product/${String(a.url)}`, SEARCHES].sort()]);

    const hiddenInBatch = await published(() =>
      call('PUT', '/api/admin/product/batch', { token, json: { ids: [b.id, c.id], data: { visibled: false } } }),
    );
    expect(hiddenInBatch).toEqual([['/', ARTICLES, `/product/${String(b.url)}`, `/product/${String(c.url)}`, SEARCHES]]);

    // Hidden already: deleting them changes no page.
    const deletedInBatch = await published(() => call('DELETE', '/api/admin/product/batch', { token, json: { ids: [b.id, c.id] } }));
    expect(deletedInBatch).toEqual([]);
  });

  it('a spreadsheet import publishes its chunk’s pages as one event, not one per row', async () => {
    const urls = [unique('sheet-a'), unique('sheet-b'), unique('sheet-c')];
    const bytes = await workbook(
      PRODUCT_SHEET_COLUMNS,
      urls.map((url) =>
        PRODUCT_SHEET_COLUMNS.map(
          (c) => ({ name: url, url, sku: url.toUpperCase(), stock_sku: `${url}-1`, price: '5' })[c as 'url'] ?? null,
        ),
      ),
      'products',
    );

    const paths = await published(async () =>
      expect((await runImport(token, 'product', bytes)).body).toMatchObject({ status: 'done', imported: 3 }),
    );

    expect(paths).toEqual([[ARTICLES, ...urls.map((url) => `/product/${url}`), SEARCHES]]);
  });

  it('the url of a category is percent-encoded as the storefront links it', async () => {
    const spaced = await category(unique('bags_and_more'));
    const p = await product(token, { categories: [spaced.id] });

    const paths = await published(() => save(p.id, { name: 'Encoded' }));

    expect(paths[0]).toContain(`/category/${encodeURIComponent(spaced.url)}`);
  });
});

describe('stock movements publish a product’s pages only when a variant goes in or out of stock', () => {
  it('the first units in, more units, a second warehouse and the last units out of one warehouse: only real flips publish', async () => {
    const [a, b] = [(await warehouse(token)).id, (await warehouse(token)).id];
    const p = await product(token, { is_featured: true });
    const stockId = (p.stocks as { id: number }[])[0]!.id;
    const move = (action: string, json: Record<string, unknown>) =>
      published(async () => {
        const reply = await call('POST', `/api/admin/inventory/${action}`, { token, json: { stock_id: stockId, ...json } });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      });
    // A featured product's card says "out of stock" on the homepage too, when the product's own state flips.
    const pagesOfP = ['/', ARTICLES, `/product/${String(p.url)}`, SEARCHES];

    expect(await move('plus', { warehouse_id: a, quantity: 3 })).toEqual([pagesOfP]);
    expect(await move('plus', { warehouse_id: a, quantity: 2 })).toEqual([]);
    expect(await move('minus', { warehouse_id: a, quantity: 1 })).toEqual([]);
    expect(await move('plus', { warehouse_id: b, quantity: 1 })).toEqual([]);
    // Warehouse b still holds one: the variant stays in stock.
    expect(await move('minus', { warehouse_id: a, quantity: 4 })).toEqual([]);
    expect(await move('transfer', { from: b, to: a, quantity: 1 })).toEqual([]);
    expect(await move('minus', { warehouse_id: a, quantity: 1 })).toEqual([pagesOfP]);
    // A stock count finding some again.
    expect(await move('update', { warehouse_id: b, quantity: 2, reason: 'Stock count' })).toEqual([pagesOfP]);
  });

  it('another variant still in stock keeps the product in stock: only its page and listings change, not the homepage', async () => {
    const w = (await warehouse(token)).id;
    const p = await product(token, { is_new: true });
    const [first, second] = p.stocks as { id: number }[];
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: first!.id, warehouse_id: w, quantity: 1 } });

    const paths = await published(() =>
      call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: second!.id, warehouse_id: w, quantity: 1 } }),
    );

    expect(paths).toEqual([[ARTICLES, `/product/${String(p.url)}`, SEARCHES]]);
  });
});

describe('orders publish a product’s pages when they sell its last unit or give it back', () => {
  it('an order selling the last unit publishes, one leaving units does not, and a refund that restocks publishes again', async () => {
    const sale = (await warehouse(token)).id;
    await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: sale, warehouse_enabled: 1 } });
    const method = (
      await call('POST', '/api/admin/shipping', { token, json: { name: 'Van', fee: '15', free_above: null, countries: [], enabled: true } })
    ).body.id as number;
    const p = await product(token, { options: [], stocks: [{ sku: unique('ORDER').toUpperCase(), price: '10' }] });
    const stockId = (p.stocks as { id: number }[])[0]!.id;
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: sale, quantity: 2 } });
    const email = `${unique('buyer')}@example.com`;
    const buyer = await call('POST', '/api/admin/user', {
      token,
      json: {
        enabled: true,
        first_name: 'Ada',
        last_name: 'L',
        email,
        gender: 'female',
        password: 'Compiler123',
        password_confirmation: 'Compiler123',
      },
    });
    const address = await Addresses.create(buyer.body.id as number, {
      first_name: 'Ada',
      last_name: 'L',
      country: 'HKG',
      contact_number: '+852 5555 0101',
      address: '1 Street',
      default_billing: true,
      default_shipping: true,
    });
    const order = (quantity: number) =>
      call('POST', '/api/admin/order', {
        token,
        json: {
          customer_id: buyer.body.id,
          lines: [{ stock_id: stockId, quantity }],
          shipping_method_id: method,
          shipping_address: address.id,
          billing_address: address.id,
        },
      });
    const pagesOfP = [[ARTICLES, `/product/${String(p.url)}`, SEARCHES]];

    expect(
      await published(async () => {
        const reply = await order(1);
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      }),
    ).toEqual([]);
    let last: { id: number } | undefined;
    expect(await published(async () => (last = (await order(1)).body))).toEqual(pagesOfP);
    const refunded = await published(() =>
      call('PUT', `/api/admin/order/${String(last!.id)}/status`, { token, json: { status: 'refunded', restock: true } }),
    );
    expect(refunded).toEqual(pagesOfP);
  });
});

describe('brands and options are on every page', () => {
  it('a brand or an option label write publishes /*, and the invalidation reaches the local CloudFront', async () => {
    const brand = await published(() =>
      call('POST', '/api/admin/brand', { token, json: { title: unique('Brand'), url: unique('brand'), enabled: true } }),
    );
    expect(brand).toEqual([['/*']]);
    expect(pageInvalidations().at(-1)?.paths).toEqual(['/*']);

    const option = await published(() =>
      call('POST', '/api/admin/attribute', { token, json: { key: unique('material').replace(/-/g, '_'), label: 'Material' } }),
    );
    expect(option).toEqual([['/*']]);
  });
});
