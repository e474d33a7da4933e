import { measureReads } from '@shop/core/shared/read-meter';
import { describe, expect, it } from 'vitest';
import { adminToken, call } from '../testing.js';

let seq = 0;
const key = (base: string) => `${base}_${++seq}`;

async function block(token: string, fields: Record<string, unknown>) {
  const reply = await call('POST', '/api/admin/block', { token, json: { title: 'Block', ...fields } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

const storefront = (identifier: string, language?: string) =>
  call('POST', '/api/block', { json: { identifier, ...(language ? { language } : {}) } });

describe('blocks', () => {
  it('stores title and content per language with the main language as fallback, found by identifier', async () => {
    const token = await adminToken();
    const identifier = key('home_banner');
    const created = await block(token, { identifier, title: 'Welcome', content: '<p>Hello</p>' });
    expect(created).toMatchObject({ identifier, title: 'Welcome', content: '<p>Hello</p>', enabled: true, language: 'default' });
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('language', 'zh_hk');
    form.set('identifier', identifier);
    form.set('title', '歡迎');
    form.set('content', '<p>你好</p>');
    form.append('globals[]', 'identifier');
    expect((await call('POST', `/api/admin/block/${created.id}`, { token, form })).status).toBe(200);
    expect((await storefront(identifier, 'zh_hk')).body).toMatchObject({ identifier, title: '歡迎', content: '<p>你好</p>' });
    expect((await storefront(identifier, 'zh_cn')).body).toMatchObject({ title: 'Welcome', content: '<p>Hello</p>' });
    expect((await call('GET', `/api/admin/block/${created.id}`, { token })).body.title).toBe('Welcome');
  });

  it('refuses bad input, keeps the identifier unique, sanitises the content', async () => {
    const token = await adminToken();
    const bad = await call('POST', '/api/admin/block', { token, json: { title: '', identifier: 'Home-Banner' } });
    expect(bad.status).toBe(422);
    expect(bad.body.messages.title).toEqual(['This field is required.']);
    expect(bad.body.messages.identifier).toContain('Input must start with a lowercase letter');
    const identifier = key('unique');
    const replies = await Promise.all([0, 1].map((i) => call('POST', '/api/admin/block', { token, json: { title: `T${i}`, identifier } })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(replies.find((r) => r.status === 409)?.body.messages).toEqual({
      identifier: ['Please make sure that identifier field is unique'],
    });
    const xss = await block(token, {
      identifier: key('xss'),
      content: '<p>Hi<script>alert(1)</script><iframe src="https://x"></iframe></p>',
    });
    expect(xss.content).toBe('<p>Hi</p>');
  });

  it('lists paged and searched; the storefront answers 404 for a disabled block, in at most 3 reads', async () => {
    const token = await adminToken();
    const identifier = key('listed');
    const created = await block(token, { identifier, title: 'Listed block' });
    const listed = await call('GET', `/api/admin/block?search=${identifier}`, { token });
    expect(listed.body.data.map((b: { identifier: string }) => b.identifier)).toEqual([identifier]);
    expect(listed.body.data[0]).not.toHaveProperty('content');
    await call('GET', '/api/brand');
    const cold = await measureReads(() => storefront(identifier));
    expect(cold.result.status).toBe(200);
    expect(cold.reads.requests).toBeLessThanOrEqual(3);
    await call('PUT', '/api/admin/block/batch', { token, json: { ids: [created.id], data: { enabled: false } } });
    expect((await storefront(identifier)).status).toBe(404);
    expect((await storefront(key('missing'))).status).toBe(404);
    expect((await call('DELETE', `/api/admin/block/${created.id}`, { token })).status).toBe(200);
  });
});
