import { measureReads } from '@shop/core/shared/read-meter';
import { describe, expect, it } from 'vitest';
import { product } from '../catalog-testing.js';
import { adminToken, call } from '../testing.js';
import { article, blogCategory as category } from '../blog-testing.js';

const categoryPage = (url: string, extra: Record<string, unknown> = {}) => call('POST', '/api/blog/category', { json: { url, ...extra } });

describe('storefront blog', () => {
  it('POST /api/article answers a visible article: content, date when shown, visible categories, related products as cards', async () => {
    const token = await adminToken();
    const shown = await category(token, { title: 'Garden', order: 2 });
    const hiddenCategory = await category(token, { visibled: false });
    const tee = await product(token);
    const story = await article(token, {
      title: 'Planting',
      short_description: 'How to',
      content: '<p>Dig</p>',
      meta_title: 'Planting guide',
      categories: [shown.id, hiddenCategory.id],
      products: [tee.id],
    });
    await call('PUT', `/api/admin/article/${story.id}?language=zh_hk`, {
      token,
      json: { ...story, title: '種植', content: '<p>挖</p>', categories: [shown.id, hiddenCategory.id], products: [tee.id] },
    });
    const reply = await call('POST', '/api/article', { json: { url: story.url } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: story.id,
      title: 'Planting',
      content: '<p>Dig</p>',
      meta_title: 'Planting guide',
      date: story.created_at.slice(0, 10),
      categories: [{ id: shown.id, title: 'Garden', url: shown.url }],
      products: [{ id: tee.id, url: tee.url, name: tee.name, price: '19.90' }],
      prices_hidden: false,
    });
    const zh = await call('POST', '/api/article', { json: { url: story.url, language: 'zh_hk' } });
    expect(zh.body).toMatchObject({ title: '種植', content: '<p>挖</p>', short_description: 'How to' });

    // No date when staff hide it; a hidden article is not found, like an unknown url.
    await call('PUT', `/api/admin/article/${story.id}`, {
      token,
      json: { ...story, show_date: false, categories: [shown.id], products: [tee.id] },
    });
    expect((await call('POST', '/api/article', { json: { url: story.url } })).body.date).toBeNull();
    await call('PUT', '/api/admin/article/batch', { token, json: { ids: [story.id], data: { visibled: false } } });
    const hidden = await call('POST', '/api/article', { json: { url: story.url } });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual((await call('POST', '/api/article', { json: { url: 'no-such-article' } })).body);
    expect((await call('POST', '/api/article', { json: { url: 'no-such-article' } })).status).toBe(404);
    expect((await call('POST', '/api/article', { json: {} })).body.messages).toEqual({ url: ['This field is required.'] });
  });

  it('a related product that is hidden later leaves the article page at once', async () => {
    const token = await adminToken();
    const tee = await product(token);
    const story = await article(token, { products: [tee.id] });
    expect((await call('POST', '/api/article', { json: { url: story.url } })).body.products).toHaveLength(1);
    await call('PUT', '/api/admin/product/batch', { token, json: { ids: [tee.id], data: { visibled: false } } });
    expect((await call('POST', '/api/article', { json: { url: story.url } })).body.products).toEqual([]);
  });

  it('POST /api/blog/category pages a visible category’s visible articles, newest first', async () => {
    const token = await adminToken();
    const news = await category(token, { title: 'News', short_description: 'What is new' });
    const made = [];
    for (let i = 1; i <= 12; i++) made.push(await article(token, { title: `Item ${i}`, categories: [news.id], visibled: i !== 5 }));
    await article(token, { title: 'Elsewhere' });
    const first = await categoryPage(news.url, { per_page: 10 });
    expect(first.status).toBe(200);
    expect(first.body.category).toMatchObject({ id: news.id, title: 'News', short_description: 'What is new', url: news.url });
    expect(first.body).toMatchObject({ total: 11, page: 1, per_page: 10 });
    const visible = made.filter((_, i) => i !== 4).reverse();
    expect(first.body.data.map((a: { id: number }) => a.id)).toEqual(visible.slice(0, 10).map((a) => a.id));
    expect(first.body.data[0]).toMatchObject({ title: 'Item 12', url: made[11].url, date: made[11].created_at.slice(0, 10) });
    const second = await categoryPage(news.url, { per_page: 10, page: 2 });
    expect(second.body.data.map((a: { id: number }) => a.id)).toEqual(visible.slice(10).map((a) => a.id));
    expect((await categoryPage(news.url, { per_page: 10, page: 3 })).body.data).toEqual([]);

    // Hiding, showing, moving and deleting articles keep the page and its total right.
    await call('PUT', '/api/admin/article/batch', { token, json: { ids: [made[4].id], data: { visibled: true } } });
    await call('PUT', '/api/admin/article/batch', { token, json: { ids: [made[0].id, made[1].id], data: { visibled: false } } });
    await call('DELETE', `/api/admin/article/${made[2].id}`, { token });
    const after = await categoryPage(news.url, { per_page: 50 });
    expect(after.body.total).toBe(9);
    expect(after.body.data.map((a: { id: number }) => a.id)).toEqual(
      made
        .slice(3)
        .reverse()
        .map((a) => a.id),
    );

    const refused = await categoryPage(news.url, { per_page: 7 });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.per_page).toBeDefined();
  });

  it('a hidden or unknown blog category is not found; an empty one answers no articles', async () => {
    const token = await adminToken();
    const hidden = await category(token, { visibled: false });
    await article(token, { categories: [hidden.id] });
    expect((await categoryPage(hidden.url)).status).toBe(404);
    expect((await categoryPage('no-such-category')).status).toBe(404);
    const empty = await category(token);
    expect((await categoryPage(empty.url)).body).toMatchObject({ data: [], total: 0 });
  });

  it('reads at most 3 DynamoDB calls when not cached, none when cached', async () => {
    const token = await adminToken();
    const news = await category(token);
    const tee = await product(token);
    const story = await article(token, { categories: [news.id], products: [tee.id] });
    // A blog write empties the caches: the first reads are misses.
    await category(token);
    const cold = await measureReads(() => call('POST', '/api/article', { json: { url: story.url } }));
    expect(cold.result.status).toBe(200);
    expect(cold.reads.requests).toBeLessThanOrEqual(3);
    const warm = await measureReads(() => call('POST', '/api/article', { json: { url: story.url } }));
    expect(warm.reads.requests).toBe(0);
    await category(token);
    const coldList = await measureReads(() => categoryPage(news.url));
    expect(coldList.result.body.total).toBe(1);
    expect(coldList.reads.requests).toBeLessThanOrEqual(3);
    expect((await measureReads(() => categoryPage(news.url))).reads.requests).toBe(0);
  });

  it('the sitemap lists visible articles and blog categories, not hidden ones', async () => {
    const token = await adminToken();
    const shown = await category(token);
    const hiddenCategory = await category(token, { visibled: false });
    const story = await article(token);
    const hiddenStory = await article(token, { visibled: false });
    const xml = new TextDecoder().decode((await call('GET', '/sitemap.xml')).body as ArrayBuffer);
    expect(xml).toContain(`/blog/category/${shown.url}</loc>`);
    expect(xml).toContain(`/blog/article/${story.url}</loc><lastmod>`);
    expect(xml).not.toContain(`/blog/category/${hiddenCategory.url}<`);
    expect(xml).not.toContain(`/blog/article/${hiddenStory.url}<`);
  });
});
