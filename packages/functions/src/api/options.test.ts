import { Brand } from '@shop/core/catalog/brand';
import { BrandInput } from '@shop/core/catalog/brand.schema';
import { measureReads } from '@shop/core/shared/read-meter';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from './testing.js';

/**
 * `GET /api/admin/<resource>/options` (decision 0021): what a combobox asks for. A search answers
 * its first matches and reads about what it answers, however many records the term finds; the
 * chosen values are labelled by id; nothing stops at the 1,000 rows the old dropdowns loaded.
 */
let token: string;
/**
 * "Brand 1" … "Brand 140" and "Brand 1000" … "Brand 1003": many more matches than an answer holds
 * (the 1,003rd row the old dropdowns never reached is the web's test: remote-combobox.test.tsx).
 */
const NUMBERS = [...Array.from({ length: 140 }, (_, i) => i + 1), 1000, 1001, 1002, 1003];
/** The guard's reads (session, admin, role, settings) and a counter. */
const OVERHEAD = 8;
/** Brand ids by number in the title (`Brand 17`). */
const ids = new Map<number, number>();

interface OptionsReply {
  data: { id: number; title: string; enabled: boolean }[];
  more: boolean;
}

async function options(path: string, as = token) {
  const { result, reads } = await measureReads(() => call<OptionsReply>('GET', path, { token: as }));
  return { status: result.status, body: result.body, items: reads.items, requests: reads.requests };
}

beforeAll(async () => {
  token = await adminToken();
  // Brands through the domain (the HTTP create is tested elsewhere), odd ones enabled.
  for (let i = 0; i < NUMBERS.length; i += 25) {
    const batch = NUMBERS.slice(i, i + 25);
    const made = await Promise.all(
      batch.map((n) => Brand.create(BrandInput.parse({ title: `Brand ${n}`, url: `brand-${n}`, enabled: n % 2 === 1 }), 'default')),
    );
    made.forEach((b, k) => ids.set(batch[k]!, b.id));
  }
}, 240_000);

