import { measureReads } from '@shop/core/shared/read-meter';
import { describe, expect, it } from 'vitest';
import { article, blogCategory, slug } from '../blog-testing.js';
import { product, productInput } from '../catalog-testing.js';
import { adminToken, call, type Reply } from '../testing.js';

/**
 * A record's old url keeps leading to it (decision 0040): the storefront's read by url answers 404 in
 * the spec's shape with `moved_to`, the record's current url slug, for every url the record was
 * renamed away from — until another record of its kind takes that url, or the record is deleted or
 * hidden (then a plain 404, as for any unknown url).
 */

const NOT_FOUND = { messages: 'ID not exists' };

function expectMoved(reply: Reply, to: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(404);
  expect(reply.body).toEqual({ ...NOT_FOUND, moved_to: to });
}

function expectPlainMiss(reply: Reply): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(404);
  expect(reply.body).toEqual(NOT_FOUND);
}

type Product = { id: number; name: string; url: string; sku: string; stocks: Record<string, unknown>[] };

const productPage = (url: string) => call('POST', '/api/product', { json: { url } });

/** Saves the product with a new url (its variants kept); answers the reply. */
function renameProduct(token: string, p: Product, url: string): Promise<Reply> {
  const stocks = p.stocks.map((s) => ({ id: s.id, sku: s.sku, barcode: s.barcode, price: s.price, attributes: s.attributes }));
  return call('PUT', `/api/admin/product/${p.id}`, { token, json: productInput({ name: p.name, url, sku: p.sku, stocks }) });
}

async function renamed(token: string, p: Product, url: string): Promise<void> {
  const reply = await renameProduct(token, p, url);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

describe('storefront: a renamed product’s old url (POST /api/product)', () => {
  it('answers 404 with moved_to the current url slug, and the new url serves the product', async () => {
    const token = await adminToken();
    const tote = await product(token, { url: slug('canvas-bag') });
    const now = slug('canvas-tote-bag');
    await renamed(token, tote, now);
    expectMoved(await productPage(tote.url), now);
    const page = await productPage(now);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id: tote.id, url: now });
    // An old url is matched as urls are (folded), and a url never used is a plain 404.
    expectMoved(await productPage(tote.url.toUpperCase()), now);
    expectPlainMiss(await productPage(slug('never-used')));
  });

  it('a chain of renames A → B → C leads A and B to C', async () => {
    const token = await adminToken();
    const p = await product(token);
    const [b, c] = [slug('chain-b'), slug('chain-c')];
    await renamed(token, p, b);
    await renamed(token, p, c);
    expectMoved(await productPage(p.url), c);
    expectMoved(await productPage(b), c);
    expect((await productPage(c)).body.id).toBe(p.id);
  });

  it('another product created with an old url, or renamed to one, is served there and the redirect is gone', async () => {
    const token = await adminToken();
    const first = await product(token);
    const second = await product(token);
    const [firstNow, secondNow] = [slug('first-now'), slug('second-now')];
    await renamed(token, first, firstNow);
    await renamed(token, second, secondNow);
    // Created with first's old url.
    const newcomer = await product(token, { url: first.url });
    expect((await productPage(first.url)).body.id).toBe(newcomer.id);
    // Renamed to second's old url: it serves there, and the newcomer's own url now leads to it.
    const third = await product(token);
    await renamed(token, third, second.url);
    expect((await productPage(second.url)).body.id).toBe(third.id);
    expectMoved(await productPage(third.url), second.url);
    // The url is held again: a second claim is the spec's uniqueness clash.
    const clash = await call('POST', '/api/admin/product', { token, json: productInput({ url: first.url }) });
    expect(clash.status).toBe(409);
    expect(clash.body.messages).toEqual({ url: ['Please make sure that url field is unique'] });
  });

  it('renaming back A → B → A serves the product at A again and leads B to A', async () => {
    const token = await adminToken();
    const p = await product(token);
    const b = slug('back-b');
    await renamed(token, p, b);
    await renamed(token, p, p.url);
    expect((await productPage(p.url)).body.id).toBe(p.id);
    expectMoved(await productPage(b), p.url);
  });

  it('a deleted product’s old urls are a plain 404; so are a hidden product’s', async () => {
    const token = await adminToken();
    const gone = await product(token);
    const goneNow = slug('gone-now');
    await renamed(token, gone, goneNow);
    expect((await call('DELETE', `/api/admin/product/${gone.id}`, { token })).status).toBe(200);
    expectPlainMiss(await productPage(gone.url));
    expectPlainMiss(await productPage(goneNow));

    const hidden = await product(token);
    await renamed(token, hidden, slug('hidden-now'));
    await call('PUT', '/api/admin/product/batch', { token, json: { ids: [hidden.id], data: { visibled: false } } });
    expectPlainMiss(await productPage(hidden.url));
  });

  it('a rename away from a url and a create with it at once: one outcome, and the url serves the live product or redirects, never both', async () => {
    const token = await adminToken();
    for (let round = 0; round < 4; round++) {
      const p = await product(token);
      const away = slug('raced-away');
      const [move, create] = await Promise.all([
        renameProduct(token, p, away),
        call('POST', '/api/admin/product', { token, json: productInput({ url: p.url }) }),
      ]);
      expect([200, 409]).toContain(move.status);
      expect([201, 409]).toContain(create.status);
      const old = await productPage(p.url);
      if (create.status === 201) {
        // The newcomer holds the url: no redirect shadows it.
        expect(old.status).toBe(200);
        expect(old.body.id).toBe(create.body.id);
      } else if (move.status === 200) expectMoved(old, away);
      else expect(old.body.id).toBe(p.id);
      if (move.status === 200) expect((await productPage(away)).body.id).toBe(p.id);
    }
  });

  it('a rename to an old url and a create with it at once: exactly one holds it and is served there', async () => {
    const token = await adminToken();
    for (let round = 0; round < 4; round++) {
      const left = await product(token);
      const leftNow = slug('left-now');
      await renamed(token, left, leftNow);
      const mover = await product(token);
      const [move, create] = await Promise.all([
        renameProduct(token, mover, left.url),
        call('POST', '/api/admin/product', { token, json: productInput({ url: left.url }) }),
      ]);
      expect([move.status, create.status].filter((s) => s === 200 || s === 201).length).toBeLessThanOrEqual(1);
      const there = await productPage(left.url);
      if (create.status === 201) expect(there.body.id).toBe(create.body.id);
      else if (move.status === 200) {
        expect(there.body.id).toBe(mover.id);
        expectMoved(await productPage(mover.url), left.url);
      } else expectMoved(there, leftNow);
    }
  });
});

