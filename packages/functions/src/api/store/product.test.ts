import { describe, expect, it } from 'vitest';
import { product, productInput, warehouse } from '../catalog-testing.js';
import { adminToken, call } from '../testing.js';

const ids = (reply: { body: { data: { id: number }[] } }) => reply.body.data.map((p) => p.id);

/** A registered shopper's token. */
async function shopperToken(): Promise<string> {
  const email = `product-page-${String(Date.now())}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  return reply.body.token as string;
}

describe('storefront product page (POST /api/product)', () => {
  it('answers visible variants with the default warehouse’s stock, the enabled brand and enabled categories only', async () => {
    const token = await adminToken();
    const [shop, depot] = [await warehouse(token), await warehouse(token)];
    await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: shop.id, warehouse_enabled: 1 } });
    const stamp = String(Date.now());
    const open = await call('POST', '/api/admin/menu', { token, json: { title: 'Tops', type: 'category', url: `tops-${stamp}` } });
    const closed = await call('POST', '/api/admin/menu', {
      token,
      json: { title: 'Old', type: 'category', url: `old-${stamp}`, enabled: false },
    });
    const brand = await call('POST', '/api/admin/brand', { token, json: { title: 'Acme', url: `acme-${stamp}` } });
    const p = await product(token, { categories: [open.body.id, closed.body.id], brand_id: brand.body.id, description: '<p>Soft</p>' });
    // Hide the fourth variant.
    const input = productInput({ name: p.name, url: p.url, sku: p.sku, categories: p.categories, brand_id: brand.body.id });
    const keep = p.stocks
      .slice(0, 3)
      .map((s: Record<string, unknown>) => ({ id: s.id, sku: s.sku, barcode: s.barcode, price: s.price, attributes: s.attributes }));
    expect((await call('PUT', `/api/admin/product/${p.id}`, { token, json: { ...input, stocks: keep } })).status).toBe(200);
    const [first] = p.stocks as { id: number }[];
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: first!.id, warehouse_id: shop.id, quantity: 5 } });
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: first!.id, warehouse_id: depot.id, quantity: 7 } });

    const page = await call('POST', '/api/product', { json: { url: p.url } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: p.id,
      name: p.name,
      description: '<p>Soft</p>',
      brand: { id: brand.body.id, title: 'Acme' },
      categories: [{ id: open.body.id, title: 'Tops', url: `tops-${stamp}` }],
      options: [
        { key: 'size', label: 'Size', values: ['S', 'M'] },
        { key: 'colour', label: 'Colour', values: ['red', 'blue'] },
      ],
      prices_hidden: false,
    });
    const stocks = page.body.stocks as { id: number; price: string; available_inventories: number; in_stock: boolean }[];
    expect(stocks.map((s) => s.id)).toEqual(keep.map((s: { id: number }) => s.id));
    expect(stocks[0]).toMatchObject({ price: '19.90', available_inventories: 5, in_stock: true });
    expect(stocks[1]).toMatchObject({ available_inventories: 0, in_stock: false });

    // A disabled brand is not shown; the product stays.
    await call('PUT', '/api/admin/brand/batch', { token, json: { ids: [brand.body.id], data: { enabled: false } } });
    expect((await call('POST', '/api/product', { json: { url: p.url } })).body.brand).toBeNull();
  });

  it('a hidden or unknown product is 404 alike; the url is required', async () => {
    const token = await adminToken();
    const p = await product(token);
    await call('PUT', '/api/admin/product/batch', { token, json: { ids: [p.id], data: { visibled: false } } });
    expect((await call('POST', '/api/product', { json: { url: p.url } })).status).toBe(404);
    expect((await call('POST', '/api/product', { json: { url: 'no-such-product' } })).status).toBe(404);
    const missing = await call('POST', '/api/product', { json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.messages.url).toEqual(['This field is required.']);
    expect((await call('POST', '/api/product', { json: { url: p.url, language: 'xx' } })).status).toBe(422);
  });

  it('withholds prices from guests when the site is members-only, not from a signed-in shopper', async () => {
    const token = await adminToken();
    const p = await product(token);
    await call('PUT', '/api/admin/configuration', { token, json: { member_only: 1 } });
    try {
      const guest = await call('POST', '/api/product', { json: { url: p.url } });
      expect(guest.body.prices_hidden).toBe(true);
      expect(guest.body.stocks.every((s: { price: unknown; special_price: unknown }) => s.price === null && s.special_price === null)).toBe(
        true,
      );
      // A stale or foreign token is a guest, not an error.
      expect((await call('POST', '/api/product', { token: 'not-a-token', json: { url: p.url } })).body.prices_hidden).toBe(true);
      const member = await call('POST', '/api/product', { token: await shopperToken(), json: { url: p.url } });
      expect(member.body.prices_hidden).toBe(false);
      expect(member.body.stocks[0].price).toBe('19.90');
    } finally {
      await call('PUT', '/api/admin/configuration', { token, json: { member_only: 0 } });
    }
  });

  it('searches visible products by name (Chinese too) and SKU; refuses an empty keyword', async () => {
    const token = await adminToken();
    const stamp = String(Date.now());
    const shown = await product(token, { name: `Lantern ${stamp}` });
    await call('PUT', `/api/admin/product/${shown.id}?language=zh_hk`, {
      token,
      json: productInput({
        name: `燈籠${stamp}`,
        url: shown.url,
        sku: shown.sku,
        stocks: shown.stocks.map((s: Record<string, unknown>) => ({
          id: s.id,
          sku: s.sku,
          barcode: s.barcode,
          price: s.price,
          attributes: s.attributes,
        })),
      }),
    });
    const hidden = await product(token, { name: `Lantern ${stamp} hidden` });
    await call('PUT', '/api/admin/product/batch', { token, json: { ids: [hidden.id], data: { visibled: false } } });

    const byName = await call('POST', '/api/product/search', { json: { keyword: `lantern ${stamp}` } });
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((p: { id: number }) => p.id)).toEqual([shown.id]);
    expect(byName.body.data[0]).toMatchObject({ url: shown.url, price: '19.90', in_stock: false }); // no stock yet
    const zh = await call('POST', '/api/product/search', { json: { keyword: `燈籠${stamp}`, language: 'zh_hk' } });
    expect(zh.body.data.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([[shown.id, `燈籠${stamp}`]]);
    const bySku = await call('POST', '/api/product/search', { json: { keyword: shown.sku } });
    expect(bySku.body.data.map((p: { id: number }) => p.id)).toEqual([shown.id]);

    for (const keyword of ['', '   ']) {
      const refused = await call('POST', '/api/product/search', { json: { keyword } });
      expect(refused.status, keyword).toBe(422);
      expect(refused.body.messages.keyword).toEqual(['This field is required.']);
    }
    expect((await call('POST', '/api/product/search', { json: {} })).body.messages.keyword).toEqual(['This field is required.']);
  });

  it('POST /api/product/search ignores punctuation, %, quotes, emoji and long pastes instead of refusing them; bounds the length', async () => {
    const token = await adminToken();
    const stamp = String(Date.now());
    const lamp = await product(token, { name: `O'Brien lamp ${stamp}` });
    const search = (keyword: string) => call('POST', '/api/product/search', { json: { keyword } });
    for (const keyword of [`O'Brien lamp ${stamp}`, `o’brien ${stamp}`, `lamp<script>${stamp}`, `lamp ${stamp} 💡`, `lamp ${stamp}!!`]) {
      const reply = await search(keyword);
      expect(reply.status, keyword).toBe(200);
      expect(ids(reply), keyword).toContain(lamp.id);
    }
    const paste = `lamp ${stamp} ${'and more words '.repeat(30)}`.slice(0, 300);
    const pasted = await search(paste);
    expect(pasted.status).toBe(200);
    expect(ids(pasted)).toContain(lamp.id);
    // Only ignored characters: searched as nothing, found nothing, no error.
    for (const keyword of ['%', '50%'.slice(2), '..', '/', '😀', "'"]) {
      const reply = await search(keyword);
      expect(reply.status, keyword).toBe(200);
      expect(reply.body, keyword).toMatchObject({ total: 0, data: [] });
    }
    // Still bounded: a keyword of more than 1000 characters is refused beside the field.
    const long = await search('a'.repeat(1001));
    expect(long.status).toBe(422);
    expect(long.body.messages.keyword).toEqual(['May not be greater than 1000 characters.']);
  });
});
