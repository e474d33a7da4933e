import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SHEET_COLUMNS } from '@shop/core/catalog/product-sheet';
import { attribute, product } from '../catalog-testing.js';
import { readWorkbook, runImport, workbook } from '../import-testing.js';
import { adminToken, call, limitedAdmin, uploadImage } from '../testing.js';

let token: string;
let n = 0;
const unique = (base: string) => `${base}-${Date.now().toString(36)}${(n++).toString(36)}`;

beforeAll(async () => {
  token = await adminToken();
  await attribute(token, 'size', 'Size');
  await attribute(token, 'colour', 'Colour');
});

/** A product workbook: each row an object keyed by column name (missing keys are blank cells). */
const sheet = (rows: Record<string, unknown>[], columns: readonly string[] = PRODUCT_SHEET_COLUMNS) =>
  workbook(
    columns,
    rows.map((row) => columns.map((c) => row[c] ?? null)),
    'products',
  );

const getProduct = async (id: number, language = 'default') =>
  (await call('GET', `/api/admin/product/${id}?language=${language}`, { token })).body;
/** Everything but `updated_at`, which an import moves on every product it saves. */
const settled = ({ updated_at: _ignored, ...rest }: Record<string, unknown>) => rest;

describe('product export', () => {
  it('exports one row per variant with every column an import can set', async () => {
    const images = [await uploadImage(token), await uploadImage(token)];
    const p = await product(token, { image_list: images, is_hot: true, commissions: [{ level: 1, percentage: '5' }] });
    const reply = await call('GET', '/api/admin/product/export', { token });
    expect(reply.headers.get('content-type')).toContain('spreadsheetml');
    const rows = await readWorkbook(reply.body as ArrayBuffer);
    expect(Object.keys(rows[0]!)).toEqual([...PRODUCT_SHEET_COLUMNS]);
    const mine = rows.filter((r) => r.sku === p.sku);
    expect(mine).toHaveLength(4);
    expect(mine.map((r) => r.attributes)).toContain('size=S|colour=red');
    expect(mine[0]).toMatchObject({
      product_id: String(p.id),
      is_hot: '1',
      is_new: '0',
      image_list: images.join('|'),
      commissions: '1=5.00',
    });
  });
});

describe('product import', () => {
  it('imports products with variants; a failing product lists its rows and the rest are kept', async () => {
    const id = Date.now().toString(36);
    const reply = await runImport(
      token,
      'product',
      await sheet([
        { name: 'Imported cap', url: `cap-${id}`, sku: `CAP-${id}`, stock_sku: `CAP-${id}-S`, price: '12.50', attributes: 'size=S' },
        { name: 'Imported cap', url: `cap-${id}`, sku: `CAP-${id}`, stock_sku: `CAP-${id}-M`, price: '12.50', attributes: 'size=M' },
        { name: 'Bad price', url: `bad-${id}`, sku: `BAD-${id}`, stock_sku: `BAD-${id}-1`, price: 'twelve' },
        { name: 'Plain mug', url: `mug-${id}`, sku: `MUG-${id}`, stock_sku: `MUG-${id}-1`, price: '8' },
      ]),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'done', total: 4, processed: 4, imported: 3, failed: 1 });
    expect(reply.body.failures).toEqual([{ row: 4, messages: { 'stocks.0.price': ['Enter an amount with at most 2 decimals.'] } }]);
    const cap = await call('GET', `/api/admin/product?search=CAP-${id}`, { token });
    expect(cap.body.data).toHaveLength(1);
    expect(cap.body.data[0]).toMatchObject({ name: 'Imported cap', variant_count: 2, price: '12.50' });
    expect((await call('GET', `/api/admin/product?search=BAD-${id}`, { token })).body.total).toBe(0);
  });

  it('re-importing rows of a saved product updates it in place', async () => {
    const p = await product(token);
    const rows = p.stocks.map((s: { id: number; sku: string; attributes: Record<string, string> }) => ({
      product_id: p.id,
      name: 'Renamed tee',
      url: p.url,
      sku: p.sku,
      stock_id: s.id,
      stock_sku: s.sku,
      price: '25.00',
      attributes: Object.entries(s.attributes)
        .map(([k, v]) => `${k}=${v}`)
        .join('|'),
    }));
    const reply = await runImport(token, 'product', await sheet(rows));
    expect(reply.body).toMatchObject({ imported: 4, failed: 0 });
    const after = await getProduct(p.id);
    expect(after.name).toBe('Renamed tee');
    expect(after.stocks.map((s: { price: string }) => s.price)).toEqual(['25.00', '25.00', '25.00', '25.00']);
    expect(after.stocks.map((s: { id: number }) => s.id)).toEqual(p.stocks.map((s: { id: number }) => s.id));
  });

  it('refuses more than 1000 rows and changes nothing', async () => {
    const id = Date.now().toString(36);
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      name: `Bulk ${i}`,
      url: `bulk-${id}-${i}`,
      sku: `BULK-${id}-${i}`,
      stock_sku: `BULK-${id}-${i}-1`,
      price: '1',
    }));
    const reply = await runImport(token, 'product', await sheet(rows));
    expect(reply.status).toBe(422);
    expect(reply.body.messages.file).toEqual(['The data can only import 1000 records at a time']);
    expect((await call('GET', `/api/admin/product?search=BULK-${id}`, { token })).body.total).toBe(0);
  });
});