describe('storefront: renamed pages, articles, blog categories and categories', () => {
  it('POST /api/page: a renamed page’s old url is 404 with moved_to; a disabled or deleted page’s is plain', async () => {
    const token = await adminToken();
    const created = await call('POST', '/api/admin/page', { token, json: { title: 'About', url: slug('about') } });
    expect(created.status).toBe(201);
    const now = slug('about-us');
    expect((await call('PUT', `/api/admin/page/${created.body.id}`, { token, json: { title: 'About', url: now } })).status).toBe(200);
    expectMoved(await call('POST', '/api/page', { json: { url: created.body.url } }), now);
    expect((await call('POST', '/api/page', { json: { url: now } })).body.id).toBe(created.body.id);

    await call('PUT', '/api/admin/page/batch', { token, json: { ids: [created.body.id], data: { enabled: false } } });
    expectPlainMiss(await call('POST', '/api/page', { json: { url: created.body.url } }));
    await call('PUT', '/api/admin/page/batch', { token, json: { ids: [created.body.id], data: { enabled: true } } });
    expectMoved(await call('POST', '/api/page', { json: { url: created.body.url } }), now);
    expect((await call('DELETE', `/api/admin/page/${created.body.id}`, { token })).status).toBe(200);
    expectPlainMiss(await call('POST', '/api/page', { json: { url: created.body.url } }));
  });

  it('POST /api/article: a renamed article’s old url is 404 with moved_to until another article takes it', async () => {
    const token = await adminToken();
    const story = await article(token);
    const now = slug('story-now');
    const save = (url: string) =>
      call('PUT', `/api/admin/article/${story.id}`, { token, json: { ...story, url, categories: [], products: [] } });
    expect((await save(now)).status).toBe(200);
    expectMoved(await call('POST', '/api/article', { json: { url: story.url } }), now);
    expect((await call('POST', '/api/article', { json: { url: now } })).body.id).toBe(story.id);

    const other = await article(token, { url: story.url });
    expect((await call('POST', '/api/article', { json: { url: story.url } })).body.id).toBe(other.id);
    expect((await call('DELETE', `/api/admin/article/${story.id}`, { token })).status).toBe(200);
    expectPlainMiss(await call('POST', '/api/article', { json: { url: now } }));
  });

  it('POST /api/blog/category: a renamed blog category’s old url is 404 with moved_to; a hidden one’s is plain', async () => {
    const token = await adminToken();
    const news = await blogCategory(token, { title: 'News' });
    const now = slug('newsroom');
    const saved = await call('PUT', `/api/admin/category/${news.id}`, { token, json: { title: 'News', url: now, order: 0 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expectMoved(await call('POST', '/api/blog/category', { json: { url: news.url } }), now);
    expect((await call('POST', '/api/blog/category', { json: { url: now } })).body.category.id).toBe(news.id);

    await call('PUT', '/api/admin/category/batch', { token, json: { ids: [news.id], data: { visibled: false } } });
    expectPlainMiss(await call('POST', '/api/blog/category', { json: { url: news.url } }));
  });

  it('POST /api/category: a renamed category’s old url is 404 with moved_to; retyped or disabled, it is plain', async () => {
    const token = await adminToken();
    const menu = await call('POST', '/api/admin/menu', { token, json: { title: 'Bags', type: 'category', url: slug('bags') } });
    expect(menu.status).toBe(201);
    const now = slug('bags-and-totes');
    expect((await call('PUT', `/api/admin/menu/${menu.body.id}`, { token, json: { url: now } })).status).toBe(200);
    expectMoved(await call('POST', '/api/category', { json: { url: menu.body.url } }), now);
    const listing = await call('POST', '/api/category', { json: { url: now } });
    expect(listing.body.category.id).toBe(menu.body.id);

    await call('PUT', '/api/admin/menu/batch', { token, json: { ids: [menu.body.id], data: { enabled: false } } });
    expectPlainMiss(await call('POST', '/api/category', { json: { url: menu.body.url } }));
    await call('PUT', '/api/admin/menu/batch', { token, json: { ids: [menu.body.id], data: { enabled: true } } });
    expectMoved(await call('POST', '/api/category', { json: { url: menu.body.url } }), now);
    // A category that becomes a plain link is no category page any more: its old urls lead nowhere.
    const retyped = await call('PUT', `/api/admin/menu/${menu.body.id}`, {
      token,
      json: { type: 'link', url: 'https://example.com/bags' },
    });
    expect(retyped.status, JSON.stringify(retyped.body)).toBe(200);
    expectPlainMiss(await call('POST', '/api/category', { json: { url: menu.body.url } }));
    expectPlainMiss(await call('POST', '/api/category', { json: { url: now } }));
  });
});

describe('storefront: what a miss costs', () => {
  it('an unknown url costs at most one request more than before, a renamed one at most one more than that; a kept answer none', async () => {
    const token = await adminToken();
    const p = await product(token);
    const productNow = slug('cost-product');
    await renamed(token, p, productNow);
    const page = await call('POST', '/api/admin/page', { token, json: { title: 'Cost', url: slug('cost-page') } });
    const pageNow = slug('cost-page-now');
    await call('PUT', `/api/admin/page/${page.body.id}`, { token, json: { title: 'Cost', url: pageNow } });
    const story = await article(token);
    const storyNow = slug('cost-story');
    await call('PUT', `/api/admin/article/${story.id}`, { token, json: { ...story, url: storyNow, categories: [], products: [] } });
    const news = await blogCategory(token);
    const newsNow = slug('cost-news');
    await call('PUT', `/api/admin/category/${news.id}`, { token, json: { title: 'Cost', url: newsNow, order: 0 } });
    const menu = await call('POST', '/api/admin/menu', { token, json: { title: 'Cost', type: 'category', url: slug('cost-cat') } });
    const menuNow = slug('cost-cat-now');
    await call('PUT', `/api/admin/menu/${menu.body.id}`, { token, json: { url: menuNow } });

    // Warm the site settings and the storefront tree, which every read uses and keeps.
    await call('POST', '/api/category', { json: { url: menuNow } });
    await call('POST', '/api/blog/category', { json: { url: slug('warm') } });

    // [route, renamed url, its current url, requests an unknown url made before renamed urls existed,
    // the GetItem it adds]: products and pages read the url's guard anyway, so they add none; articles
    // read an index, blog categories and categories a list kept in the process, so they add the guard.
    const cases: [string, string, string, number, 0 | 1][] = [
      ['/api/product', p.url, productNow, 1, 0],
      ['/api/page', page.body.url, pageNow, 1, 0],
      ['/api/article', story.url, storyNow, 1, 1],
      ['/api/blog/category', news.url, newsNow, 0, 1],
      ['/api/category', menu.body.url, menuNow, 0, 1],
    ];
    for (const [route, old, now, before, added] of cases) {
      const unknown = await measureReads(() => call('POST', route, { json: { url: slug('unknown') } }));
      expectPlainMiss(unknown.result);
      expect(unknown.reads.requests, `${route} unknown url`).toBe(before + added);
      const moved = await measureReads(() => call('POST', route, { json: { url: old } }));
      expectMoved(moved.result, now);
      // The record it was renamed away from: one GetItem, or none when the list it is in is kept.
      expect(moved.reads.requests, `${route} renamed url`).toBeLessThanOrEqual(unknown.reads.requests + 1);
      const kept = await measureReads(() => call('POST', route, { json: { url: old } }));
      expectMoved(kept.result, now);
      expect(kept.reads.requests, `${route} renamed url, kept`).toBe(0);
    }
  });
});
