import { isSiteFile, SITE_FILE_PATTERNS, SITEMAP_PART_PATH, SITEMAP_PART_PATTERN } from '@shop/core/shared/edge-paths';
import type { IdWindows } from '@shop/core/shared/repository';
import { describe, expect, it } from 'vitest';
import {
  buildUrlset,
  listedSource,
  pagesPerPart,
  SITEMAP_LIMITS,
  sitemapFile,
  sitemapPart,
  sitemapPartPath,
  sitemapSite,
  urlElements,
  w3cDate,
  windowedSource,
  type SitemapSite,
} from './sitemap.js';

const ORIGIN = 'https://shop.example';
const THREE = sitemapSite(ORIGIN, { main_language: 'en_us', supported_languages: ['en_us', 'zh_hk', 'zh_cn'] });
const TWO = sitemapSite(ORIGIN, { main_language: 'en_us', supported_languages: ['zh_hk'] });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** A filter partition in memory (ids → urls) that counts what it is asked. */
function fakeWindows(ids: number[]) {
  const asked = { first: 0, range: 0, all: 0 };
  const record = (id: number) => ({ url: `item-${id}`, updated_at: '2026-01-02T03:04:05.678Z' });
  const windows: IdWindows<{ url: string; updated_at: string }> = {
    count: async () => ids.length,
    first: async (from) => (asked.first++, ids.find((id) => id >= from)),
    range: async (from, to) => (asked.range++, ids.filter((id) => id >= from && id <= to).map(record)),
    all: async () => (asked.all++, ids.map(record)),
  };
  return { windows, asked };
}

const itemPath = (url: string) => `/product/${url}`;

