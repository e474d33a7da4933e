import { measureReads } from '@shop/core/shared/read-meter';
import { beforeAll, describe, expect, it } from 'vitest';
import { product, stockTestbed, warehouse, type StockMove } from '../catalog-testing.js';
import { call } from '../testing.js';

/**
 * The stock screen reads its page, not every row (issue 8, decision 0019): rows in key order (the
 * quantity index, or a warehouse's own partition), totals from counters kept in the movements'
 * transactions. Each check compares with the whole list read page by page.
 */
interface Row {
  id: number;
  product_id: number;
  stock_id: number;
  warehouse_id: number;
  quantity: number;
  sku: string | null;
}

let token: string;
let move: StockMove;
let warehouses: number[];
let found: { name: string; stocks: { id: number; sku: string }[] };
const PAGE = 10;
/** The guard's reads (session, admin, role) and the row counter. */
const OVERHEAD = 4;
/** What a page may read: its rows (and those before it), the overhead, and the products and warehouses that name its rows. */
const bound = (rowsRead: number, page: Row[]) =>
  rowsRead + OVERHEAD + new Set(page.map((r) => r.product_id)).size + new Set(page.map((r) => r.warehouse_id)).size;

async function list(query: string): Promise<{ data: Row[]; total: number; items: number }> {
  const { result, reads } = await measureReads(() => call('GET', `/api/admin/inventory?${query}`, { token }));
  expect(result.status, query).toBe(200);
  const body = result.body as { data: Row[]; total: number };
  return { ...body, items: reads.items };
}

/** Every row, read page by page (what a filter must agree with). */
async function everyRow(query = ''): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await list([query, `per_page=${PAGE}&page=${page}`].filter(Boolean).join('&'));
    rows.push(...data);
    if (data.length < PAGE) return rows;
  }
}

const byQuantity = (rows: Row[]) => rows.map((r) => r.quantity);

beforeAll(async () => {
  ({ token, move } = await stockTestbed());
  warehouses = [(await warehouse(token)).id, (await warehouse(token)).id];
  // 3 products × 4 variants, each in both warehouses: 24 rows, quantities from 0 to 150.
  const products = await Promise.all([product(token), product(token), product(token)]);
  found = products[1] as typeof found;
  const stocks = products.flatMap((p: { stocks: { id: number }[] }) => p.stocks.map((s) => s.id));
  let n = 0;
  for (const stock of stocks) {
    for (const warehouseId of warehouses) {
      const quantity = [1, 3, 5, 8, 120, 150][n % 6]!;
      n += 1;
      expect((await move('plus', { stock_id: stock, warehouse_id: warehouseId, quantity })).status).toBe(200);
    }
  }
  // Quantities move between counted and uncounted ones, to zero, and between warehouses.
  expect((await move('minus', { stock_id: stocks[0], warehouse_id: warehouses[0], quantity: 1 })).body.quantity).toBe(0);
  expect((await move('update', { stock_id: stocks[1], warehouse_id: warehouses[0], quantity: 99, reason: 'Stock count' })).status).toBe(
    200,
  );
  expect((await move('update', { stock_id: stocks[2], warehouse_id: warehouses[0], quantity: 2, reason: 'Stock count' })).status).toBe(200);
  expect((await move('transfer', { stock_id: stocks[3], from: warehouses[1], to: warehouses[0], quantity: 2 })).status).toBe(200);
});