describe('export then import changes nothing', () => {
  it('rich products (flags, images, commissions, variants, categories, brand, translations) come back identical', async () => {
    const images = [await uploadImage(token), await uploadImage(token)];
    const brand = await call('POST', '/api/admin/brand', { token, json: { title: 'Maker', url: unique('maker') } });
    const categories = [
      await call('POST', '/api/admin/menu', { token, json: { title: 'Shirts', type: 'category', url: unique('shirts') } }),
      await call('POST', '/api/admin/menu', { token, json: { title: 'Sale', type: 'category', url: unique('sale') } }),
    ].map((r) => r.body.id as number);
    const rich = await product(token, {
      is_new: true,
      is_featured: true,
      is_hot: true,
      has_expiry_date: true,
      track_inventories: false,
      image_list: images,
      brand_id: brand.body.id,
      categories,
      description: '<p>Soft <strong>cotton</strong></p>',
      meta_title: 'Meta title',
      meta_description: 'Meta description',
      commissions: [
        { level: 1, percentage: '5' },
        { level: 2, percentage: '2.5' },
      ],
    });
    const translated = await call('PUT', `/api/admin/product/${rich.id}?language=zh_hk`, {
      token,
      json: { ...rich, name: '柔軟T恤', description: '<p>棉</p>' },
    });
    expect(translated.status).toBe(200);
    // A hidden variant, a special price and a barcode-less variant.
    const stocks = (await getProduct(rich.id)).stocks;
    const varied = await call('PUT', `/api/admin/product/${rich.id}`, {
      token,
      json: {
        ...(await getProduct(rich.id)),
        stocks: [{ ...stocks[0], special_price: '9.90' }, { ...stocks[1], barcode: null }, stocks[2]],
      },
    });
    expect(varied.status).toBe(200);
    const service = await call('POST', '/api/admin/product', {
      token,
      json: {
        type: 'service',
        name: 'Fitting',
        url: unique('fitting'),
        sku: unique('FIT'),
        is_approval_required: true,
        form_id: 3,
        stocks: [{ sku: unique('FIT-1'), price: '30' }],
      },
    });
    expect(service.status).toBe(201);

    const ids = ((await call('GET', '/api/admin/product?per_page=100&sort=id', { token })).body.data as { id: number }[]).map((p) => p.id);
    const snapshot = async () => Promise.all(ids.flatMap((id) => [getProduct(id), getProduct(id, 'zh_hk')]));
    const before = await snapshot();
    const richBefore = before.find((p) => p.id === rich.id && p.language === 'default');
    expect(richBefore.stocks.filter((s: { visibled: boolean }) => !s.visibled)).toHaveLength(1);
    expect(richBefore.stocks[0].special_price).toBe('9.90');
    expect(before.find((p) => p.id === rich.id && p.language === 'zh_hk')).toMatchObject({ name: '柔軟T恤', description: '<p>棉</p>' });

    const exported = await call('GET', '/api/admin/product/export', { token });
    const reply = await runImport(token, 'product', new Uint8Array(exported.body as ArrayBuffer));
    expect(reply.body).toMatchObject({ status: 'done', failed: 0, failures: [] });
    expect(reply.body.imported).toBe(reply.body.total);
    expect((await snapshot()).map(settled)).toEqual(before.map(settled));
  });

  it('a sheet with only some columns changes only those; blank cells and other variants keep their values', async () => {
    const images = [await uploadImage(token)];
    const p = await product(token, {
      is_hot: true,
      image_list: images,
      commissions: [{ level: 1, percentage: '7' }],
      description: '<p>Keep</p>',
    });
    const before = await getProduct(p.id);
    const reply = await runImport(
      token,
      'product',
      await sheet([{ sku: p.sku, stock_sku: p.stocks[1].sku, price: '42', barcode: '' }], ['sku', 'stock_sku', 'price', 'barcode']),
    );
    expect(reply.body).toMatchObject({ imported: 1, failed: 0 });
    const after = await getProduct(p.id);
    expect(after.stocks[1].price).toBe('42.00');
    const { stocks: afterStocks, ...afterProduct } = settled(after);
    const { stocks: beforeStocks, ...beforeProduct } = settled(before);
    expect(afterProduct).toEqual(beforeProduct);
    expect(afterStocks).toEqual((beforeStocks as { price: string }[]).map((s, i) => (i === 1 ? { ...s, price: '42.00' } : s)));
  });
});

