import { describe, expect, it } from 'vitest';
import { product } from './catalog-testing.js';
import { adminToken, call } from './testing.js';

const text = (reply: { body: ArrayBuffer }) => new TextDecoder().decode(reply.body);

describe('site files (GET /sitemap.xml, GET /robots.txt)', () => {
  it('the sitemap lists the homepage, enabled categories and visible products, not disabled or hidden ones', async () => {
    const token = await adminToken();
    const stamp = Date.now().toString(36);
    const open = await call('POST', '/api/admin/menu', { token, json: { title: 'Hats', type: 'category', url: `hats-${stamp}` } });
    const closed = await call('POST', '/api/admin/menu', {
      token,
      json: { title: 'Old', type: 'category', url: `old-${stamp}`, enabled: false },
    });
    const shown = await product(token);
    const hidden = await product(token);
    await call('PUT', '/api/admin/product/batch', { token, json: { ids: [hidden.id], data: { visibled: false } } });

    const reply = await call('GET', '/sitemap.xml');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/xml');
    expect(reply.headers.get('cache-control')).toContain('public');
    const xml = text(reply);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain('<url><loc>http://localhost:3000/</loc></url>');
    expect(xml).toContain(`<loc>http://localhost:3000/category/${String(open.body.url)}</loc>`);
    expect(xml).not.toContain(`/category/${String(closed.body.url)}<`);
    expect(xml).toMatch(new RegExp(`<loc>http://localhost:3000/product/${String(shown.url)}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).not.toContain(`/product/${String(hidden.url)}<`);
    expect(xml).not.toContain('/brand/');
  });

  it('robots.txt allows the storefront, keeps crawlers from the back office, account, checkout and API, and names the sitemap', async () => {
    const reply = await call('GET', '/robots.txt');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/plain');
    expect(text(reply)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /account',
        'Disallow: /checkout',
        'Disallow: /api',
        '',
        'Sitemap: http://localhost:3000/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
