import { beforeAll, describe, expect, it } from 'vitest';
import { attribute, product, productInput, warehouse } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;

beforeAll(async () => {
  token = await adminToken();
  await attribute(token, 'size', 'Size');
  await attribute(token, 'colour', 'Colour');
});

const create = (json: Record<string, unknown>) => call('POST', '/api/admin/product', { token, json });
const update = (id: number, json: Record<string, unknown>) => call('PUT', `/api/admin/product/${id}`, { token, json });

describe('products with variants', () => {
  it('creates a product whose two options make four variants with exact prices', async () => {
    const input = productInput({ stocks: undefined });
    const stocks = (productInput().stocks as { attributes: Record<string, string> }[]).map((s, i) => ({
      ...s,
      sku: `${input.sku}-${i}`,
      price: ['19.9', '0.1', '1000', '33.33'][i],
      ...(i === 0 ? { special_price: '15.5' } : { special_price: '' }),
    }));
    const reply = await create({ ...input, stocks });
    expect(reply.status).toBe(201);
    expect(reply.body.stocks).toHaveLength(4);
    expect(reply.body.stocks.map((s: { price: string }) => s.price)).toEqual(['19.90', '0.10', '1000.00', '33.33']);
    expect(reply.body.stocks.map((s: { special_price: string | null }) => s.special_price)).toEqual(['15.50', null, null, null]);
    expect(new Set(reply.body.stocks.map((s: { id: number }) => s.id)).size).toBe(4);
    expect(reply.body.stocks[0].attributes).toEqual({ size: 'S', colour: 'red' });
  });

  it('refuses a special price above the variant price (422 beside the cell) and keeps nothing; equal is fine', async () => {
    const input = productInput();
    const stocks = input.stocks as { price: string; special_price?: string }[];
    stocks[0]!.price = '10';
    stocks[0]!.special_price = '10.01';
    stocks[2]!.price = '5';
    stocks[2]!.special_price = '5.00';
    const reply = await create(input);
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual({ 'stocks.0.special_price': ['The special price may not be greater than the price.'] });
    expect((await call('GET', `/api/admin/product?search=${String(input.sku)}`, { token })).body.total).toBe(0);
    stocks[0]!.special_price = '9.99';
    expect((await create(input)).status).toBe(201);
  });

  it('keeps SKUs unique across products and variants', async () => {
    const first = await product(token);
    const clashWithVariant = await create(productInput({ sku: first.stocks[2].sku.toLowerCase() }));
    expect(clashWithVariant.status).toBe(409);
    expect(clashWithVariant.body.messages).toEqual({ sku: ['Please make sure that sku field is unique'] });
    const input = productInput();
    (input.stocks as { sku: string }[])[1]!.sku = first.sku;
    const variantClash = await create(input);
    expect(variantClash.status).toBe(409);
    expect(variantClash.body.messages).toEqual({ 'stocks.1.sku': ['Please make sure that sku field is unique'] });
    const own = productInput();
    (own.stocks as { sku: string }[])[3]!.sku = (own.stocks as { sku: string }[])[0]!.sku;
    const inPayload = await create(own);
    expect(inPayload.status).toBe(422);
    expect(inPayload.body.messages['stocks.3.sku']).toEqual(['Please make sure that sku field is unique']);
    // Nothing from the refused requests was kept: their URLs are still free.
    expect((await create({ ...productInput(), url: (input as { url: string }).url })).status).toBe(201);
  });

  it('validates options and variant combinations', async () => {
    const unknownOption = await create(
      productInput({
        options: [{ key: 'material', values: ['cotton'] }],
        stocks: [{ sku: `M-${Date.now()}`, price: '1', attributes: { material: 'cotton' } }],
      }),
    );
    expect(unknownOption.body.messages['options.0.key']).toEqual(['The option does not exist.']);
    const input = productInput();
    (input.stocks as { attributes: Record<string, string> }[])[1]!.attributes = { size: 'S', colour: 'red' };
    const duplicate = await create(input);
    expect(duplicate.body.messages['stocks.1.attributes']).toEqual(['This input can not be repeated']);
    const badValue = productInput();
    (badValue.stocks as { attributes: Record<string, string> }[])[0]!.attributes = { size: 'XL', colour: 'red' };
    expect((await create(badValue)).body.messages['stocks.0.attributes.size']).toBeDefined();
    const noPrice = productInput();
    delete (noPrice.stocks as { price?: string }[])[0]!.price;
    expect((await create(noPrice)).body.messages['stocks.0.price']).toEqual(['This field is required.']);
    const floaty = productInput();
    (floaty.stocks as { price: string }[])[0]!.price = '1.999';
    expect((await create(floaty)).body.messages['stocks.0.price']).toEqual(['Enter an amount with at most 2 decimals.']);
  });

  it('service products keep approval and form; general products drop them', async () => {
    const service = await create(productInput({ type: 'service', is_approval_required: true, form_id: 7 }));
    expect(service.body).toMatchObject({ type: 'service', is_approval_required: true, form_id: 7 });
    const general = await create(productInput({ type: 'general', is_approval_required: true, form_id: 7 }));
    expect(general.body).toMatchObject({ type: 'general', is_approval_required: null, form_id: null });
  });

  it('drops commission rows with an empty percentage', async () => {
    const reply = await create(
      productInput({
        commissions: [
          { level: 1, percentage: '10' },
          { level: 2, percentage: '' },
          { level: 3, percentage: null },
        ],
      }),
    );
    expect(reply.body.commissions).toEqual([{ level: 1, percentage: '10.00' }]);
  });

  it('removing a saved variant hides it (recoverable); an unsaved one is simply not created', async () => {
    const p = await product(token);
    const input = productInput({ name: p.name, url: p.url, sku: p.sku });
    const keep = p.stocks
      .slice(0, 3)
      .map((s: Record<string, unknown>) => ({ id: s.id, sku: s.sku, barcode: s.barcode, price: s.price, attributes: s.attributes }));
    const reply = await update(p.id, { ...input, stocks: keep });
    expect(reply.status).toBe(200);
    expect(reply.body.stocks).toHaveLength(4);
    const hidden = reply.body.stocks.find((s: { id: number }) => s.id === p.stocks[3].id);
    expect(hidden.visibled).toBe(false);
    const restored = await update(p.id, { ...input, stocks: [...keep, { ...p.stocks[3], visibled: true, inventories: undefined }] });
    expect(restored.body.stocks.find((s: { id: number }) => s.id === p.stocks[3].id).visibled).toBe(true);
    const unknownId = await update(p.id, { ...input, stocks: [{ ...keep[0], id: 987654 }] });
    expect(unknownId.body.messages['stocks.0.id']).toEqual(['ID not exists']);
  });

  it('changing a variant SKU frees the old one; deleting a product frees all of its SKUs', async () => {
    const p = await product(token);
    const stocks = p.stocks.map((s: Record<string, unknown>, i: number) => ({
      id: s.id,
      sku: i === 0 ? `${String(s.sku)}-NEW` : s.sku,
      price: s.price,
      attributes: s.attributes,
    }));
    const changed = await update(p.id, { ...productInput({ name: p.name, url: p.url, sku: p.sku }), stocks });
    expect(changed.status).toBe(200);
    const reuse = productInput();
    (reuse.stocks as { sku: string }[])[0]!.sku = p.stocks[0].sku;
    expect((await create(reuse)).status).toBe(201);
    expect((await call('DELETE', `/api/admin/product/${p.id}`, { token })).status).toBe(200);
    expect((await create(productInput({ sku: p.sku }))).status).toBe(201);
  });

  it('stores name and description per language with fallback, and sanitises the description', async () => {
    const p = await product(token, { description: '<p>Soft<script>x()</script></p>' });
    expect(p.description).toBe('<p>Soft</p>');
    const stocks = p.stocks.map((s: Record<string, unknown>) => ({ id: s.id, sku: s.sku, price: s.price, attributes: s.attributes }));
    await call('PUT', `/api/admin/product/${p.id}?language=zh_hk`, {
      token,
      json: { ...productInput({ name: '柔軟T恤', url: p.url, sku: p.sku }), stocks },
    });
    expect((await call('GET', `/api/admin/product/${p.id}?language=zh_hk`, { token })).body.name).toBe('柔軟T恤');
    expect((await call('GET', `/api/admin/product/${p.id}?language=zh_cn`, { token })).body.name).toBe(p.name);
  });
});