describe('GET /api/admin/brand/options', () => {
  it('finds one brand among many by typing, reading about what it answers', async () => {
    const last = await options(`/api/admin/brand/options?search=${encodeURIComponent('brand 1003')}`);
    expect(last.status).toBe(200);
    expect(last.body).toEqual({ data: [expect.objectContaining({ id: ids.get(1003), title: 'Brand 1003' })], more: false });
    expect(last.items).toBeLessThanOrEqual(2 * 1 + OVERHEAD);
  });

  it('answers the first 20 of 144 matches and says there are more, reading 2 × 21 items, not 144', async () => {
    const broad = await options('/api/admin/brand/options?search=brand');
    expect(broad.status).toBe(200);
    expect(broad.body.data).toHaveLength(20);
    expect(broad.body.more).toBe(true);
    for (const b of broad.body.data) expect(b.title).toMatch(/^Brand \d+$/);
    // Sorted by name for the eye.
    const titles = broad.body.data.map((b) => b.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    // One entry and one record per answered row, plus the one that says `more`.
    expect(broad.items).toBeLessThanOrEqual(2 * 21 + OVERHEAD);

    const five = await options('/api/admin/brand/options?search=brand&limit=5');
    expect(five.body.data).toHaveLength(5);
    expect(five.items).toBeLessThanOrEqual(2 * 6 + OVERHEAD);
  });

  it('applies the list filters to a search on the server, before the limit', async () => {
    // "brand 100" finds 100 and 1000–1003; enabled are the odd ones: 1001 and 1003.
    const enabled = await options(`/api/admin/brand/options?search=${encodeURIComponent('brand 100')}&enabled=1`);
    expect(enabled.body.data.map((b) => b.title)).toEqual(['Brand 1001', 'Brand 1003']);
    expect(enabled.body.more).toBe(false);
    expect(enabled.items).toBeLessThanOrEqual(2 * 5 + OVERHEAD);

    const disabled = await options(`/api/admin/brand/options?search=brand&enabled=0&limit=10`);
    expect(disabled.body.data).toHaveLength(10);
    expect(disabled.body.data.every((b) => !b.enabled)).toBe(true);
    expect(disabled.body.more).toBe(true);
  });

  it('without a term answers the first brands by name, and the filter partition when filtered', async () => {
    const first = await options('/api/admin/brand/options?limit=3&enabled=1');
    expect(first.body.data.map((b) => b.title)).toEqual(['Brand 1', 'Brand 1001', 'Brand 1003']);
    expect(first.body.more).toBe(true);
    expect(first.items).toBeLessThanOrEqual(2 * 3 + OVERHEAD);
  });

  it('labels chosen values by id, in the order asked, whatever the filters say, with one read each', async () => {
    const wanted = [ids.get(1003)!, ids.get(2)!, ids.get(120)!];
    const labelled = await options(`/api/admin/brand/options?ids=${wanted.join(',')}&enabled=1`);
    expect(labelled.status).toBe(200);
    // Brand 2 and 120 are disabled: a chosen value is labelled even so.
    expect(labelled.body).toEqual({
      data: [
        expect.objectContaining({ id: wanted[0], title: 'Brand 1003' }),
        expect.objectContaining({ id: wanted[1], title: 'Brand 2' }),
        expect.objectContaining({ id: wanted[2], title: 'Brand 120' }),
      ],
      more: false,
    });
    expect(labelled.items).toBeLessThanOrEqual(3 + OVERHEAD);
    // An id that names nothing is left out.
    const gone = await options(`/api/admin/brand/options?ids=${wanted[0]},999999`);
    expect(gone.body.data.map((b) => b.id)).toEqual([wanted[0]]);
  });

  it('refuses ids that are not whole numbers, more than 100 ids, and a limit above 50, in the spec shape', async () => {
    const words = await options('/api/admin/brand/options?ids=1,two');
    expect(words.status).toBe(422);
    expect(Object.keys(words.body as unknown as { messages: object }).join()).toBe('messages');
    expect(JSON.stringify(words.body)).toContain('ids');

    const many = await options(`/api/admin/brand/options?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`);
    expect(many.status).toBe(422);
    expect(many.body).toEqual({ messages: { ids: ['May not have more than 100 items.'] } });

    const big = await options('/api/admin/brand/options?limit=51');
    expect(big.status).toBe(422);
    expect(big.body).toEqual({ messages: { limit: ['May not be greater than 50.'] } });
  });

  it("is guarded by the resource's list permission", async () => {
    const other = await limitedAdmin(['get suppliers']);
    expect((await options('/api/admin/brand/options?search=brand', other.token)).status).toBe(403);
    const reader = await limitedAdmin(['get brands']);
    expect((await options('/api/admin/brand/options?search=brand', reader.token)).status).toBe(200);
  });
});

describe('options of other resources', () => {
  it('admins: the commission filter is a server filter, with or without a term', async () => {
    const make = (name: string, commission: boolean) =>
      call('POST', '/api/admin/account', {
        token,
        json: {
          name,
          email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
          password: 'Seller-pw-1234!',
          password_confirmation: 'Seller-pw-1234!',
          role_id: 1,
          enabled: true,
          commission_enabled: commission,
        },
      });
    for (const reply of await Promise.all([make('Seller One', true), make('Seller Two', false), make('Seller Three', true)])) {
      expect(reply.status).toBe(201);
    }
    const sellers = await options('/api/admin/account/options?search=seller&commission_enabled=1');
    expect(sellers.status).toBe(200);
    expect(sellers.body.data.map((a) => (a as unknown as { name: string }).name)).toEqual(['Seller One', 'Seller Three']);
    const all = await options('/api/admin/account/options?commission_enabled=1');
    expect(all.body.data.map((a) => (a as unknown as { name: string }).name)).toEqual(['Seller One', 'Seller Three']);
  });

  it('answers 404 for a resource without options (purchase orders are not a dropdown)', async () => {
    expect((await options('/api/admin/po/options?search=x')).status).toBe(404);
  });

  it('products are offered by name for an article’s related products (decision 0034)', async () => {
    const token = await adminToken();
    const made = await call('POST', '/api/admin/product', {
      token,
      json: { name: 'Optioned kettle', url: 'optioned-kettle', sku: 'OPT-KETTLE', stocks: [{ sku: 'OPT-KETTLE-1', price: '10' }] },
    });
    expect(made.status).toBe(201);
    const found = await options('/api/admin/product/options?search=optioned');
    expect(found.body.data.map((p) => (p as unknown as { name: string }).name)).toEqual(['Optioned kettle']);
    expect((await options(`/api/admin/product/options?ids=${String(made.body.id)}`)).body.data).toHaveLength(1);
  });
});
