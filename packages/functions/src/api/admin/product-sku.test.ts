import { beforeAll, describe, expect, it } from 'vitest';
import { product, productInput, warehouse } from '../catalog-testing.js';
import { adminToken, call } from '../testing.js';

const HIDDEN = 'This SKU belongs to a hidden variant of this product; restore that variant instead of adding a new one.';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

type Stock = {
  id: number;
  sku: string;
  price: string;
  visibled: boolean;
  attributes: Record<string, string>;
  inventories: { quantity: number }[];
};
const sent = (s: Stock) => ({ id: s.id, sku: s.sku, price: s.price, attributes: s.attributes });

describe('SKUs of hidden variants', () => {
  it('stay unique: re-adding a hidden variant as a new one is refused; restoring it brings back its stock', async () => {
    const p = await product(token);
    const stocks = p.stocks as Stock[];
    const hiddenOne = stocks[0]!;
    const w = await warehouse(token);
    expect(
      (await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: hiddenOne.id, warehouse_id: w.id, quantity: 5 } }))
        .status,
    ).toBe(200);
    const base = productInput({ name: p.name, url: p.url, sku: p.sku });
    const put = (body: Record<string, unknown>) => call('PUT', `/api/admin/product/${p.id}`, { token, json: { ...base, ...body } });

    // Leaving the variant out hides it (it keeps its SKU and its stock).
    const hid = await put({ stocks: stocks.slice(1).map(sent) });
    expect(hid.status).toBe(200);
    expect(hid.body.stocks.find((s: Stock) => s.id === hiddenOne.id)).toMatchObject({ visibled: false, sku: hiddenOne.sku });

    // The same SKU as a new variant (no id): refused beside the field, nothing changes.
    const readded = await put({
      stocks: [...stocks.slice(1).map(sent), { sku: hiddenOne.sku.toLowerCase(), price: '9.90', attributes: hiddenOne.attributes }],
    });
    expect(readded).toMatchObject({ status: 422, body: { messages: { 'stocks.3.sku': [HIDDEN] } } });
    // Nor may an existing variant or the product itself take it.
    const renamed = await put({ stocks: [{ ...sent(stocks[1]!), sku: hiddenOne.sku }, ...stocks.slice(2).map(sent)] });
    expect(renamed.body.messages).toEqual({ 'stocks.0.sku': [HIDDEN] });
    const productSku = await put({ sku: hiddenOne.sku, stocks: stocks.slice(1).map(sent) });
    expect(productSku.body.messages).toEqual({ sku: [HIDDEN] });

    const after = (await call('GET', `/api/admin/product/${p.id}`, { token })).body;
    expect(after.stocks).toHaveLength(4);
    expect(after.stocks.filter((s: Stock) => s.sku.toLowerCase() === hiddenOne.sku.toLowerCase())).toHaveLength(1);
    expect(after.updated_at).toBe(hid.body.updated_at);

    // Another product cannot take it either.
    const other = productInput();
    (other.stocks as { sku: string }[])[0]!.sku = hiddenOne.sku;
    expect((await call('POST', '/api/admin/product', { token, json: other })).status).toBe(409);

    // Restoring (sending it again with its id) is the way back: visible again, with its stock.
    const restored = await put({ stocks: stocks.map(sent) });
    expect(restored.status).toBe(200);
    const back = restored.body.stocks.find((s: Stock) => s.id === hiddenOne.id) as Stock;
    expect(back).toMatchObject({ visibled: true, sku: hiddenOne.sku });
    expect(back.inventories.map((i) => i.quantity)).toEqual([5]);
    const found = await call('GET', `/api/admin/product?search=${encodeURIComponent(hiddenOne.sku)}`, { token });
    expect(found.body.data.map((x: { id: number }) => x.id)).toEqual([p.id]);
  });
});

describe('variants per product', () => {
  const grid = (id: string, sizes: number, colours: number) => {
    const s = Array.from({ length: sizes }, (_, i) => `S${i}`);
    const c = Array.from({ length: colours }, (_, i) => `c${i}`);
    return productInput({
      name: `Grid ${id} long product name with many words in it`,
      url: `grid-${id}`,
      sku: `GRID-${id}`,
      options: [
        { key: 'size', values: s },
        { key: 'colour', values: c },
      ],
      stocks: s.flatMap((size) =>
        c.map((colour) => ({ sku: `GRID-${id}-${size}-${colour}`, price: '1.00', attributes: { size, colour } })),
      ),
    });
  };

  it('60 variants and 20 categories save with their SKU, search and category entries in one transaction; more is refused with 422', async () => {
    await product(token);
    const id = Date.now().toString(36);
    const categories: number[] = [];
    for (let i = 0; i < 20; i++) {
      const made = await call('POST', '/api/admin/menu', { token, json: { title: `Cat ${i}`, type: 'category', url: `cat-${id}-${i}` } });
      categories.push(made.body.id as number);
    }
    const most = await call('POST', '/api/admin/product', { token, json: { ...grid(id, 10, 6), categories } });
    expect(most.status).toBe(201);
    expect(most.body.stocks).toHaveLength(60);
    expect(most.body.categories).toHaveLength(20);
    const found = await call('GET', `/api/admin/product?search=${encodeURIComponent(`grid ${id} long`)}`, { token });
    expect(found.body.data.map((p: { id: number }) => p.id)).toEqual([most.body.id]);
    const over = await call('POST', '/api/admin/product', { token, json: grid(`${id}x`, 8, 8) });
    expect(over).toMatchObject({ status: 422, body: { messages: { stocks: ['At most 60 variants.'] } } });
  });
});
