import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SHEET_COLUMNS } from '@shop/core/catalog/product-sheet';
import { attribute, product } from '../catalog-testing.js';
import { adminToken, call } from '../testing.js';

let token: string;

beforeAll(async () => {
  token = await adminToken();
  await attribute(token, 'size', 'Size');
  await attribute(token, 'colour', 'Colour');
});

async function workbook(rows: Record<string, unknown>[]): Promise<FormData> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('products');
  sheet.addRow([...PRODUCT_SHEET_COLUMNS]);
  for (const row of rows) sheet.addRow(PRODUCT_SHEET_COLUMNS.map((c) => row[c] ?? null));
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await book.xlsx.writeBuffer())], 'products.xlsx'));
  return form;
}

describe('product import/export', () => {
  it('exports one row per variant with its options', async () => {
    const p = await product(token);
    const reply = await call('GET', '/api/admin/product/export', { token });
    expect(reply.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reply.body as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    const mine = rows.filter((r) => r?.[5] === p.sku);
    expect(mine).toHaveLength(4);
    expect(mine.map((r) => r[17])).toContain('size=S|colour=red');
  });

  it('imports products with variants; a failing product lists its rows and the rest are kept', async () => {
    const id = Date.now().toString(36);
    const form = await workbook([
      { name: 'Imported cap', url: `cap-${id}`, sku: `CAP-${id}`, stock_sku: `CAP-${id}-S`, price: '12.50', attributes: 'size=S' },
      { name: 'Imported cap', url: `cap-${id}`, sku: `CAP-${id}`, stock_sku: `CAP-${id}-M`, price: '12.50', attributes: 'size=M' },
      { name: 'Bad price', url: `bad-${id}`, sku: `BAD-${id}`, stock_sku: `BAD-${id}-1`, price: 'twelve' },
      { name: 'Plain mug', url: `mug-${id}`, sku: `MUG-${id}`, stock_sku: `MUG-${id}-1`, price: '8' },
    ]);
    const reply = await call('POST', '/api/admin/product/import', { token, form });
    expect(reply.status).toBe(200);
    expect(reply.body.imported).toBe(3);
    expect(reply.body.failed).toEqual([{ row: 4, messages: { 'stocks.0.price': ['Enter an amount with at most 2 decimals.'] } }]);
    const cap = await call('GET', `/api/admin/product?search=CAP-${id}`, { token });
    expect(cap.body.data).toHaveLength(1);
    expect(cap.body.data[0]).toMatchObject({ name: 'Imported cap', variant_count: 2, price: '12.50' });
    expect((await call('GET', `/api/admin/product?search=BAD-${id}`, { token })).body.total).toBe(0);
  });

  it('re-importing an exported product updates it in place', async () => {
    const p = await product(token);
    const rows = p.stocks.map((s: { id: number; sku: string; price: string; attributes: Record<string, string> }) => ({
      product_id: p.id, name: 'Renamed tee', url: p.url, sku: p.sku, stock_id: s.id, stock_sku: s.sku, price: '25.00',
      attributes: Object.entries(s.attributes).map(([k, v]) => `${k}=${v}`).join('|'),
    }));
    const reply = await call('POST', '/api/admin/product/import', { token, form: await workbook(rows) });
    expect(reply.body).toEqual({ imported: 4, failed: [] });
    const after = (await call('GET', `/api/admin/product/${p.id}`, { token })).body;
    expect(after.name).toBe('Renamed tee');
    expect(after.stocks.map((s: { price: string }) => s.price)).toEqual(['25.00', '25.00', '25.00', '25.00']);
    expect(after.stocks.map((s: { id: number }) => s.id)).toEqual(p.stocks.map((s: { id: number }) => s.id));
  });

  it('refuses more than 1000 rows and changes nothing', async () => {
    const id = Date.now().toString(36);
    const rows = Array.from({ length: 1001 }, (_, i) => ({ name: `Bulk ${i}`, url: `bulk-${id}-${i}`, sku: `BULK-${id}-${i}`, stock_sku: `BULK-${id}-${i}-1`, price: '1' }));
    const reply = await call('POST', '/api/admin/product/import', { token, form: await workbook(rows) });
    expect(reply.status).toBe(422);
    expect(reply.body.messages.file).toEqual(['The data can only import 1000 records at a time']);
    expect((await call('GET', `/api/admin/product?search=BULK-${id}`, { token })).body.total).toBe(0);
  });
});