describe('the stock list', () => {
  it('pages every row lowest quantity first, with the total from the row counter, reading about a page', async () => {
    const all = await everyRow();
    expect(all).toHaveLength(24);
    expect(new Set(all.map((r) => r.id)).size).toBe(24);
    expect(byQuantity(all)).toEqual([...byQuantity(all)].sort((a, b) => a - b));
    expect(byQuantity(all).slice(0, 3)).toEqual([0, 1, 1]);
    const first = await list(`per_page=${PAGE}`);
    expect(first.total).toBe(24);
    expect(first.items).toBeLessThanOrEqual(bound(PAGE, first.data));
    const second = await list(`per_page=${PAGE}&page=2`);
    expect(second.data).toEqual(all.slice(PAGE, 2 * PAGE));
    // Key order: a page reads the rows up to it, never the rest.
    expect(second.items).toBeLessThanOrEqual(bound(2 * PAGE, second.data));
    expect((await list(`per_page=${PAGE}&page=99`)).data).toEqual([]);
  });

  it("filters a warehouse from its own partition, with that warehouse's row count", async () => {
    const all = await everyRow();
    for (const warehouseId of warehouses) {
      const expected = all.filter((r) => r.warehouse_id === warehouseId);
      expect(await everyRow(`warehouse_id=${warehouseId}`)).toEqual(expected);
      const page = await list(`warehouse_id=${warehouseId}&per_page=${PAGE}`);
      expect(page.total).toBe(expected.length);
      expect(page.items).toBeLessThanOrEqual(bound(PAGE, page.data));
    }
  });

  it('lists low stock with totals summed from the per-quantity counters, and above them counted in the index', async () => {
    const all = await everyRow();
    for (const threshold of [0, 1, 5, 99, 100, 130]) {
      for (const warehouseId of [undefined, ...warehouses]) {
        const query = `low_stock=${threshold}${warehouseId ? `&warehouse_id=${warehouseId}` : ''}`;
        const expected = all.filter((r) => r.quantity <= threshold && (!warehouseId || r.warehouse_id === warehouseId));
        const page = await list(`${query}&per_page=${PAGE}`);
        expect([query, page.total]).toEqual([query, expected.length]);
        expect(page.data).toEqual(expected.slice(0, PAGE));
        expect(await everyRow(query)).toEqual(expected);
      }
    }
  });

  it('lists only rows with stock among those expiring soon', async () => {
    const p = await product(token, { has_expiry_date: true });
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const [a, b] = warehouses as [number, number];
    await move('plus', { stock_id: p.stocks[0].id, warehouse_id: a, quantity: 4, expiry_date: soon });
    await move('plus', { stock_id: p.stocks[1].id, warehouse_id: b, quantity: 2, expiry_date: soon });
    await move('plus', { stock_id: p.stocks[2].id, warehouse_id: a, quantity: 1, expiry_date: soon });
    await move('minus', { stock_id: p.stocks[2].id, warehouse_id: a, quantity: 1 });
    const expiring = await list('expiring_days=7');
    expect(expiring.data.map((r) => r.stock_id).sort()).toEqual([p.stocks[0].id, p.stocks[1].id].sort());
    expect(expiring.total).toBe(2);
    const inA = await list(`expiring_days=7&warehouse_id=${a}`);
    expect([inA.total, inA.data.map((r) => r.stock_id)]).toEqual([1, [p.stocks[0].id]]);
  });

  it('searches by product name, SKU or barcode (issue 25 §7), with the other filters, reading the matches only', async () => {
    const all = await everyRow();
    const own = (stockIds: number[]) =>
      all
        .filter((r) => stockIds.includes(r.stock_id))
        .map((r) => r.id)
        .sort((a, b) => a - b);
    const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    const variant = found.stocks[2]!;
    // A variant's SKU: its rows in both warehouses.
    const bySku = await list(`search=${encodeURIComponent(variant.sku)}&per_page=${PAGE}`);
    expect(ids(bySku.data)).toEqual(own([variant.id]));
    expect(bySku.total).toBe(2);
    expect(bySku.data[0]).toMatchObject({ sku: variant.sku, product_name: found.name });
    // The product's SKU prefix or its name: every variant of it, nothing of the other products.
    const everyVariant = own(found.stocks.map((s) => s.id));
    expect(everyVariant).toHaveLength(8);
    const prefix = variant.sku.split('-').slice(0, 2).join('-').toLowerCase();
    expect(ids((await list(`search=${prefix}&per_page=${PAGE}`)).data)).toEqual(everyVariant);
    const byName = await list(`search=${encodeURIComponent(found.name)}&per_page=${PAGE}`);
    expect(ids(byName.data)).toEqual(everyVariant);
    expect(byName.total).toBe(8);
    // One product's rows: its search entries, the product, its rows and what names them.
    expect(byName.items).toBeLessThanOrEqual(OVERHEAD + 4 + 1 + 8 + 1 + warehouses.length);
    // With a warehouse and a low-stock threshold, paged.
    const inOne = await list(`search=${encodeURIComponent(found.name)}&warehouse_id=${warehouses[0]}&per_page=${PAGE}`);
    expect(inOne.total).toBe(4);
    expect(ids(inOne.data)).toEqual(ids(all.filter((r) => everyVariant.includes(r.id) && r.warehouse_id === warehouses[0])));
    // Every test product's SKU starts with "tee-": those rows, a page at a time, each row once.
    const tees = all.filter((r) => r.sku?.startsWith('TEE-'));
    expect(tees.length).toBeGreaterThan(2 * PAGE);
    const pages = await Promise.all([1, 2, 3].map((page) => list(`search=tee-&per_page=${PAGE}&page=${page}`)));
    expect(pages.map((p) => p.total)).toEqual([tees.length, tees.length, tees.length]);
    expect(ids(pages.flatMap((p) => p.data))).toEqual(ids(tees));
    const low = await list(`search=${encodeURIComponent(found.name)}&low_stock=5&per_page=${PAGE}`);
    expect(low.data.every((r) => r.quantity <= 5)).toBe(true);
    expect(low.total).toBe(all.filter((r) => everyVariant.includes(r.id) && r.quantity <= 5).length);
    expect((await list(`search=nothing-like-this&per_page=${PAGE}`)).data).toEqual([]);
  });

  it("names each row's variant in the product's option order, not the stored map's", async () => {
    // Colour before size. DynamoDB keeps no order in a map (Local gives these two size first).
    const options = [
      { key: 'colour', values: ['red', 'blue'] },
      { key: 'size', values: ['S', 'M'] },
    ];
    const tee = (await product(token, { options })) as { id: number; stocks: { id: number; sku: string }[] };
    const [variant] = tee.stocks;
    expect((await move('plus', { stock_id: variant!.id, warehouse_id: warehouses[0], quantity: 1 })).status).toBe(200);
    const { data } = await list(`search=${variant!.sku.toLowerCase()}&per_page=${PAGE}`);
    const row = data.find((r) => r.stock_id === variant!.id) as Row & { attributes: Record<string, string> };
    expect(Object.keys(row.attributes)).toEqual(['colour', 'size']);
  });
});
