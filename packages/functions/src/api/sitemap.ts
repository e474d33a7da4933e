import { languageCode, languageHref, languageTag } from '@shop/core/shared/language-url';
import type { IdWindows } from '@shop/core/shared/repository';
import { SLUG_MAX_LENGTH } from '@shop/core/shared/validation';

/**
 * The sitemap's XML (decision 0041): every public page in every site language, each language's URL
 * its own `<url>` naming all the others (Google's localized versions), and, past the protocol's
 * limits, a sitemap index of numbered parts that each read only their own records.
 */

/** The protocol's limits per file (sitemaps.org): 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 52_428_800 };

export interface SitemapLimits {
  urls: number;
  bytes: number;
}

/** One public page: its site path (percent-encoded) and its last change, when it has one. */
export interface SitemapPage {
  path: string;
  updated_at?: string | undefined;
}

/** What every URL of the sitemap shares: the site's origin and its languages, the main one first. */
export interface SitemapSite {
  origin: string;
  main: string;
  languages: readonly string[];
}

/** The site's languages as the settings name them: the main one first, each once. */
export function sitemapSite(origin: string, settings: { main_language: string; supported_languages: readonly string[] }): SitemapSite {
  const main = languageCode(settings.main_language);
  return { origin, main, languages: [...new Set([main, ...settings.supported_languages.map(languageCode)])] };
}

const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
export const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (ch) => XML_ENTITIES[ch]!);

