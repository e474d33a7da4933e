import { describe, expect, it } from 'vitest';
import { adminToken, call, PNG_BYTES } from '../testing.js';

async function brand(token: string, title: string, url: string, extra: Record<string, unknown> = {}) {
  const reply = await call('POST', '/api/admin/brand', { token, json: { title, url, ...extra } });
  expect(reply.status).toBe(201);
  return reply.body;
}

describe('brands', () => {
  it('stores title, short and rich description per language with the main language as fallback', async () => {
    const token = await adminToken();
    const created = await brand(token, 'Northwind', 'northwind', { short_description: 'Outdoor', description: '<p>Tough</p>' });
    expect(created).toMatchObject({ title: 'Northwind', url: 'northwind', enabled: true, language: 'default' });
    const zh = await call('PUT', `/api/admin/brand/${created.id}?language=zh_hk`, {
      token,
      json: { title: '北風', url: 'northwind', short_description: '戶外', description: '<p>耐用</p>' },
    });
    expect(zh.body).toMatchObject({ title: '北風', language: 'zh_hk' });
    expect((await call('GET', `/api/admin/brand/${created.id}?language=default`, { token })).body.title).toBe('Northwind');
    expect((await call('GET', `/api/admin/brand/${created.id}?language=zh_hk`, { token })).body.short_description).toBe('戶外');
    // A language without its own text falls back to the main language.
    expect((await call('GET', `/api/admin/brand/${created.id}?language=zh_cn`, { token })).body.title).toBe('Northwind');
  });

  it('accepts the form-data update convention (POST with _method=PUT, language, globals)', async () => {
    const token = await adminToken();
    const created = await brand(token, 'Contoso', 'contoso', { short_description: 'Kept text' });
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('language', 'zh_cn');
    form.set('title', '康托索');
    form.set('url', 'contoso-cn');
    form.set('enabled', '0');
    form.append('globals[]', 'url');
    form.append('globals[]', 'enabled');
    const reply = await call('POST', `/api/admin/brand/${created.id}`, { token, form });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ title: '康托索', url: 'contoso-cn', enabled: false });
    const main = await call('GET', `/api/admin/brand/${created.id}`, { token });
    expect(main.body).toMatchObject({ title: 'Contoso', url: 'contoso-cn', short_description: 'Kept text' });
    const plainPost = new FormData();
    plainPost.set('title', 'x');
    expect((await call('POST', `/api/admin/brand/${created.id}`, { token, form: plainPost })).status).toBe(405);
  });

  it('requires title and url, keeps url unique, and sanitises rich text', async () => {
    const token = await adminToken();
    const empty = await call('POST', '/api/admin/brand', { token, json: { title: '', url: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.messages).toEqual({ title: ['This field is required.'], url: ['This field is required.'] });
    await brand(token, 'Unique', 'unique-url');
    const clash = await call('POST', '/api/admin/brand', { token, json: { title: 'Other', url: 'UNIQUE-URL' } });
    expect(clash.status).toBe(409);
    expect(clash.body.messages).toEqual({ url: ['Please make sure that url field is unique'] });
    const xss = await brand(token, 'Safe', 'safe', {
      description: '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:alert(1)"></p>',
    });
    expect(xss.description).toBe('<p>Hi<img /></p>');
  });

  it('lists with server paging, sorting, search and the enabled filter', async () => {
    const token = await adminToken();
    for (let i = 1; i <= 12; i++) await brand(token, `Brand ${String(i).padStart(2, '0')}`, `brand-${i}`, { enabled: i % 3 !== 0 });
    const first = await call('GET', '/api/admin/brand?page=1&per_page=10&sort=name&order=asc', { token });
    expect(first.body.total).toBeGreaterThanOrEqual(12);
    expect(first.body.data).toHaveLength(10);
    expect(first.body).toMatchObject({ page: 1, per_page: 10 });
    const titles = first.body.data.map((b: { title: string }) => b.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const search = await call('GET', '/api/admin/brand?search=brand%2011', { token });
    expect(search.body.data.map((b: { title: string }) => b.title)).toEqual(['Brand 11']);
    const disabled = await call('GET', '/api/admin/brand?enabled=0&search=brand-&per_page=50', { token });
    expect(disabled.body.data.every((b: { enabled: boolean }) => !b.enabled)).toBe(true);
    expect(disabled.body.total).toBe(4);
    expect((await call('GET', '/api/admin/brand?per_page=7', { token })).status).toBe(422);
    const byId = await call('GET', '/api/admin/brand?sort=id&order=desc&per_page=20', { token });
    const ids = byId.body.data.map((b: { id: number }) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('batch-disables and batch-deletes, all or nothing', async () => {
    const token = await adminToken();
    const a = await brand(token, 'A', 'batch-a');
    const b = await brand(token, 'B', 'batch-b');
    const off = await call('PUT', '/api/admin/brand/batch', { token, json: { ids: [a.id, b.id], data: { enabled: false } } });
    expect(off.body).toEqual({ updated: 2 });
    expect((await call('GET', `/api/admin/brand/${a.id}`, { token })).body.enabled).toBe(false);
    const unknownField = await call('PUT', '/api/admin/brand/batch', { token, json: { ids: [a.id], data: { url: 'x' } } });
    expect(unknownField.status).toBe(422);
    const partial = await call('DELETE', '/api/admin/brand/batch', { token, json: { ids: [a.id, 999999] } });
    expect(partial.status).toBe(404);
    expect((await call('GET', `/api/admin/brand/${a.id}`, { token })).status).toBe(200);
    const gone = await call('DELETE', '/api/admin/brand/batch', { token, json: { ids: [a.id, b.id] } });
    expect(gone.body).toEqual({ deleted: 2 });
    expect((await call('GET', `/api/admin/brand/${b.id}`, { token })).status).toBe(404);
    // The freed url can be used again.
    await brand(token, 'A again', 'batch-a');
  });

  it('uploads an image checked by content and size, and serves it back', async () => {
    const token = await adminToken();
    const form = new FormData();
    form.set('image', new File([PNG_BYTES], 'dot.jpg', { type: 'image/jpeg' }));
    const up = await call('POST', '/api/admin/upload', { token, form });
    expect(up.status).toBe(200);
    expect(up.body.path).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-z]+\.png$/);
    const created = await brand(token, 'Pictured', 'pictured', { image: up.body.path });
    expect(created.image_path).toBe(`/api/files/${up.body.path}`);
    const file = await call('GET', created.image_path);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(file.body as ArrayBuffer)).toEqual(PNG_BYTES);

    const fake = new FormData();
    fake.set('image', new File(['<svg onload="alert(1)"></svg>'], 'x.png', { type: 'image/png' }));
    const refused = await call('POST', '/api/admin/upload', { token, form: fake });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.image[0]).toMatch(/must be an image/);

    const big = new FormData();
    const bytes = new Uint8Array(10 * 1024 * 1024 + 200 * 1024);
    bytes.set(PNG_BYTES);
    big.set('image', new File([bytes], 'big.png', { type: 'image/png' }));
    const tooBig = await call('POST', '/api/admin/upload', { token, form: big });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.messages).toMatch(/10 MB/);
    expect((await call('POST', '/api/admin/upload', { form })).status).toBe(401);
  });

  it('the storefront GET /api/brand lists only enabled brands in the requested language', async () => {
    const token = await adminToken();
    const on = await brand(token, 'Shown', 'shown');
    await call('PUT', `/api/admin/brand/${on.id}?language=zh_hk`, { token, json: { title: '顯示', url: 'shown' } });
    await brand(token, 'Hidden', 'hidden', { enabled: false });
    const list = await call('GET', '/api/brand?language=zh_hk&per_page=100');
    const titles = list.body.data.map((b: { title: string }) => b.title);
    expect(titles).toContain('顯示');
    expect(titles).not.toContain('Hidden');
    expect(list.body.data[0]).not.toHaveProperty('description');
  });
});
