import { measureReads } from '@shop/core/shared/read-meter';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from './testing.js';

/**
 * Every list, search and filter reads what its page needs, not the table (issue 8, decision 0019):
 * items read per request through the real app, with far more records than a page. The benchmark
 * (`npm run bench -- lists`) shows the same at 2,000 and 20,000 records.
 */
let token: string;
const PAGE = 10;
/** The guard's reads (session, admin, role, settings) and the counters a list reads besides its page. */
const OVERHEAD = 8;
const run = Date.now().toString(36);

async function reads(path: string, options: { token?: string } = { token: undefined }) {
  const { result, reads } = await measureReads(() => call('GET', path, options.token ? { token: options.token } : {}));
  expect(result.status, path).toBe(200);
  return { body: result.body as { data: { id: number }[]; total: number }, items: reads.items };
}

beforeAll(async () => {
  token = await adminToken();
  // 60 brands (every third enabled) and 90 customers over 3 admins, each named so a search matches a few.
  const inBatches = async (count: number, make: (i: number) => Promise<{ status: number }>) => {
    for (let i = 0; i < count; i += 10) {
      const replies = await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, k) => make(i + k)));
      for (const reply of replies) expect(reply.status).toBe(201);
    }
  };
  await inBatches(60, (i) =>
    call('POST', '/api/admin/brand', {
      token,
      json: { title: `Brand ${run} ${i % 20 === 0 ? 'Rare' : 'Common'} ${i}`, url: `b-${run}-${i}`, enabled: i % 3 === 0 },
    }),
  );
  await inBatches(90, (i) =>
    call('POST', '/api/admin/user', {
      token,
      json: {
        first_name: i % 30 === 0 ? 'Zebedee' : 'Pat',
        last_name: `Reader${i}`,
        email: `reader-${run}-${i}@example.com`,
        gender: 'female',
        enabled: i % 2 === 0,
        is_subscribe: false,
        password: `Reader-${run}-pw!`,
        password_confirmation: `Reader-${run}-pw!`,
      },
    }),
  );
}, 120_000);

describe('lists read about their page', () => {
  it('the storefront brand list reads its enabled brands, not every brand', async () => {
    const { body, items } = await reads(`/api/brand?per_page=${PAGE}`);
    expect(body.total).toBeGreaterThanOrEqual(20);
    expect(body.data).toHaveLength(PAGE);
    expect(items).toBeLessThanOrEqual(2 * PAGE + OVERHEAD);
  });

  it('admin filters read the filtered partition; searches read their matches', async () => {
    const disabled = await reads(`/api/admin/brand?per_page=${PAGE}&enabled=0`, { token });
    expect(disabled.body.total).toBeGreaterThanOrEqual(40);
    expect(disabled.items).toBeLessThanOrEqual(2 * PAGE + OVERHEAD);

    const rare = await reads(`/api/admin/brand?per_page=${PAGE}&search=${encodeURIComponent(`brand ${run} rare`)}`, { token });
    expect(rare.body.total).toBe(3);
    expect(rare.items).toBeLessThanOrEqual(2 * 3 + OVERHEAD);

    const zebedee = await reads(`/api/admin/user?per_page=${PAGE}&search=zebedee`, { token });
    expect(zebedee.body.total).toBe(3);
    expect(zebedee.items).toBeLessThanOrEqual(2 * 3 + OVERHEAD);

    const enabled = await reads(`/api/admin/user?per_page=${PAGE}&enabled=1`, { token });
    expect(enabled.body.total).toBeGreaterThanOrEqual(45);
    expect(enabled.items).toBeLessThanOrEqual(2 * PAGE + OVERHEAD);
  });
});

describe('the dashboard summary', () => {
  it('counts every resource the admin may list from its row counter, in one read', async () => {
    const { result, reads: r } = await measureReads(() => call('GET', '/api/admin/summary', { token }));
    expect(result.status).toBe(200);
    const counts = (result.body as { counts: Record<string, number> }).counts;
    const brands = (await call('GET', '/api/admin/brand?per_page=10', { token })).body.total;
    const customers = (await call('GET', '/api/admin/user?per_page=10', { token })).body.total;
    expect(counts).toMatchObject({ brand: brands, user: customers });
    expect(Object.keys(counts)).toEqual(expect.arrayContaining(['role', 'account', 'group', 'menu', 'product', 'po']));
    // The guard (session, admin, role) and one BatchGet of the counters.
    expect(r.requests).toBe(4);
  });

  it('leaves out what the admin may not list', async () => {
    const limited = await limitedAdmin(['get brands']);
    const reply = await call('GET', '/api/admin/summary', { token: limited.token });
    expect(Object.keys(reply.body.counts)).toEqual(['brand']);
  });
});
