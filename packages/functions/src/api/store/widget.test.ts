import { measureReads } from '@shop/core/shared/read-meter';
import { describe, expect, it } from 'vitest';
import { product, productInput } from '../catalog-testing.js';
import { adminToken, call } from '../testing.js';

let seq = 0;
const slug = (base: string) => `${base}-${++seq}`;

const widget = (type: string, data: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/widget', { json: { type, data, ...extra } });
const names = (reply: { body: { products: { name: string }[] } }) => reply.body.products.map((p) => p.name);

async function shopperToken(): Promise<string> {
  const email = `widget-${String(++seq)}-${String(Date.now())}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  expect(reply.status).toBe(201);
  return reply.body.token as string;
}

describe('POST /api/widget', () => {
  it('featured, hot and new products follow their flags, newest first; hidden products and unflagged ones never show', async () => {
    const token = await adminToken();
    const plain = await product(token, { name: slug('Plain') });
    const featured = await product(token, { name: slug('Featured'), is_featured: true });
    const hot = await product(token, { name: slug('Hot'), is_hot: true, is_new: true });
    const hidden = await product(token, { name: slug('Hidden'), is_featured: true });
    await call('PUT', '/api/admin/product/batch', { token, json: { ids: [hidden.id], data: { visibled: false } } });

    expect(names(await widget('featured_products'))).toEqual([featured.name]);
    expect(names(await widget('hot_products'))).toEqual([hot.name]);
    expect(names(await widget('new_products'))).toEqual([hot.name]);
    const card = (await widget('featured_products')).body.products[0];
    expect(card).toMatchObject({ id: featured.id, url: featured.url, price: '19.90', is_featured: true });

    // Flags move with an update (and the answer kept for the widget is emptied by the write).
    const update = await call('PUT', `/api/admin/product/${plain.id}`, {
      token,
      json: { ...productInput({ name: plain.name, url: plain.url, sku: plain.sku, stocks: plain.stocks }), is_featured: true },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const unflag = await call('PUT', `/api/admin/product/${featured.id}`, {
      token,
      json: { ...productInput({ name: featured.name, url: featured.url, sku: featured.sku, stocks: featured.stocks }), is_featured: false },
    });
    expect(unflag.status, JSON.stringify(unflag.body)).toBe(200);
    expect(names(await widget('featured_products'))).toEqual([plain.name]);
    expect((await call('DELETE', `/api/admin/product/${plain.id}`, { token })).status).toBe(200);
    expect(names(await widget('featured_products'))).toEqual([]);
  });

  it('reads the flag set and the page of products only: a kept widget makes no call', async () => {
    const token = await adminToken();
    for (let i = 0; i < 3; i++) await product(token, { name: slug('Many'), is_hot: true });
    const cold = await measureReads(() => widget('hot_products', { limit: 2 }));
    expect(cold.result.body.products).toHaveLength(2);
    expect(cold.reads.requests).toBeLessThanOrEqual(4);
    const warm = await measureReads(() => widget('hot_products', { limit: 2 }));
    expect(warm.reads.requests).toBeLessThanOrEqual(2);
  });

  it('withholds prices from guests of a members-only site, not from members', async () => {
    const token = await adminToken();
    await product(token, { name: slug('Members'), is_featured: true });
    await call('PUT', '/api/admin/configuration', { token, json: { member_only: 1 } });
    try {
      const guest = await widget('featured_products');
      expect(guest.body.prices_hidden).toBe(true);
      expect(guest.body.products.every((p: { price: string | null }) => p.price === null)).toBe(true);
      const member = await call('POST', '/api/widget', { token: await shopperToken(), json: { type: 'featured_products' } });
      expect(member.body.prices_hidden).toBe(false);
      expect(member.body.products[0].price).toBe('19.90');
    } finally {
      await call('PUT', '/api/admin/configuration', { token, json: { member_only: 0 } });
    }
  });

  it('brands: enabled ones only; latest articles: visible ones, newest first, translated', async () => {
    const token = await adminToken();
    const shown = await call('POST', '/api/admin/brand', { token, json: { title: 'Aardvark brand', url: slug('aardvark') } });
    const off = await call('POST', '/api/admin/brand', { token, json: { title: 'Aardwolf brand', url: slug('aardwolf'), enabled: false } });
    const brands = (await widget('brands', { limit: 24 })).body.brands.map((b: { id: number }) => b.id);
    expect(brands).toContain(shown.body.id);
    expect(brands).not.toContain(off.body.id);

    const article = async (title: string, visibled = true) =>
      (await call('POST', '/api/admin/article', { token, json: { title, url: slug('story'), content: '<p>Text</p>', visibled } })).body;
    const older = await article('Older');
    await article('Hidden', false);
    const newer = await article('Newer');
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('language', 'zh_hk');
    form.set('title', '較新');
    form.set('url', newer.url);
    form.set('content', '<p>內容</p>');
    expect((await call('POST', `/api/admin/article/${newer.id}`, { token, form })).status).toBe(200);
    const latest = await widget('latest_articles', { limit: 2 }, { language: 'zh_hk' });
    expect(latest.body.articles.map((a: { id: number; title: string }) => [a.id, a.title])).toEqual([
      [newer.id, '較新'],
      [older.id, 'Older'],
    ]);
  });

  it('refuses an unknown type or a bad limit', async () => {
    const unknown = await widget('bestsellers');
    expect(unknown.status).toBe(422);
    expect(unknown.body.messages.type).toBeDefined();
    expect((await widget('brands', { limit: 0 })).body.messages['data.limit']).toBeDefined();
    expect((await widget('brands', { limit: 25 })).status).toBe(422);
  });
});
