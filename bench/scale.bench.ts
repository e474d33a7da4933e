import { Brand } from '@shop/core/catalog/brand';
import { BrandInput } from '@shop/core/catalog/brand.schema';
import { Product } from '@shop/core/catalog/product';
import { ProductInput } from '@shop/core/catalog/product.schema';
import { Stock } from '@shop/core/catalog/stock';
import { Menu } from '@shop/core/content/menu';
import { MenuInput } from '@shop/core/content/menu.schema';
import { Customer } from '@shop/core/customer/customer';
import { CustomerCreateInput } from '@shop/core/customer/customer.schema';
import { InventoryMoveInput } from '@shop/core/inventory/inventory.schema';
import { Warehouse } from '@shop/core/inventory/warehouse';
import { WarehouseInput } from '@shop/core/inventory/warehouse.schema';
import { measureReads } from '@shop/core/shared/read-meter';
import { app } from '@shop/functions/api/app';
import { measure, percentile, type Result } from './stats.js';

/**
 * Issue 8 §1: every list, search and filter costs the same at 2,000 and at 20,000 records. Brands,
 * customers and products are seeded through the domain (as the API would), to SMALL and then to
 * LARGE each; every request below is timed at both sizes (p95) and its DynamoDB reads are counted
 * (shared/read-meter.ts). The sets a search or filter finds keep their size as the table grows (5
 * "Zebedee" customers, 40 products of one brand or category), so a flat ratio means the request
 * reads what it returns, not the table. Goal: p95 at LARGE ≤ 1.3 × p95 at SMALL.
 */
