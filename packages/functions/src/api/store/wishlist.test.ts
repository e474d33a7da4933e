import { beforeAll, describe, expect, it } from 'vitest';
import { product } from '../catalog-testing.js';
import { adminToken, call } from '../testing.js';

let token: string;

/** A registered shopper's token. */
async function shopperToken(): Promise<string> {
  const email = `wish-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  return reply.body.token as string;
}

/** A one-variant product (19.90), as the admin API answers it. */
const oneVariant = (): Promise<{ id: number; url: string; name: string }> =>
  product(token, { options: [], stocks: [{ sku: `W-${String(Math.random()).slice(2, 12)}`, price: '19.90' }] });

const hide = (id: number) => call('PUT', '/api/admin/product/batch', { token, json: { ids: [id], data: { visibled: false } } });
const save = (auth: string, json: Record<string, unknown>) => call('POST', '/api/wishlist', { token: auth, json });
const drop = (auth: string, json: Record<string, unknown>) => call('DELETE', '/api/wishlist', { token: auth, json });
const saved = async (auth: string) =>
  ((await call('GET', '/api/wishlist', { token: auth })).body.items as { product_id: number }[]).map((i) => i.product_id);

beforeAll(async () => {
  token = await adminToken();
});

describe('wishlist (GET/POST/DELETE /api/wishlist)', () => {
  it('shows a saved product at the price paid, with the regular price it replaces (decision 0042)', async () => {
    const shopper = await shopperToken();
    const sale = await product(token, {
      options: [],
      stocks: [{ sku: `W-${String(Math.random()).slice(2, 12)}`, price: '120.00', special_price: '99.00' }],
    });
    const reply = await save(shopper, { product_id: sale.id });
    expect(reply.body.items[0]).toMatchObject({ product_id: sale.id, price: '99.00', regular_price: '120.00' });
  });

  it('saves products newest first with their card; saving one again changes nothing', async () => {
    const shopper = await shopperToken();
    expect((await call('GET', '/api/wishlist', { token: shopper })).body).toEqual({ items: [], max_items: 100 });
    const [a, b] = [await oneVariant(), await oneVariant()];
    const first = await save(shopper, { product_id: a.id });
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      {
        product_id: a.id,
        url: a.url,
        name: a.name,
        image_path: null,
        price: '19.90',
        regular_price: null,
        in_stock: false,
        added_at: expect.any(String),
      },
    ]);
    expect((await save(shopper, { product_id: b.id, language: 'zh_hk' })).status).toBe(200);
    const again = await save(shopper, { product_id: a.id });
    expect(again.status).toBe(200);
    expect(again.body.items.map((i: { product_id: number }) => i.product_id)).toEqual([b.id, a.id]);
    expect(again.body.items[1].added_at).toBe(first.body.items[0].added_at);
    expect(await saved(shopper)).toEqual([b.id, a.id]);
  });

  it('removes a product (in the body or the path); removing one not saved answers the list as it is', async () => {
    const shopper = await shopperToken();
    const [a, b] = [await oneVariant(), await oneVariant()];
    await save(shopper, { product_id: a.id });
    await save(shopper, { product_id: b.id });
    const removed = await drop(shopper, { product_id: a.id });
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((i: { product_id: number }) => i.product_id)).toEqual([b.id]);
    const missing = await drop(shopper, { product_id: a.id });
    expect(missing.status).toBe(200);
    expect(missing.body.items.map((i: { product_id: number }) => i.product_id)).toEqual([b.id]);
    const byPath = await call('DELETE', `/api/wishlist/${String(b.id)}`, { token: shopper });
    expect(byPath.status).toBe(200);
    expect(byPath.body.items).toEqual([]);
  });

  it('leaves hidden and deleted products out, refuses saving them, and shows one again when it is shown again', async () => {
    const shopper = await shopperToken();
    const [a, b, c] = [await oneVariant(), await oneVariant(), await oneVariant()];
    for (const p of [a, b, c]) await save(shopper, { product_id: p.id });
    await hide(a.id);
    expect((await call('DELETE', `/api/admin/product/${String(b.id)}`, { token })).status).toBeLessThan(300);
    expect(await saved(shopper)).toEqual([c.id]);
    const hidden = await save(shopper, { product_id: a.id });
    expect(hidden.status).toBe(422);
    expect(hidden.body.messages).toEqual({ product_id: ['This product is not available.'] });
    const unknown = await save(shopper, { product_id: 999_999_999 });
    expect(unknown.body.messages).toEqual({ product_id: ['This product is not available.'] });
    await call('PUT', '/api/admin/product/batch', { token, json: { ids: [a.id], data: { visibled: true } } });
    expect(await saved(shopper)).toEqual([c.id, a.id]);
  });

  it('holds at most 100 shown products; a hidden one makes room for a new one', async () => {
    const shopper = await shopperToken();
    const products: { id: number }[] = [];
    for (let i = 0; i < 101; i += 10) products.push(...(await Promise.all(Array.from({ length: Math.min(10, 101 - i) }, oneVariant))));
    for (const p of products.slice(0, 100)) expect((await save(shopper, { product_id: p.id })).status).toBe(200);
    const extra = products[100]!;
    const full = await save(shopper, { product_id: extra.id });
    expect(full.status).toBe(422);
    expect(full.body.messages).toEqual({ product_id: ['The wishlist holds at most 100 products.'] });
    // Saving one already there is still fine.
    expect((await save(shopper, { product_id: products[5]!.id })).status).toBe(200);
    await hide(products[0]!.id);
    const room = await save(shopper, { product_id: extra.id });
    expect(room.status).toBe(200);
    expect(room.body.items).toHaveLength(100);
    expect(room.body.items[0].product_id).toBe(extra.id);
  }, 60_000);

  it('loses no save when the same wishlist is changed in parallel', async () => {
    const shopper = await shopperToken();
    const products = await Promise.all(Array.from({ length: 6 }, oneVariant));
    const replies = await Promise.all(products.map((p) => save(shopper, { product_id: p.id })));
    // A change that lost the race four times is refused (409), never half-applied.
    expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const landed = products.filter((_, i) => replies[i]!.status === 200).map((p) => p.id);
    expect(landed.length).toBeGreaterThanOrEqual(3);
    expect((await saved(shopper)).sort()).toEqual(landed.sort());
  });

  it('is only ever the signed-in shopper’s own list: guests and admin tokens get 401', async () => {
    const [ada, bob] = [await shopperToken(), await shopperToken()];
    const p = await oneVariant();
    await save(ada, { product_id: p.id });
    expect(await saved(bob)).toEqual([]);
    expect((await drop(bob, { product_id: p.id })).body.items).toEqual([]);
    expect(await saved(ada)).toEqual([p.id]);
    for (const auth of [undefined, token]) {
      const options = auth ? { token: auth } : {};
      expect((await call('GET', '/api/wishlist', options)).status).toBe(401);
      expect((await call('POST', '/api/wishlist', { ...options, json: { product_id: p.id } })).status).toBe(401);
      expect((await call('DELETE', '/api/wishlist', { ...options, json: { product_id: p.id } })).status).toBe(401);
    }
    expect(await saved(ada)).toEqual([p.id]);
  });

  it('answers 422 beside the field for bad input', async () => {
    const shopper = await shopperToken();
    expect((await save(shopper, {})).body.messages).toEqual({ product_id: ['This field is required.'] });
    const bad = await save(shopper, { product_id: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.messages as object)).toEqual(['product_id']);
    expect((await save(shopper, { product_id: -3 })).status).toBe(422);
    const language = await call('GET', '/api/wishlist?language=xx', { token: shopper });
    expect(language.status).toBe(422);
    expect(Object.keys(language.body.messages as object)).toEqual(['language']);
  });
});