describe('sitemap XML', () => {
  it('gives each language version its own <url>, every one naming the two languages and the main one as x-default', () => {
    const urls = urlElements(TWO, { path: '/product/tote' });
    const links =
      `<xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}/product/tote"/>` +
      `<xhtml:link rel="alternate" hreflang="zh-HK" href="${ORIGIN}/product/tote?language=zh-HK"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/product/tote"/>`;
    expect(urls).toEqual([
      `<url><loc>${ORIGIN}/product/tote</loc>${links}</url>`,
      `<url><loc>${ORIGIN}/product/tote?language=zh-HK</loc>${links}</url>`,
    ]);
  });

  it('with three languages, lists three versions, each with four alternates (three tags and x-default)', () => {
    const urls = urlElements(THREE, { path: '/' });
    expect(urls.map((u) => locs(u))).toEqual([[`${ORIGIN}/`], [`${ORIGIN}/?language=zh-HK`], [`${ORIGIN}/?language=zh-CN`]]);
    for (const url of urls) {
      expect([...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
        ['en-US', `${ORIGIN}/`],
        ['zh-HK', `${ORIGIN}/?language=zh-HK`],
        ['zh-CN', `${ORIGIN}/?language=zh-CN`],
        ['x-default', `${ORIGIN}/`],
      ]);
    }
  });

  it('takes the main language from the settings, lists it first and only once, and gives it no parameter', () => {
    const site = sitemapSite(ORIGIN, { main_language: 'zh_hk', supported_languages: ['en_us', 'zh_hk'] });
    expect(site.languages).toEqual(['zh_hk', 'en_us']);
    expect(locs(urlElements(site, { path: '/contact-us' }).join(''))).toEqual([
      `${ORIGIN}/contact-us`,
      `${ORIGIN}/contact-us?language=en-US`,
    ]);
    expect(urlElements(site, { path: '/contact-us' })[1]).toContain(`hreflang="x-default" href="${ORIGIN}/contact-us"`);
  });

  it('writes lastmod as a W3C datetime to the second before the alternates, and none for a page without a valid time', () => {
    expect(w3cDate('2026-11-27T21:08:51.123Z')).toBe('2026-11-27T21:08:51Z');
    expect(w3cDate('not a date')).toBeUndefined();
    expect(w3cDate(undefined)).toBeUndefined();
    const [dated] = urlElements(TWO, { path: '/about', updated_at: '2026-11-27T21:08:51.123Z' });
    expect(dated).toMatch(/^<url><loc>[^<]+<\/loc><lastmod>2026-11-27T21:08:51Z<\/lastmod><xhtml:link /);
    expect(urlElements(TWO, { path: '/about', updated_at: 'garbage' })[0]).not.toContain('<lastmod>');
  });

  it('escapes &, quotes and angle brackets in every address and percent-encodes non-ASCII paths', () => {
    const path = `/product/${encodeURIComponent('café-"best"-<1>')}?colour=red&fit='slim'`;
    const [main, hk] = urlElements(TWO, { path });
    expect(main).toContain(`<loc>${ORIGIN}/product/caf%C3%A9-%22best%22-%3C1%3E?colour=red&amp;fit=%27slim%27</loc>`);
    expect(hk).toContain(`<loc>${ORIGIN}/product/caf%C3%A9-%22best%22-%3C1%3E?colour=red&amp;fit=%27slim%27&amp;language=zh-HK</loc>`);
    expect(main).toContain(
      `hreflang="zh-HK" href="${ORIGIN}/product/caf%C3%A9-%22best%22-%3C1%3E?colour=red&amp;fit=%27slim%27&amp;language=zh-HK"`,
    );
    // Nothing raw is left: every & starts an entity, no quote ends an attribute early, no non-ASCII.
    for (const url of [main!, hk!]) {
      expect(url).not.toMatch(/&(?!amp;|apos;|quot;|lt;|gt;)/);
      expect(url).not.toMatch(/[^\x20-\x7e]/);
      expect(url.match(/"/g)!.length % 2).toBe(0);
    }
    const chinese = urlElements(TWO, { path: `/${encodeURIComponent('關於我們')}` })[0]!;
    expect(chinese).toContain(`<loc>${ORIGIN}/%E9%97%9C%E6%96%BC%E6%88%91%E5%80%91</loc>`);
  });

  it('stops a urlset before the page that would pass the URL or byte limit and says it is incomplete', () => {
    const pages = [{ path: '/a' }, { path: '/b' }, { path: '/c' }];
    expect(buildUrlset(TWO, pages, { urls: 6, bytes: SITEMAP_LIMITS.bytes }).complete).toBe(true);
    const cut = buildUrlset(TWO, pages, { urls: 5, bytes: SITEMAP_LIMITS.bytes });
    expect(cut.complete).toBe(false);
    expect(locs(cut.xml)).toEqual([`${ORIGIN}/a`, `${ORIGIN}/a?language=zh-HK`, `${ORIGIN}/b`, `${ORIGIN}/b?language=zh-HK`]);
    const whole = buildUrlset(TWO, pages, SITEMAP_LIMITS).xml;
    const small = buildUrlset(TWO, pages, { urls: 100, bytes: Buffer.byteLength(whole) - 1 });
    expect(small.complete).toBe(false);
    expect(Buffer.byteLength(small.xml)).toBeLessThan(Buffer.byteLength(whole));
  });
});

describe('sitemap parts', () => {
  it('sizes parts so that the longest possible pages in every language stay within 50,000 URLs and 50 MB', () => {
    const perPart = pagesPerPart(THREE, SITEMAP_LIMITS);
    expect(perPart * THREE.languages.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
    const longest = Array.from({ length: perPart }, (_, i) => ({
      path: `/blog/category/${String(i).padStart(200, 'x')}`,
      updated_at: '2026-11-27T21:08:51.123Z',
    }));
    const built = buildUrlset(THREE, longest, SITEMAP_LIMITS);
    expect(built.complete).toBe(true);
    expect(Buffer.byteLength(built.xml)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
    // With short limits the URL count decides: 9 URLs in three languages is three pages per part.
    expect(pagesPerPart(THREE, { urls: 9, bytes: SITEMAP_LIMITS.bytes })).toBe(3);
    expect(pagesPerPart(TWO, { urls: 9, bytes: SITEMAP_LIMITS.bytes })).toBe(4);
  });

  it('keeps sitemap.xml one urlset while every URL fits, and reads each source whole for it', async () => {
    const { windows, asked } = fakeWindows([1, 2, 3]);
    const sources = [listedSource('site', async () => [{ path: '/' }]), windowedSource('products', windows, itemPath)];
    const xml = await sitemapFile(TWO, sources, { urls: 8, bytes: SITEMAP_LIMITS.bytes });
    expect(xml).toContain('<urlset');
    expect(locs(xml).filter((loc) => !loc.includes('language='))).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/product/item-1`,
      `${ORIGIN}/product/item-2`,
      `${ORIGIN}/product/item-3`,
    ]);
    expect(asked).toEqual({ first: 0, range: 0, all: 1 });
  });

  it('past the limit, makes sitemap.xml an index of the parts that hold pages, found without reading the records', async () => {
    // Ids 1–3, 50–51 and 200: with two pages per part, windows 1, 2, 25, 26 and 100 hold pages.
    const { windows, asked } = fakeWindows([1, 2, 3, 50, 51, 200]);
    const site = listedSource('site', async () => [{ path: '/' }, { path: '/contact-us' }, { path: '/category/hats' }]);
    const limits = { urls: 4, bytes: SITEMAP_LIMITS.bytes };
    const xml = await sitemapFile(TWO, [site, windowedSource('products', windows, itemPath)], limits);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...['site-1', 'site-2', 'products-1', 'products-2', 'products-25', 'products-26', 'products-100'].map(
          (part) => `<sitemap><loc>${ORIGIN}/sitemap-${part}.xml</loc></sitemap>`,
        ),
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
    // One probe per part found and one past the last; no record read.
    expect(asked).toEqual({ first: 6, range: 0, all: 0 });
  });

  it('serves a part as the pages of its own id window, read with one range', async () => {
    const { windows, asked } = fakeWindows([1, 2, 3, 50, 51, 200]);
    const source = windowedSource('products', windows, itemPath);
    const limits = { urls: 4, bytes: SITEMAP_LIMITS.bytes };
    const part = await sitemapPart(TWO, source, 25, limits);
    expect(locs(part)).toEqual([`${ORIGIN}/product/item-50`, `${ORIGIN}/product/item-50?language=zh-HK`]);
    expect(locs(await sitemapPart(TWO, source, 26, limits))).toEqual([
      `${ORIGIN}/product/item-51`,
      `${ORIGIN}/product/item-51?language=zh-HK`,
    ]);
    expect(asked).toEqual({ first: 0, range: 2, all: 0 });
    expect(
      locs(
        await sitemapPart(
          TWO,
          listedSource('site', async () => [{ path: '/a' }, { path: '/b' }, { path: '/c' }]),
          2,
          limits,
        ),
      ),
    ).toEqual([`${ORIGIN}/c`, `${ORIGIN}/c?language=zh-HK`]);
  });

  it('leaves out a record its source does not list (a url robots.txt blocks) in the file and in its part', async () => {
    const { windows } = fakeWindows([1, 2]);
    const source = windowedSource('pages', windows, (url) => (url === 'item-2' ? undefined : `/${url}`));
    const site: SitemapSite = TWO;
    expect(locs(await sitemapFile(site, [source], SITEMAP_LIMITS))).toEqual([`${ORIGIN}/item-1`, `${ORIGIN}/item-1?language=zh-HK`]);
    expect(locs(await sitemapPart(site, source, 1, SITEMAP_LIMITS))).toEqual([`${ORIGIN}/item-1`, `${ORIGIN}/item-1?language=zh-HK`]);
  });

  it('names parts at paths the API route, the local server and the CloudFront pattern all send to the API', () => {
    const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
    for (const path of [sitemapPartPath('site', 1), sitemapPartPath('products', 12), sitemapPartPath('articles', 999_999_999)]) {
      expect(SITEMAP_PART_PATH.test(path), path).toBe(true);
      expect(isSiteFile(path), path).toBe(true);
      expect(glob(SITEMAP_PART_PATTERN).test(path), path).toBe(true);
    }
    expect(SITE_FILE_PATTERNS).toEqual(['/sitemap.xml', '/robots.txt', SITEMAP_PART_PATTERN]);
    expect(isSiteFile('/sitemap.xml')).toBe(true);
    expect(isSiteFile('/robots.txt')).toBe(true);
    for (const path of [
      '/sitemap-products-0.xml',
      '/sitemap-products-x.xml',
      '/sitemap-.xml',
      '/api/sitemap.xml',
      '/product/sitemap-a-1.xml',
    ]) {
      expect(isSiteFile(path), path).toBe(false);
    }
  });
});