describe('product list', () => {
  it('finds products by name, SKU prefix and barcode, and filters by type, visibility and stock', async () => {
    const a = await product(token, { name: 'Zebra striped scarf' });
    const b = await product(token, { type: 'service' });
    const byName = await call('GET', '/api/admin/product?search=zebra%20striped', { token });
    expect(byName.body.data.map((p: { id: number }) => p.id)).toEqual([a.id]);
    const bySku = await call('GET', `/api/admin/product?search=${encodeURIComponent(b.stocks[1].sku.slice(0, -2))}`, { token });
    expect(bySku.body.data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    const byBarcode = await call('GET', `/api/admin/product?search=${encodeURIComponent(a.stocks[3].barcode)}`, { token });
    expect(byBarcode.body.data.map((p: { id: number }) => p.id)).toEqual([a.id]);
    const services = await call('GET', '/api/admin/product?type=service&per_page=100', { token });
    expect(services.body.data.every((p: { type: string }) => p.type === 'service')).toBe(true);
    const w = await warehouse(token);
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: a.stocks[0].id, warehouse_id: w.id, quantity: 3 } });
    const inStock = await call('GET', '/api/admin/product?stock_status=in_stock&per_page=100', { token });
    expect(inStock.body.data.map((p: { id: number }) => p.id)).toContain(a.id);
    expect(inStock.body.data.map((p: { id: number }) => p.id)).not.toContain(b.id);
    const hidden = await call('PUT', '/api/admin/product/batch', { token, json: { ids: [b.id], data: { visibled: false } } });
    expect(hidden.body).toEqual({ updated: 1 });
    const visible = await call('GET', '/api/admin/product?visibled=0&per_page=100', { token });
    expect(visible.body.data.map((p: { id: number }) => p.id)).toContain(b.id);
    expect(visible.body.data[0]).toMatchObject({ variant_count: expect.any(Number), price: expect.any(String) });
  });

  it('a product with stock cannot be deleted; batch delete is all or nothing', async () => {
    const a = await product(token);
    const b = await product(token);
    const w = await warehouse(token);
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: a.stocks[0].id, warehouse_id: w.id, quantity: 1 } });
    expect((await call('DELETE', '/api/admin/product/batch', { token, json: { ids: [a.id, b.id] } })).status).toBe(422);
    expect((await call('GET', `/api/admin/product/${b.id}`, { token })).status).toBe(200);
    expect((await call('DELETE', '/api/admin/product/batch', { token, json: { ids: [b.id] } })).body).toEqual({ deleted: 1 });
  });

  it('refuses product writes without permission', async () => {
    const { token: reader } = await limitedAdmin(['get products', 'get product']);
    expect((await call('GET', '/api/admin/product', { token: reader })).status).toBe(200);
    expect((await call('POST', '/api/admin/product', { token: reader, json: productInput() })).status).toBe(403);
  });
});

