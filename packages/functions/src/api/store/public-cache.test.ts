import { EDGE_CACHED_PATHS } from '@shop/core/shared/edge-paths';
import { measureReads } from '@shop/core/shared/read-meter';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call } from '../testing.js';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

describe('public storefront reads: kept in the process, cacheable by browsers and CloudFront', () => {
  it('answers with Cache-Control and an ETag; the same ETag back is 304 with no body', async () => {
    // Every path CloudFront caches (stacks/web.ts) says how long it may be kept.
    for (const path of EDGE_CACHED_PATHS) {
      const first = await call('GET', path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe('public, max-age=30, stale-while-revalidate=300');
      const tag = first.headers.get('etag');
      expect(tag, path).toBeTruthy();
      const again = await call('GET', path, { headers: { 'if-none-match': tag! } });
      expect(again.status, path).toBe(304);
      expect((again.body as ArrayBuffer).byteLength, path).toBe(0);
    }
  });

  it('50 shoppers at once cost one read of the list, and a brand write shows at once', async () => {
    const made = await call('POST', '/api/admin/brand', {
      token,
      json: { title: 'Aaa Cached', url: `cached-${Date.now()}`, enabled: true },
    });
    expect(made.status).toBe(201);
    const { result: pages, reads } = await measureReads(() =>
      Promise.all(Array.from({ length: 50 }, () => call('GET', '/api/brand?per_page=20'))),
    );
    expect(pages.every((p) => p.status === 200)).toBe(true);
    // One list read (counter, index, records: a handful of requests), not fifty.
    expect(reads.requests).toBeLessThanOrEqual(4);
    const before = pages[0]!.body as { data: { id: number; title: string }[] };
    expect(before.data.map((b) => b.title)).toContain('Aaa Cached');

    const renamed = await call('PUT', `/api/admin/brand/${made.body.id}`, {
      token,
      json: { title: 'Aaa Renamed', url: made.body.url, enabled: true },
    });
    expect(renamed.status).toBe(200);
    const after = (await call('GET', '/api/brand?per_page=20')).body as { data: { title: string }[] };
    expect(after.data.map((b) => b.title)).toContain('Aaa Renamed');
    expect(after.data.map((b) => b.title)).not.toContain('Aaa Cached');

    await call('PUT', `/api/admin/brand/${made.body.id}`, { token, json: { title: 'Aaa Renamed', url: made.body.url, enabled: false } });
    const hidden = (await call('GET', '/api/brand?per_page=20')).body as { data: { title: string }[] };
    expect(hidden.data.map((b) => b.title)).not.toContain('Aaa Renamed');
  });

  it('a menu write shows in the storefront tree at once', async () => {
    const title = `Cached menu ${Date.now()}`;
    await call('GET', '/api/menu');
    const made = await call('POST', '/api/admin/menu', { token, json: { title, type: 'link', url: 'https://example.com/x' } });
    expect(made.status).toBe(201);
    const tree = (await call('GET', '/api/menu')).body as { data: { title: string }[] };
    expect(tree.data.map((m) => m.title)).toContain(title);
  });
});
