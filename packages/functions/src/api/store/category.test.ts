import { describe, expect, it } from 'vitest';
import { attribute } from '../catalog-testing.js';
import { adminToken, call } from '../testing.js';

let n = 0;
const stamp = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

async function category(token: string, json: Record<string, unknown> = {}) {
  const reply = await call('POST', '/api/admin/menu', {
    token,
    json: { title: 'Shoes', type: 'category', url: `shoes-${stamp()}`, ...json },
  });
  if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
  return reply.body as { id: number; url: string };
}

async function brand(token: string, title: string) {
  const reply = await call('POST', '/api/admin/brand', { token, json: { title, url: `${title.toLowerCase()}-${stamp()}` } });
  return reply.body as { id: number; title: string };
}

/** A product with one variant per size, all at one price. */
async function listed(
  token: string,
  o: { name: string; price: string; special_price?: string; sizes: string[]; categories: number[]; brand_id?: number; visibled?: boolean },
) {
  const id = stamp();
  const reply = await call('POST', '/api/admin/product', {
    token,
    json: {
      name: o.name,
      url: `p-${id}`,
      sku: `P-${id}`,
      categories: o.categories,
      brand_id: o.brand_id,
      visibled: o.visibled ?? true,
      track_inventories: false,
      options: [{ key: 'size', values: o.sizes }],
      stocks: o.sizes.map((size) => ({ sku: `P-${id}-${size}`, price: o.price, special_price: o.special_price, attributes: { size } })),
    },
  });
  if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
  return reply.body as { id: number; url: string; name: string };
}

/** A category with three visible products (two brands, three prices, three sizes), a hidden one, and one elsewhere. */
async function shelf() {
  const token = await adminToken();
  await attribute(token, 'size', 'Size');
  const cat = await category(token);
  const other = await category(token);
  const [acme, zenith] = [await brand(token, 'Acme'), await brand(token, 'Zenith')];
  const s = stamp();
  const cheap = await listed(token, { name: `Alpha ${s}`, price: '10.00', sizes: ['S'], categories: [cat.id], brand_id: acme.id });
  const dear = await listed(token, { name: `Charlie ${s}`, price: '30.00', sizes: ['M', 'L'], categories: [cat.id], brand_id: zenith.id });
  const middle = await listed(token, {
    name: `Bravo ${s}`,
    price: '20.00',
    sizes: ['L'],
    categories: [cat.id, other.id],
    brand_id: acme.id,
  });
  const hidden = await listed(token, { name: `Hidden ${s}`, price: '5.00', sizes: ['S'], categories: [cat.id], visibled: false });
  await listed(token, { name: `Elsewhere ${s}`, price: '1.00', sizes: ['S'], categories: [other.id] });
  return { token, cat, acme, zenith, cheap, dear, middle, hidden };
}

const ids = (reply: { body: { data: { id: number }[] } }) => reply.body.data.map((p) => p.id);