const SMALL = Number(process.env.BENCH_SMALL ?? 2_000);
const LARGE = Number(process.env.BENCH_LARGE ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
/** Records of each kind the found sets hold, whatever the size. */
const FOUND = 5;
const FILED = 40;
/** Timings below this are compared as equal (see the ratio below). */
const FLOOR_MS = 5;

interface Probe {
  name: string;
  path: () => string;
  admin: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark answers are read loosely
async function json(path: string, init: RequestInit = {}): Promise<any> {
  const response = await app.request(path, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function inBatches(from: number, to: number, make: (i: number) => Promise<unknown>): Promise<void> {
  const width = 24;
  for (let i = from; i < to; i += width) {
    await Promise.all(Array.from({ length: Math.min(width, to - i) }, (_, k) => make(i + k)));
  }
}

export async function scaleBench(token: string): Promise<Result[]> {
  const headers = { authorization: `Bearer ${token}` };
  const category = await Menu.create(MenuInput.parse({ title: 'Bench category', type: 'category', url: 'bench-category' }), 'default');
  const filedBrand = await Brand.create(BrandInput.parse({ title: 'Filed brand', url: 'filed-brand', enabled: true }), 'default');
  const warehouses = await Promise.all(
    ['A', 'B'].map((code) => Warehouse.create(WarehouseInput.parse({ name: `Bench warehouse ${code}`, code: `BENCH-${code}` }))),
  );

  const brand = (i: number) =>
    Brand.create(
      BrandInput.parse({ title: `${i < FOUND ? 'Rare' : 'Common'} brand ${i}`, url: `scale-brand-${i}`, enabled: i % 4 !== 0 }),
      'default',
    );
  const customer = (i: number) =>
    Customer.create(
      CustomerCreateInput.parse({
        first_name: i < FOUND ? 'Zebedee' : `First${i}`,
        last_name: `Last${i}`,
        email: `scale${i}@example.com`,
        gender: i % 2 ? 'male' : 'female',
        enabled: i % 4 !== 0,
        is_subscribe: false,
        password: 'Scale-bench-42',
        password_confirmation: 'Scale-bench-42',
      }),
    );
  // Every product's variant is stocked in one of two warehouses, 1 to 150 of it.
  const product = async (i: number) => {
    const created = await Product.create(
      ProductInput.parse({
        name: `${i < FOUND ? 'Rare widget' : 'Plain item'} ${i}`,
        url: `scale-product-${i}`,
        sku: `SC${String(i).padStart(6, '0')}`,
        visibled: i % 4 !== 0,
        brand_id: i < FILED ? filedBrand.id : undefined,
        categories: i < FILED ? [category.id] : [],
        stocks: [{ sku: `SC${String(i).padStart(6, '0')}-1`, price: '9.90' }],
      }),
      'default',
    );
    const move = { stock_id: created.stocks[0]!.id, warehouse_id: warehouses[i % 2]!.id, quantity: 1 + (i % 150) };
    await Stock.plus(InventoryMoveInput.parse(move), { admin_id: null });
  };

  const probes: Probe[] = [
    { name: 'storefront brand list (enabled, by name)', path: () => '/api/brand?per_page=20', admin: false },
    { name: 'admin brand list, page 1', path: () => '/api/admin/brand?per_page=50', admin: true },
    { name: 'admin brand list, disabled only', path: () => '/api/admin/brand?per_page=50&enabled=0', admin: true },
    { name: 'admin brand search', path: () => '/api/admin/brand?per_page=50&search=rare', admin: true },
    { name: 'admin customer list by name', path: () => '/api/admin/user?per_page=50&sort=name&order=asc', admin: true },
    { name: 'admin customer search by name', path: () => '/api/admin/user?per_page=50&search=zebedee', admin: true },
    { name: 'admin customer search by e-mail', path: () => '/api/admin/user?per_page=50&search=scale1234%40', admin: true },
    { name: 'admin customer list, disabled only', path: () => '/api/admin/user?per_page=50&enabled=0', admin: true },
    { name: 'admin product list, page 1', path: () => '/api/admin/product?per_page=50', admin: true },
    { name: 'admin products of a brand', path: () => `/api/admin/product?per_page=50&brand_id=${filedBrand.id}`, admin: true },
    { name: 'admin products of a category', path: () => `/api/admin/product?per_page=50&category_id=${category.id}`, admin: true },
    { name: 'admin hidden products', path: () => '/api/admin/product?per_page=50&visibled=0', admin: true },
    { name: 'admin product search by name', path: () => '/api/admin/product?per_page=50&search=rare%20widget', admin: true },
    { name: 'admin product search by SKU', path: () => '/api/admin/product?per_page=50&search=sc001234', admin: true },
    { name: 'admin stock list, page 1', path: () => '/api/admin/inventory?per_page=50', admin: true },
    { name: 'admin stock list, page 5', path: () => '/api/admin/inventory?per_page=50&page=5', admin: true },
    { name: 'admin stock of one warehouse', path: () => `/api/admin/inventory?per_page=50&warehouse_id=${warehouses[1]!.id}`, admin: true },
    {
      name: 'admin low stock (≤ 5) in one warehouse',
      path: () => `/api/admin/inventory?per_page=50&low_stock=5&warehouse_id=${warehouses[0]!.id}`,
      admin: true,
    },
  ];

  const measureAll = async () => {
    const out = new Map<string, { p95: number; items: number; total: number }>();
    for (const probe of probes) {
      const init = probe.admin ? { headers } : {};
      const times = await measure(RUNS, async () => {
        await json(probe.path(), init);
      });
      const { result, reads } = await measureReads(() => json(probe.path(), init));
      out.set(probe.name, { p95: percentile(times, 95), items: reads.items, total: (result as { total: number }).total });
    }
    return out;
  };

  let started = performance.now();
  await inBatches(0, SMALL, brand);
  await inBatches(0, SMALL, customer);
  await inBatches(0, SMALL, product);
  console.log(`  seeded ${SMALL} brands, customers and products in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const small = await measureAll();
  started = performance.now();
  await inBatches(SMALL, LARGE, brand);
  await inBatches(SMALL, LARGE, customer);
  await inBatches(SMALL, LARGE, product);
  console.log(`  grew to ${LARGE} of each in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const large = await measureAll();

  const results: Result[] = [];
  for (const probe of probes) {
    const a = small.get(probe.name)!;
    const b = large.get(probe.name)!;
    console.log(
      `  ${probe.name}: p95 ${a.p95.toFixed(1)} → ${b.p95.toFixed(1)} ms; items read ${a.items} → ${b.items}; total ${a.total} → ${b.total}`,
    );
    results.push({
      name: `${probe.name}: p95 at ${LARGE} ÷ p95 at ${SMALL} (items read ${a.items} → ${b.items})`,
      // Below FLOOR_MS (a cache hit: no read at all) two p95s differ by the machine's noise, not by the
      // table: both are counted as FLOOR_MS.
      value: Math.max(b.p95, FLOOR_MS) / Math.max(a.p95, FLOOR_MS),
      unit: '×',
      goal: 1.3,
      lowerIsBetter: true,
    });
  }
  return results;
}
