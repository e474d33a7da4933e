import { Hono } from 'hono';
import { Settings } from '@shop/core/settings/settings';
import { measureReads } from '@shop/core/shared/read-meter';
import { afterEach, describe, expect, it } from 'vitest';
import { product } from './catalog-testing.js';
import { siteFileRoutes } from './site.js';
import { SITEMAP_LIMITS } from './sitemap.js';
import { adminToken, call } from './testing.js';

const text = (reply: { body: ArrayBuffer }) => new TextDecoder().decode(reply.body);
const ORIGIN = 'http://localhost:3000';
const THREE = { main_language: 'en_us', supported_languages: ['en_us', 'zh_hk', 'zh_cn'] };

/** The `<url>` elements whose `loc` is exactly this address. */
const urlsAt = (xml: string, loc: string) => xml.split('\n').filter((line) => line.startsWith(`<url><loc>${loc}</loc>`));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

async function page(token: string, fields: Record<string, unknown>) {
  const reply = await call('POST', '/api/admin/page', { token, json: { title: 'Page', content: '<p>Hi</p>', ...fields } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; url: string };
}

describe('site files (GET /sitemap.xml, its numbered parts, GET /robots.txt)', () => {
  afterEach(async () => {
    await Settings.update(THREE);
  });

  it('the sitemap lists the homepage, contact page, enabled categories and visible products, not disabled or hidden ones', async () => {
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
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
    );
    expect(urlsAt(xml, `${ORIGIN}/`)).toHaveLength(1);
    expect(urlsAt(xml, `${ORIGIN}/contact-us`)).toHaveLength(1);
    expect(urlsAt(xml, `${ORIGIN}/category/${String(open.body.url)}`)).toHaveLength(1);
    expect(xml).not.toContain(`/category/${String(closed.body.url)}`);
    expect(urlsAt(xml, `${ORIGIN}/product/${String(shown.url)}`)).toHaveLength(1);
    expect(xml).not.toContain(`/product/${String(hidden.url)}`);
    expect(xml).not.toContain('/brand/');
  });

  it('lists each page once per site language, every version naming all three languages and the main one as x-default', async () => {
    const token = await adminToken();
    const tee = await product(token);
    const xml = text(await call('GET', '/sitemap.xml'));
    const path = `/product/${String(tee.url)}`;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="zh-HK" href="${ORIGIN}${path}?language=zh-HK"/>` +
      `<xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}${path}?language=zh-CN"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}"/>`;
    for (const loc of [path, `${path}?language=zh-HK`, `${path}?language=zh-CN`]) {
      const [url, ...more] = urlsAt(xml, `${ORIGIN}${loc}`);
      expect(more).toEqual([]);
      expect(url).toMatch(
        new RegExp(
          `^<url><loc>[^<]+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z</lastmod>${alternates.replace(/[?]/g, '\\?')}</url>$`,
        ),
      );
    }
    expect(locs(xml).filter((loc) => loc.includes(path))).toHaveLength(3);
  });

  it('follows the settings: with two languages, zh-HK main, each page has two versions and x-default is the zh-HK one', async () => {
    const token = await adminToken();
    const tee = await product(token);
    await Settings.update({ main_language: 'zh_hk', supported_languages: ['zh_hk', 'en_us'] });
    const xml = text(await call('GET', '/sitemap.xml'));
    const path = `/product/${String(tee.url)}`;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="zh-HK" href="${ORIGIN}${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}${path}?language=en-US"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}"/>`;
    expect(urlsAt(xml, `${ORIGIN}${path}`)[0]).toContain(alternates);
    expect(urlsAt(xml, `${ORIGIN}${path}?language=en-US`)[0]).toContain(alternates);
    expect(xml).not.toContain('zh-CN');
    expect(urlsAt(xml, `${ORIGIN}/`)[0]).toBe(
      `<url><loc>${ORIGIN}/</loc>` +
        `<xhtml:link rel="alternate" hreflang="zh-HK" href="${ORIGIN}/"/>` +
        `<xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}/?language=en-US"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/></url>`,
    );
  });

  it('lists enabled pages with their lastmod, and leaves out a disabled page and one whose url robots.txt blocks', async () => {
    const token = await adminToken();
    const stamp = Date.now().toString(36);
    const on = await page(token, { url: `about-${stamp}` });
    const off = await page(token, { url: `draft-${stamp}`, enabled: false });
    const blocked = await page(token, { url: `login-help-${stamp}` });
    const xml = text(await call('GET', '/sitemap.xml'));
    const [url] = urlsAt(xml, `${ORIGIN}/${on.url}`);
    const updated = (await call('GET', `/api/admin/page/${on.id}`, { token })).body.updated_at as string;
    expect(url).toContain(`<lastmod>${updated.replace(/\.\d{3}Z$/, 'Z')}</lastmod>`);
    expect(xml).not.toContain(`/${off.url}`);
    expect(xml).not.toContain(`/${blocked.url}`);
  });

  it('past the URL limit, sitemap.xml is an index of numbered parts; each part holds at most the limit and reads only its own window', async () => {
    const token = await adminToken();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await product(token));
    // 9 URLs per file with three languages: three pages per part, so these products need several parts.
    const files = new Hono().route('/', siteFileRoutes({ urls: 9, bytes: SITEMAP_LIMITS.bytes }));
    // The settings, menu tree and blog categories are kept per process like every public read.
    await files.request('/sitemap-site-1.xml');

    const index = await measureReads(async () => files.request('/sitemap.xml'));
    expect(index.result.status).toBe(200);
    const xml = await index.result.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    const parts = locs(xml);
    expect(parts.length).toBeGreaterThan(2);
    for (const loc of parts) expect(loc).toMatch(/^http:\/\/localhost:3000\/sitemap-(site|pages|articles|products)-[1-9]\d*\.xml$/);
    const productParts = parts.filter((loc) => loc.includes('/sitemap-products-'));
    // The index reads three counters and, per windowed source, one item per part it lists and one
    // Query past the last: never the records.
    expect(index.reads.items).toBeLessThanOrEqual(parts.length + 3);
    expect(index.reads.requests).toBeLessThanOrEqual(parts.length + 6);

    // Our products are the newest: read parts from the last back until all of them are found, so the
    // test's work follows its own products, not every product the other test files made.
    const listed: string[] = [];
    const wanted = made.map((tee) => `${ORIGIN}/product/${String(tee.url)}`);
    for (const loc of [...productParts].reverse()) {
      if (wanted.every((url) => listed.includes(url))) break;
      const path = new URL(loc).pathname;
      const part = await measureReads(async () => files.request(path));
      expect(part.result.status).toBe(200);
      const body = await part.result.text();
      expect(body).toContain('<urlset');
      const urls = locs(body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(9);
      // One Query of the part's id window: three products at most (the settings are kept).
      expect(part.reads.requests).toBeLessThanOrEqual(1);
      expect(part.reads.items).toBeLessThanOrEqual(3);
      listed.push(...urls);
    }
    for (const url of wanted) expect(listed).toContain(url);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('serves numbered parts through the app at the root, and answers 404 for a part of no source', async () => {
    const token = await adminToken();
    const tee = await product(token);
    const first = await call('GET', '/sitemap-site-1.xml');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/xml');
    expect(first.headers.get('cache-control')).toContain('public');
    expect(urlsAt(text(first), `${ORIGIN}/`)).toHaveLength(1);
    const products = text(await call('GET', '/sitemap-products-1.xml'));
    expect(urlsAt(products, `${ORIGIN}/product/${String(tee.url)}`)).toHaveLength(1);
    expect((await call('GET', '/sitemap-brands-1.xml')).status).toBe(404);
    expect((await call('GET', '/sitemap-products-0.xml')).status).toBe(404);
    expect((await call('GET', '/sitemap-products-1234567890.xml')).status).toBe(404);
  });

  it('robots.txt allows the storefront, keeps crawlers from the back office, API, personal pages and payment page, and names the sitemap', async () => {
    const reply = await call('GET', '/robots.txt');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/plain');
    expect(text(reply)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        'Disallow: /account',
        'Disallow: /wishlist',
        'Disallow: /checkout',
        'Disallow: /order/',
        'Disallow: /login',
        'Disallow: /register',
        'Disallow: /password/reset',
        'Disallow: /reset-password',
        'Disallow: /unsubscribe',
        'Disallow: /stripe',
        '',
        'Sitemap: http://localhost:3000/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
