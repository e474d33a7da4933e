import { Attribute } from '@shop/core/catalog/attribute';
import { Product } from '@shop/core/catalog/product';
import { ProductInput } from '@shop/core/catalog/product.schema';
import { app } from '@shop/functions/api/app';
import { measure, percentile, type Result } from './stats.js';

/** The list and search at 2,000 and 20,000 products are in scale.bench.ts; this one saves and searches SKUs. */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark answers are read loosely
async function json(path: string, init: RequestInit = {}): Promise<any> {
  const response = await app.request(path, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const simple = (i: number) =>
  ProductInput.parse({
    name: `Bench product ${i}`,
    url: `bench-product-${i}`,
    sku: `BP${String(i).padStart(6, '0')}`,
    stocks: [{ sku: `BP${String(i).padStart(6, '0')}-1`, barcode: `89${String(i).padStart(10, '0')}`, price: '9.90' }],
  });

/** 10 sizes × 5 colours = 50 variants. */
function fiftyVariants(n: number) {
  const sizes = Array.from({ length: 10 }, (_, i) => `S${i}`);
  const colours = ['red', 'blue', 'green', 'black', 'white'];
  return ProductInput.parse({
    name: `Fifty ${n}`,
    url: `fifty-${n}`,
    sku: `FIFTY-${n}`,
    options: [
      { key: 'size', values: sizes },
      { key: 'colour', values: colours },
    ],
    stocks: sizes.flatMap((size) =>
      colours.map((colour) => ({ sku: `FIFTY-${n}-${size}-${colour}`, price: '19.90', attributes: { size, colour } })),
    ),
  });
}

/** Admin product list over many products, SKU search, and saving a product with 50 variants. */
export async function productsBench(token: string): Promise<Result[]> {
  const started = performance.now();
  const batch = 25;
  for (let i = 0; i < PRODUCTS; i += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, PRODUCTS - i) }, (_, k) => Product.create(simple(i + k), 'default')));
  }
  console.log(`  seeded ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const headers = { authorization: `Bearer ${token}` };
  const page = await measure(100, async (i) => {
    await json(`/api/admin/product?page=${1 + (i % 5)}&per_page=50&sort=id&order=desc`, { headers });
  });
  const search = await measure(100, async (i) => {
    const body = await json(`/api/admin/product?page=1&per_page=50&search=BP${String((i * 97) % PRODUCTS).padStart(6, '0')}`, { headers });
    if (body.total < 1) throw new Error('sku search found nothing');
  });
  await Attribute.create({ key: 'size', label: 'Size', position: 0 }, 'default').catch(() => undefined);
  await Attribute.create({ key: 'colour', label: 'Colour', position: 1 }, 'default').catch(() => undefined);
  let saved = 0;
  const save = await measure(
    20,
    async () => {
      await json('/api/admin/product', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(fiftyVariants(saved++)),
      });
    },
    3,
  );
  return [
    {
      name: `admin product list, ${PRODUCTS} products, page of 50 p95`,
      value: percentile(page, 95),
      unit: 'ms',
      goal: 100,
      lowerIsBetter: true,
    },
    {
      name: `admin product search by sku among ${PRODUCTS} p95`,
      value: percentile(search, 95),
      unit: 'ms',
      goal: 100,
      lowerIsBetter: true,
    },
    { name: 'save a product with 50 variants p95', value: percentile(save, 95), unit: 'ms', goal: 300, lowerIsBetter: true },
  ];
}
