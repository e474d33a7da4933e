import { describe, expect, it } from 'vitest';
import { env } from '@shop/core/shared/env';
import { adminToken, call } from './testing.js';

describe('API conventions', () => {
  it("CORS allows only the site's origin (APP_URL): a preflight from elsewhere gets no allow-origin", async () => {
    const site = new URL(env().APP_URL).origin;
    const preflight = (origin: string) =>
      call('OPTIONS', '/api/admin/brand', {
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
      });
    const ok = await preflight(site);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(site);
    expect(ok.headers.get('access-control-allow-headers')).toContain('authorization');
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await call('GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('GET /api/health answers ok', async () => {
    const reply = await call('GET', '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
    expect(reply.headers.get('x-request-id')).toBeTruthy();
  });

  it('serves an OpenAPI document generated from the zod schemas', async () => {
    const reply = await call('GET', '/api/openapi.json');
    expect(reply.body.openapi).toBe('3.1.0');
    const brandCreate = reply.body.paths['/api/admin/brand'].post;
    expect(brandCreate['x-permission']).toBe('create brand');
    const schema = brandCreate.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['title', 'url']));
    expect(reply.body.paths['/api/admin/account/{id}/transfer/sales'].put).toBeDefined();
    expect(reply.body.paths['/api/reset/password'].post).toBeDefined();
  });

  it('unknown routes are 404 with messages', async () => {
    const reply = await call('GET', '/api/does-not-exist');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ messages: 'Not Found' });
  });

  it('refuses bodies over 1 MB with 413 and messages, changing nothing', async () => {
    const token = await adminToken();
    const huge = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10), url: 'huge' });
    const reply = await call('POST', '/api/admin/brand', { token, raw: huge });
    expect(reply.status).toBe(413);
    expect(reply.body.messages).toMatch(/1 MB/);
    expect((await call('GET', '/api/admin/brand?search=huge', { token })).body.total).toBe(0);
  });

  it('wrong types get field messages; a JSON array body is refused', async () => {
    const token = await adminToken();
    const wrong = await call('POST', '/api/admin/brand', { token, json: { title: 42, url: ['a'], enabled: 'maybe' } });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.messages).sort()).toEqual(['enabled', 'title', 'url']);
    const array = await call('POST', '/api/admin/brand', { token, raw: '[1,2]' });
    expect(array.status).toBe(422);
  });

  it('a non-numeric or unknown id is ID not exists', async () => {
    const token = await adminToken();
    expect((await call('GET', '/api/admin/brand/123456', { token })).body).toEqual({ messages: 'ID not exists' });
    expect((await call('GET', '/api/admin/brand/abc', { token })).status).toBe(404);
  });
});
