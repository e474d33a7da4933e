import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { spaHandler } from './static-site.js';

const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
const app = new Hono().all('*', spaHandler(dist));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('SPA static serving', () => {
  it('falls back to index.html for client-side routes, revalidated', async () => {
    const res = await app.request('/admin/products/12');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('id="root"');
  });

  it('serves hashed assets with a year-long immutable cache and compression', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    const etag = res.headers.get('etag') ?? '';
    const again = await app.request('/assets/app-abc123.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing file with an extension and refuses path traversal', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/favicon.svg')).status).toBe(200);
    expect((await app.request('/..%2f..%2f..%2fetc%2fhosts')).status).toBe(404);
  });

  it('every page and error carries the security headers CloudFront adds: CSP with frame-ancestors, X-Frame-Options, nosniff, referrer policy', async () => {
    for (const path of ['/', '/admin/products/12', '/assets/app-abc123.js', '/assets/missing.js']) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });
});
