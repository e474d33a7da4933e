import { describe, expect, it } from 'vitest';
import { product, warehouse } from './catalog-testing.js';
import { adminToken, call } from './testing.js';

/** Every paged admin list, and the storefront's. */
const LISTS = ['brand', 'product', 'role', 'account', 'group', 'menu', 'user', 'attribute', 'warehouse', 'inventory', 'supplier', 'po'];

describe('pages past the last one', () => {
  it('answer an empty page with the right total on every list, never a 500', async () => {
    const token = await adminToken();
    await product(token);
    await warehouse(token);
    await call('POST', '/api/admin/brand', { token, json: { title: 'Paged', url: 'paged' } });
    for (const list of LISTS) {
      const first = await call('GET', `/api/admin/${list}?per_page=100`, { token });
      expect(first.status, list).toBe(200);
      for (const page of [first.body.total + 1, 1000, 99_999_999_999, 1e15]) {
        const reply = await call('GET', `/api/admin/${list}?page=${page}`, { token });
        expect({ list, page, status: reply.status }).toEqual({ list, page, status: 200 });
        expect(reply.body, `${list} page ${page}`).toEqual({ data: [], total: first.body.total, page, per_page: 10 });
      }
      const searched = await call('GET', `/api/admin/${list}?page=99999999999&search=a`, { token });
      expect(searched.status, list).toBe(200);
      expect(searched.body.data, list).toEqual([]);
    }
    const store = await call('GET', '/api/brand?page=99999999999');
    expect(store.status).toBe(200);
    expect(store.body).toMatchObject({ data: [], page: 99_999_999_999 });
  });
});