describe('import is create and update for products', () => {
  it('only "create product": new products are created, rows naming a saved product fail and change nothing', async () => {
    const saved = await product(token);
    const creator = await limitedAdmin(['get products', 'create product']);
    const id = unique('new');
    const reply = await runImport(
      creator.token,
      'product',
      await sheet([
        { name: 'New', url: id, sku: id.toUpperCase(), stock_sku: `${id.toUpperCase()}-1`, price: '3' },
        { sku: saved.sku, stock_sku: saved.stocks[0].sku, price: '99' },
        { product_id: saved.id, name: 'Taken over' },
      ]),
    );
    expect(reply.body).toMatchObject({ imported: 1, failed: 2 });
    expect(reply.body.failures).toEqual([
      { row: 3, messages: 'Permission denied: update product' },
      { row: 4, messages: 'Permission denied: update product' },
    ]);
    expect((await call('GET', `/api/admin/product?search=${id}`, { token })).body.total).toBe(1);
    expect(settled(await getProduct(saved.id))).toEqual(settled(saved));
  });

  it('only "update product": saved products are updated, new ones fail', async () => {
    const saved = await product(token);
    const updater = await limitedAdmin(['get products', 'update product']);
    const id = unique('nope');
    const reply = await runImport(
      updater.token,
      'product',
      await sheet([
        { sku: saved.sku, stock_sku: saved.stocks[0].sku, price: '11' },
        { name: 'New', url: id, sku: id.toUpperCase(), stock_sku: `${id.toUpperCase()}-1`, price: '3' },
      ]),
    );
    expect(reply.body).toMatchObject({ imported: 1, failed: 1, failures: [{ row: 3, messages: 'Permission denied: create product' }] });
    expect((await getProduct(saved.id)).stocks[0].price).toBe('11.00');
    expect((await call('GET', `/api/admin/product?search=${id}`, { token })).body.total).toBe(0);
  });
});