describe('product references', () => {
  it('belongs to existing category menus and a brand, and the list filters by them', async () => {
    const category = await call('POST', '/api/admin/menu', { token, json: { title: 'Tops', type: 'category', url: `tops-${Date.now()}` } });
    expect(category.status).toBe(201);
    const brand = await call('POST', '/api/admin/brand', { token, json: { title: 'Acme', url: `acme-${Date.now()}` } });
    const p = await product(token, { categories: [category.body.id], brand_id: brand.body.id });
    expect(p).toMatchObject({ categories: [category.body.id], brand_id: brand.body.id });
    await product(token);
    const inCategory = await call('GET', `/api/admin/product?category_id=${category.body.id}`, { token });
    expect(inCategory.body.data.map((x: { id: number }) => x.id)).toEqual([p.id]);
    const ofBrand = await call('GET', `/api/admin/product?brand_id=${brand.body.id}`, { token });
    expect(ofBrand.body.data.map((x: { id: number }) => x.id)).toEqual([p.id]);
    const menu = await call('GET', `/api/admin/menu/${category.body.id}`, { token });
    expect(menu.body.products).toEqual([p.id]);
    const refused = await call('DELETE', `/api/admin/menu/${category.body.id}`, { token });
    expect(refused.status).toBe(422);
    expect((await call('GET', `/api/admin/menu/${category.body.id}`, { token })).status).toBe(200);
    const badCategory = await create(productInput({ categories: [999999] }));
    expect(badCategory.body.messages.categories).toEqual(['A selected category does not exist.']);
    const badBrand = await create(productInput({ brand_id: 999999 }));
    expect(badBrand.body.messages.brand_id).toEqual(['The selected brand does not exist.']);
  });
});
