import { Brand } from '@shop/core/catalog/brand';
import { Customer } from '@shop/core/customer/customer';
import { app } from '@shop/functions/api/app';
import { seed } from '@shop/core/seed';
import { measure, percentile, type Result } from './stats.js';

const BRANDS = 2000;
const CUSTOMERS = 2000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark answers are read loosely
async function json(path: string, init: RequestInit = {}): Promise<any> {
  const response = await app.request(path, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Admin list endpoints on the local stack: paging, sorting and searching thousands of rows. */
export async function adminListsBench(): Promise<Result[]> {
  await seed({ demo: false });
  const started = performance.now();
  const batch = 20;
  for (let i = 0; i < BRANDS; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, BRANDS - i) }, (_, k) =>
        Brand.create({ title: `Brand ${i + k}`, url: `bench-brand-${i + k}`, enabled: (i + k) % 4 !== 0 }, 'default'),
      ),
    );
  }
  for (let i = 0; i < CUSTOMERS; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, CUSTOMERS - i) }, (_, k) =>
        Customer.create({
          first_name: `First${i + k}`,
          last_name: `Last${i + k}`,
          email: `bench${i + k}@example.com`,
          gender: 'female',
          password: 'Bench12345',
          enabled: true,
          is_subscribe: false,
        }),
      ),
    );
  }
  const seedSeconds = (performance.now() - started) / 1000;
  const { token } = await json('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: process.env.ADMIN_PASSWORD || 'Admin12345!' }),
  });
  const headers = { authorization: `Bearer ${token}` };
  const page1 = await measure(100, async () => {
    await json('/api/admin/brand?page=1&per_page=50&sort=id&order=desc', { headers });
  });
  const page10 = await measure(50, async () => {
    await json('/api/admin/brand?page=10&per_page=50&sort=name&order=asc', { headers });
  });
  const search = await measure(50, async (i) => {
    await json(`/api/admin/user?page=1&per_page=50&search=bench${(i * 37) % CUSTOMERS}%40`, { headers });
  });
  console.log(`  seeded ${BRANDS} brands + ${CUSTOMERS} customers in ${seedSeconds.toFixed(1)} s`);
  return [
    {
      name: `admin brand list, page 1 of ${BRANDS} (50/page) p95`,
      value: percentile(page1, 95),
      unit: 'ms',
      goal: 100,
      lowerIsBetter: true,
    },
    { name: `admin brand list, page 10 sorted by name p95`, value: percentile(page10, 95), unit: 'ms', goal: 150, lowerIsBetter: true },
    { name: `admin customer search among ${CUSTOMERS} p95`, value: percentile(search, 95), unit: 'ms', goal: 300, lowerIsBetter: true },
  ];
}
