import { Settings } from '@shop/core/settings/settings';
import { describe, expect, it } from 'vitest';
import { product, productInput } from './catalog-testing.js';
import { adminToken, call } from './testing.js';

const TOO_LARGE = 'This record is too large to save; please shorten this field.';
/** Exactly `bytes` UTF-8 bytes of Chinese text inside a paragraph. */
const html = (bytes: number) => `<p>${'中'.repeat((bytes - 7) / 3)}</p>`;

describe('text limits count bytes', () => {
  it('a name of 255 bytes fits; 86 Chinese characters (258 bytes) do not', async () => {
    const token = await adminToken();
    const ok = await call('POST', '/api/admin/brand', { token, json: { title: '品'.repeat(85), url: 'bytes-ok' } });
    expect(ok.status).toBe(201);
    const long = await call('POST', '/api/admin/brand', { token, json: { title: '品'.repeat(86), url: 'bytes-long' } });
    expect(long).toMatchObject({ status: 422, body: { messages: { title: ['May not be greater than 255 bytes.'] } } });
    const sku = await call('POST', '/api/admin/product', { token, json: productInput({ name: 'é'.repeat(128) }) });
    expect(sku.body.messages).toEqual({ name: ['May not be greater than 255 bytes.'] });
  });

  it('rich text may hold 100 000 bytes of sanitised HTML; the short description 5000', async () => {
    const token = await adminToken();
    const full = await call('POST', '/api/admin/brand', {
      token,
      json: { title: 'Full', url: 'full', description: html(100_000), short_description: html(5000) },
    });
    expect(full.status).toBe(201);
    const over = await call('POST', '/api/admin/brand', {
      token,
      json: { title: 'Over', url: 'over', description: html(100_003), short_description: html(5002) },
    });
    expect(over.status).toBe(422);
    expect(over.body.messages).toEqual({
      description: ['May not be greater than 100000 bytes.'],
      short_description: ['May not be greater than 5000 bytes.'],
    });
  });
});

describe('records larger than one DynamoDB item', () => {
  it('answer 422 beside the field to shorten and change nothing (brand in four languages)', async () => {
    const token = await adminToken();
    const settings = await Settings.get();
    await Settings.update({ supported_languages: [...settings.supported_languages, 'fr'] });
    try {
      const text = { title: 'Big', url: 'big', short_description: html(5000), description: html(100_000) };
      const created = await call('POST', '/api/admin/brand', { token, json: text });
      expect(created.status).toBe(201);
      const id = created.body.id;
      for (const language of ['zh_hk', 'zh_cn']) {
        expect((await call('PUT', `/api/admin/brand/${id}?language=${language}`, { token, json: text })).status).toBe(200);
      }
      const before = await call('GET', `/api/admin/brand/${id}`, { token });
      const refused = await call('PUT', `/api/admin/brand/${id}?language=fr`, { token, json: { ...text, title: 'Grand' } });
      expect(refused).toMatchObject({ status: 422, body: { messages: { description: [TOO_LARGE] } } });
      const after = await call('GET', `/api/admin/brand/${id}?language=fr`, { token });
      expect(after.body.title).toBe('Big');
      expect(after.body.updated_at).toBe(before.body.updated_at);
    } finally {
      await Settings.update({ supported_languages: settings.supported_languages });
    }
  });

  it('applies to every entity saved through the repository (a product in five languages)', async () => {
    const token = await adminToken();
    const p = await product(token, { description: html(100_000) });
    const stocks = p.stocks.map((s: Record<string, unknown>) => ({ id: s.id, sku: s.sku, price: s.price, attributes: s.attributes }));
    const body = { ...productInput({ name: p.name, url: p.url, sku: p.sku, description: html(100_000) }), stocks };
    const settings = await Settings.get();
    await Settings.update({ supported_languages: [...settings.supported_languages, 'fr', 'ja'] });
    try {
      for (const language of ['zh_hk', 'zh_cn', 'fr']) {
        expect((await call('PUT', `/api/admin/product/${p.id}?language=${language}`, { token, json: body })).status).toBe(200);
      }
      const refused = await call('PUT', `/api/admin/product/${p.id}?language=ja`, { token, json: body });
      expect(refused).toMatchObject({ status: 422, body: { messages: { description: [TOO_LARGE] } } });
      expect((await call('GET', `/api/admin/product/${p.id}?language=ja`, { token })).body.updated_at).toBe(
        (await call('GET', `/api/admin/product/${p.id}`, { token })).body.updated_at,
      );
    } finally {
      await Settings.update({ supported_languages: settings.supported_languages });
    }
  });
});