/** A stored time as a W3C Datetime to the second (`2026-11-27T21:08:51Z`); undefined when it is not one. */
export function w3cDate(stamp: string | undefined): string | undefined {
  const time = stamp ? Date.parse(stamp) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A page's `<url>` elements, one per language: each has its language's address as `loc` and lists
 * every language's address (`hreflang` = its tag) and the main language's as `x-default`, so every
 * version carries the full set of alternates, its own included, as Google asks.
 */
export function urlElements(site: SitemapSite, page: SitemapPage): string[] {
  const href = (code: string) => `${site.origin}${languageHref(page.path, code, site.main)}`;
  const link = (hreflang: string, url: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(url)}"/>`;
  const links = [...site.languages.map((code) => link(languageTag(code), href(code))), link('x-default', href(site.main))].join('');
  const date = w3cDate(page.updated_at);
  const lastmod = date ? `<lastmod>${date}</lastmod>` : '';
  return site.languages.map((code) => `<url><loc>${escapeXml(href(code))}</loc>${lastmod}${links}</url>`);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * A `<urlset>` of the pages' URLs in every language. It stops before a page whose URLs would pass
 * the limits, so the file is always one the protocol accepts; `complete` says whether every page fit.
 */
export function buildUrlset(site: SitemapSite, pages: readonly SitemapPage[], limits: SitemapLimits): { xml: string; complete: boolean } {
  const lines: string[] = [];
  let size = bytes(URLSET_OPEN) + bytes(URLSET_CLOSE);
  for (const page of pages) {
    const elements = urlElements(site, page);
    const added = elements.reduce((sum, element) => sum + bytes(element) + 1, 0);
    if (lines.length + elements.length > limits.urls || size + added > limits.bytes) {
      return { xml: URLSET_OPEN + lines.map((line) => `${line}\n`).join('') + URLSET_CLOSE, complete: false };
    }
    lines.push(...elements);
    size += added;
  }
  return { xml: URLSET_OPEN + lines.map((line) => `${line}\n`).join('') + URLSET_CLOSE, complete: true };
}

/** A `<sitemapindex>` naming the parts' addresses. */
export function sitemapIndex(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/** The longest path a listed page can have: a blog category's prefix and the longest url slug. */
const LONGEST_PATH = `/blog/category/${'x'.repeat(SLUG_MAX_LENGTH)}`;

/**
 * How many pages a part holds: as many as fit the limits in the worst case (every language, the
 * longest path, a lastmod), so no part can pass them whatever its pages' urls are. Parts are cut
 * before their records are read, so the bound cannot depend on them.
 */
export function pagesPerPart(site: SitemapSite, limits: SitemapLimits): number {
  const worst = urlElements(site, { path: LONGEST_PATH, updated_at: '2000-01-01T00:00:00.000Z' }).reduce((sum, e) => sum + bytes(e) + 1, 0);
  const room = limits.bytes - bytes(URLSET_OPEN) - bytes(URLSET_CLOSE);
  return Math.max(1, Math.min(Math.floor(limits.urls / site.languages.length), Math.floor(room / worst)));
}

/**
 * Where a sitemap's pages come from, and how its parts are cut: `/sitemap-<name>-<n>.xml` is part
 * `n` of `size` pages (`pagesPerPart`).
 */
export interface SitemapSource {
  name: string;
  /** How many pages it lists, read cheaply (a counter, a kept list), to choose one file or an index. */
  count(): Promise<number>;
  /** Every page (the single file). */
  all(): Promise<SitemapPage[]>;
  /** The numbers of the parts that hold pages, ascending. */
  parts(size: number): Promise<number[]>;
  /** Part `n`'s pages. */
  part(n: number, size: number): Promise<SitemapPage[]>;
}

export const sitemapPartPath = (name: string, n: number): string => `/sitemap-${name}-${n}.xml`;

/** A small set read whole and kept in the process (the homepage, categories): its parts are slices. */
export function listedSource(name: string, load: () => Promise<SitemapPage[]>): SitemapSource {
  return {
    name,
    count: async () => (await load()).length,
    all: load,
    parts: async (size) => Array.from({ length: Math.ceil((await load()).length / size) }, (_, i) => i + 1),
    part: async (n, size) => (await load()).slice((n - 1) * size, n * size),
  };
}

/**
 * A filter partition read by id windows (pages, articles, products): part `n` holds the records with
 * ids `(n - 1) × size + 1` to `n × size`, so it never holds more than `size` pages and its request
 * reads that key range only. The index finds the windows that hold records by asking for the first
 * id at or after each window it has found, one Query of one item per part listed (plus one), never
 * the records. `path` gives a record's page path, or undefined to leave it out.
 */
export function windowedSource(
  name: string,
  windows: IdWindows<{ url: string; updated_at: string }>,
  path: (url: string) => string | undefined,
): SitemapSource {
  const pages = (records: { url: string; updated_at: string }[]) =>
    records.flatMap((r) => {
      const found = path(r.url);
      return found === undefined ? [] : [{ path: found, updated_at: r.updated_at }];
    });
  return {
    name,
    count: () => windows.count(),
    all: async () => pages(await windows.all()),
    parts: async (size) => {
      const found: number[] = [];
      for (let id = await windows.first(1); id !== undefined; id = await windows.first(found.at(-1)! * size + 1)) {
        found.push(Math.ceil(id / size));
      }
      return found;
    },
    part: async (n, size) => pages(await windows.range((n - 1) * size + 1, n * size)),
  };
}

/**
 * `/sitemap.xml`: one `<urlset>` while every URL fits one file (the counters say so, and the built
 * file confirms it), else a `<sitemapindex>` of the parts that hold pages, read without their records.
 */
export async function sitemapFile(site: SitemapSite, sources: readonly SitemapSource[], limits: SitemapLimits): Promise<string> {
  const counts = await Promise.all(sources.map((source) => source.count()));
  if (counts.reduce((sum, n) => sum + n, 0) * site.languages.length <= limits.urls) {
    const built = buildUrlset(site, (await Promise.all(sources.map((source) => source.all()))).flat(), limits);
    if (built.complete) return built.xml;
  }
  const size = pagesPerPart(site, limits);
  const parts = await Promise.all(
    sources.map(async (source) => (await source.parts(size)).map((n) => `${site.origin}${sitemapPartPath(source.name, n)}`)),
  );
  return sitemapIndex(parts.flat());
}

/** One numbered part: the source's `n`-th window of pages. */
export async function sitemapPart(site: SitemapSite, source: SitemapSource, n: number, limits: SitemapLimits): Promise<string> {
  const built = buildUrlset(site, await source.part(n, pagesPerPart(site, limits)), limits);
  if (!built.complete) {
    // Only a page longer than any url the rules allow (older data) could do this: the part stays valid, short of it.
    console.warn(JSON.stringify({ level: 'warn', message: `sitemap part ${source.name}-${n} passed the limits and was cut` }));
  }
  return built.xml;
}