describe('storefront category page (POST /api/category)', () => {
  it('answers the category and its visible products newest first, with brand, option and price facets', async () => {
    const { cat, acme, zenith, cheap, dear, middle } = await shelf();
    const reply = await call('POST', '/api/category', { json: { url: cat.url } });
    expect(reply.status).toBe(200);
    expect(reply.body.category).toMatchObject({ id: cat.id, title: 'Shoes', url: cat.url });
    expect(ids(reply)).toEqual([middle.id, dear.id, cheap.id]);
    expect(reply.body).toMatchObject({ total: 3, page: 1, per_page: 10, sort: 'newest', prices_hidden: false });
    expect(reply.body.data[0]).toMatchObject({ url: middle.url, name: middle.name, price: '20.00', in_stock: true });
    expect(reply.body.facets).toEqual({
      brands: [
        { id: acme.id, title: 'Acme', count: 2 },
        { id: zenith.id, title: 'Zenith', count: 1 },
      ],
      attributes: [
        {
          key: 'size',
          label: 'Size',
          values: [
            { value: 'L', count: 2 },
            { value: 'M', count: 1 },
            { value: 'S', count: 1 },
          ],
        },
      ],
      price: { min: '10.00', max: '30.00' },
    });
  });

  it('pages the category', async () => {
    const token = await adminToken();
    await attribute(token, 'size', 'Size');
    const cat = await category(token);
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(await listed(token, { name: `Row ${String(i)}`, price: '1.00', sizes: ['S'], categories: [cat.id] }));
    const newest = made.map((p) => p.id).reverse();
    const first = await call('POST', '/api/category', { json: { url: cat.url, page: 1, per_page: 10 } });
    const second = await call('POST', '/api/category', { json: { url: cat.url, page: 2, per_page: 10 } });
    expect(ids(first)).toEqual(newest.slice(0, 10));
    expect(ids(second)).toEqual(newest.slice(10));
    expect([first.body.total, second.body.total]).toEqual([12, 12]);
    expect(ids(await call('POST', '/api/category', { json: { url: cat.url, page: 3 } }))).toEqual([]);
  });

  it('orders by price either way, by name, and newest first', async () => {
    const { cat, cheap, dear, middle } = await shelf();
    const order = async (sort: string) => ids(await call('POST', '/api/category', { json: { url: cat.url, sort } }));
    expect(await order('price_asc')).toEqual([cheap.id, middle.id, dear.id]);
    expect(await order('price_desc')).toEqual([dear.id, middle.id, cheap.id]);
    expect(await order('name')).toEqual([cheap.id, middle.id, dear.id]); // Alpha, Bravo, Charlie
    expect(await order('newest')).toEqual([middle.id, dear.id, cheap.id]);
  });

  it('cards show the price paid, the regular one beside it, and sort and filter on the price paid (decision 0042)', async () => {
    const { token, cat, cheap, dear, middle } = await shelf();
    // Charlie's special price (5.00) makes it the cheapest.
    const sale = await listed(token, {
      name: `Delta ${stamp()}`,
      price: '25.00',
      special_price: '5.00',
      sizes: ['S'],
      categories: [cat.id],
    });
    const order = async (sort: string) => ids(await call('POST', '/api/category', { json: { url: cat.url, sort } }));
    expect(await order('price_asc')).toEqual([sale.id, cheap.id, middle.id, dear.id]);
    expect(await order('price_desc')).toEqual([dear.id, middle.id, cheap.id, sale.id]);
    const reply = await call('POST', '/api/category', { json: { url: cat.url, filters: { max_price: '9.99' } } });
    expect(ids(reply)).toEqual([sale.id]);
    expect(reply.body.data[0]).toMatchObject({ price: '5.00', regular_price: '25.00' });
    expect(reply.body.facets.price).toEqual({ min: '5.00', max: '30.00' });
    const regular = await call('POST', '/api/category', { json: { url: cat.url, filters: { min_price: '25', max_price: '25' } } });
    expect(ids(regular)).toEqual([]);
  });

  it('filters by brand, price range and option values; each facet counts with the other filters', async () => {
    const { cat, acme, zenith, cheap, dear, middle } = await shelf();
    const filtered = (filters: Record<string, unknown>) => call('POST', '/api/category', { json: { url: cat.url, filters } });

    const byBrand = await filtered({ brand_ids: [acme.id] });
    expect(ids(byBrand)).toEqual([middle.id, cheap.id]);
    // The brand facet ignores the brand filter: Zenith still says what it would add.
    expect(byBrand.body.facets.brands).toEqual([
      { id: acme.id, title: 'Acme', count: 2 },
      { id: zenith.id, title: 'Zenith', count: 1 },
    ]);
    expect(ids(await filtered({ brand_ids: [acme.id, zenith.id] }))).toEqual([middle.id, dear.id, cheap.id]);

    expect(ids(await filtered({ min_price: '15', max_price: '30.00' }))).toEqual([middle.id, dear.id]);
    expect(ids(await filtered({ max_price: 19.99 }))).toEqual([cheap.id]);

    const large = await filtered({ attributes: { size: ['L'] } });
    expect(ids(large)).toEqual([middle.id, dear.id]);
    expect(large.body.facets.brands).toEqual([
      { id: acme.id, title: 'Acme', count: 1 },
      { id: zenith.id, title: 'Zenith', count: 1 },
    ]);
    expect(ids(await filtered({ attributes: { size: ['S', 'M'] } }))).toEqual([dear.id, cheap.id]);
    expect(ids(await filtered({ brand_ids: [acme.id], attributes: { size: ['L'] }, max_price: '25' }))).toEqual([middle.id]);
    expect(ids(await filtered({ attributes: { colour: ['red'] } }))).toEqual([]);
  });

  it('leaves hidden products out and follows product writes at once', async () => {
    const { token, cat, hidden, cheap } = await shelf();
    expect(ids(await call('POST', '/api/category', { json: { url: cat.url } }))).not.toContain(hidden.id);
    await call('PUT', '/api/admin/product/batch', { token, json: { ids: [cheap.id], data: { visibled: false } } });
    expect(ids(await call('POST', '/api/category', { json: { url: cat.url } }))).not.toContain(cheap.id);
  });

  it('a disabled, unknown or non-category url, or one under a disabled parent, is 404 alike', async () => {
    const token = await adminToken();
    const off = await category(token, { enabled: false });
    const parent = await category(token, { enabled: false });
    const child = await category(token, { parent_id: parent.id });
    const page = await call('POST', '/api/admin/menu', { token, json: { title: 'About', type: 'link', url: 'https://example.com/about' } });
    for (const url of [off.url, child.url, 'no-such-category', page.body.url as string]) {
      const reply = await call('POST', '/api/category', { json: { url } });
      expect(reply.status, url).toBe(404);
      expect(reply.body.messages).toEqual(expect.any(String));
    }
  });

  it('withholds prices from guests of a members-only site: no price, no price order or filter, no price bounds', async () => {
    const { token, cat, cheap, dear, middle } = await shelf();
    await call('PUT', '/api/admin/configuration', { token, json: { member_only: 1 } });
    try {
      const guest = await call('POST', '/api/category', { json: { url: cat.url, sort: 'price_asc', filters: { min_price: '25' } } });
      expect(guest.body).toMatchObject({ prices_hidden: true, sort: 'newest', total: 3 });
      expect(guest.body.data.map((p: { price: unknown }) => p.price)).toEqual([null, null, null]);
      expect(ids(guest)).toEqual([middle.id, dear.id, cheap.id]);
      expect(guest.body.facets.price).toBeNull();
      const email = `category-${stamp()}@example.com`;
      const registered = await call('POST', '/api/register', {
        json: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
      });
      const member = await call('POST', '/api/category', { token: registered.body.token, json: { url: cat.url, sort: 'price_asc' } });
      expect(member.body).toMatchObject({ prices_hidden: false, sort: 'price_asc' });
      expect(member.body.data[0].price).toBe('10.00');
    } finally {
      await call('PUT', '/api/admin/configuration', { token, json: { member_only: 0 } });
    }
  });

  it('refuses bad input with 422 beside each field', async () => {
    const expectField = async (json: Record<string, unknown>, field: string) => {
      const reply = await call('POST', '/api/category', { json });
      expect(reply.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys(reply.body.messages), JSON.stringify(json)).toContain(field);
    };
    await expectField({}, 'url');
    await expectField({ url: 'x', sort: 'cheapest' }, 'sort');
    await expectField({ url: 'x', per_page: 7 }, 'per_page');
    await expectField({ url: 'x', page: 0 }, 'page');
    await expectField({ url: 'x', filters: { brand_ids: ['acme'] } }, 'filters.brand_ids.0');
    await expectField({ url: 'x', filters: { min_price: 'ten' } }, 'filters.min_price');
    await expectField({ url: 'x', filters: { attributes: { size: 'L' } } }, 'filters.attributes.size');
    const range = await call('POST', '/api/category', { json: { url: 'x', filters: { min_price: '20', max_price: '10' } } });
    expect(range.body.messages['filters.max_price']).toEqual(['The maximum price may not be less than the minimum price.']);
  });
});

describe('storefront search with the listing (POST /api/product/search)', () => {
  it('orders by name unless told, and takes the same filters and facets', async () => {
    const { acme, cheap, middle, dear } = await shelf();
    const keyword = cheap.name.split(' ')[1]!;
    const all = await call('POST', '/api/product/search', { json: { keyword } });
    // Alpha, Bravo, Charlie and the product filed elsewhere (Elsewhere); never the hidden one.
    expect(all.body).toMatchObject({ sort: 'name', total: 4 });
    expect(ids(all).slice(0, 3)).toEqual([cheap.id, middle.id, dear.id]);
    const filtered = await call('POST', '/api/product/search', {
      json: { keyword, sort: 'price_desc', filters: { brand_ids: [acme.id] } },
    });
    expect(ids(filtered)).toEqual([middle.id, cheap.id]);
    expect(filtered.body.facets.price).toEqual({ min: '10.00', max: '20.00' });
  });
});

describe('storefront options (POST /api/attribute)', () => {
  it('answers the options by position with labels in the language; position keeps those at or before it', async () => {
    const token = await adminToken();
    const s = stamp().replace(/[^a-z0-9]/g, '');
    const first = await call('POST', '/api/admin/attribute', { token, json: { key: `fit_${s}`, label: 'Fit', position: 1 } });
    const later = await call('POST', '/api/admin/attribute', { token, json: { key: `cut_${s}`, label: 'Cut', position: 500 } });
    await call('PUT', `/api/admin/attribute/${String(first.body.id)}?language=zh_hk`, {
      token,
      json: { key: `fit_${s}`, label: '版型', position: 1 },
    });

    const all = await call('POST', '/api/attribute', { json: {} });
    expect(all.status).toBe(200);
    const keys = all.body.data.map((a: { key: string }) => a.key);
    expect(keys.indexOf(`fit_${s}`)).toBeLessThan(keys.indexOf(`cut_${s}`));
    expect(all.body.data.find((a: { key: string }) => a.key === `cut_${s}`)).toEqual({
      id: later.body.id,
      key: `cut_${s}`,
      label: 'Cut',
      position: 500,
    });

    const early = await call('POST', '/api/attribute', { json: { position: 1, language: 'zh_hk' } });
    expect(early.body.data.find((a: { key: string }) => a.key === `fit_${s}`)?.label).toBe('版型');
    expect(early.body.data.some((a: { key: string }) => a.key === `cut_${s}`)).toBe(false);
    expect((await call('POST', '/api/attribute', { json: { position: 'first' } })).status).toBe(422);
    expect((await call('POST', '/api/attribute', { json: { language: 'xx' } })).status).toBe(422);
  });
});
