import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGE_PARAM, languageCode } from '@shop/core/shared/language-url';
import { HtmlCache, type CachedPage } from './html-cache.js';

/**
 * The storefront's pages as HTML (decision 0044): every address the API and the static files do not
 * answer comes here. Public pages are rendered by the web's server entry (the same routes and
 * components as the browser), kept in `HtmlCache` and answered with `Cache-Control` (a shared cache
 * may keep them; the edge's and this process's copies are dropped by the writes that change them)
 * and an `ETag`. The back office and the card page get the browser's app, unrendered.
 */

/** Seconds a shared cache may serve a page as fresh, then stale while it fetches a new one. */
export const PAGE_FRESH_SECONDS = 300;
export const PAGE_STALE_SECONDS = 86_400;
/** A page not found is kept a shorter while: the record may be about to exist. */
const NOT_FOUND_SECONDS = 60;
/** A renamed record's old address (301) is kept a while by browsers, but not for ever: the address may be used again. */
const MOVED_SECONDS = 3600;

/** The cookies a page may depend on: they, and nothing else (never a token), enter its cache key. */
const LANGUAGE = /^[a-z]{2,3}(_[a-z0-9]{2,8}){0,2}$/;
const CURRENCY = /^[A-Za-z0-9]{1,10}$/;

interface WebBuild {
  render: (input: { request: Request; cookies: string; api: (request: Request) => Promise<Response> }) => Promise<Rendered>;
  shell: string;
}
type Rendered =
  | { kind: 'page'; status: number; html: string; language: string; degraded: boolean }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell'; status: number; html: string };

export interface StorefrontOptions {
  /** The browser build (`web/dist`: index.html and `.vite/manifest.json`). */
  webDist: string;
  /** The server build's entry (`web/dist-server/entry-server.js`). */
  serverEntry: string;
  /** The API, answered in this process. */
  api: (request: Request) => Promise<Response>;
  /** The site's origin (`APP_URL`): the address pages are rendered for (canonical links, absolute images). */
  siteOrigin: () => string;
  /** How long this process keeps a rendered page (default: as long as a shared cache may, `PAGE_FRESH_SECONDS`); 0 keeps none. */
  cacheSeconds?: number;
  /** Headers every answer carries (the local server's security headers; CloudFront adds them on AWS). */
  headers?: Record<string, string>;
  log?: (message: string, error?: unknown) => void;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The request's language (the address's `?language=` first, then the cookie) and currency, when well formed. */
export function pageChoices(url: URL, cookieHeader: string): { language?: string; currency?: string; addressed: boolean } {
  const param = url.searchParams.get(LANGUAGE_PARAM);
  const fromParam = param ? languageCode(param) : undefined;
  const addressed = fromParam !== undefined && LANGUAGE.test(fromParam);
  const language = addressed ? fromParam : cookieValue(cookieHeader, 'language');
  const currency = cookieValue(cookieHeader, 'currency');
  return {
    ...(language && LANGUAGE.test(language) ? { language } : {}),
    ...(currency && CURRENCY.test(currency) ? { currency } : {}),
    addressed,
  };
}

const compressed = new WeakMap<CachedPage, { br?: Buffer; gzip?: Buffer }>();

function encode(page: CachedPage, accepts: string): { body: Uint8Array; encoding?: string } {
  const raw = Buffer.from(page.html);
  if (raw.length < 1024) return { body: raw };
  const known = compressed.get(page) ?? {};
  compressed.set(page, known);
  if (/\bbr\b/.test(accepts)) {
    known.br ??= brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: known.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) {
    known.gzip ??= gzipSync(raw, { level: 6 });
    return { body: known.gzip, encoding: 'gzip' };
  }
  return { body: raw };
}

const cacheControl = (status: number) =>
  status === 200
    ? `public, max-age=0, s-maxage=${String(PAGE_FRESH_SECONDS)}, stale-while-revalidate=${String(PAGE_STALE_SECONDS)}`
    : status === 404
      ? `public, max-age=0, s-maxage=${String(NOT_FOUND_SECONDS)}`
      : status === 301 || status === 308
        ? `public, max-age=${String(MOVED_SECONDS)}`
        : 'no-store';

export function storefrontPages(options: StorefrontOptions) {
  const keepSeconds = options.cacheSeconds ?? PAGE_FRESH_SECONDS;
  const cache = new HtmlCache(keepSeconds * 1000, keepSeconds > 0 ? 2000 : 0);
  const staleMs = keepSeconds > 0 ? PAGE_STALE_SECONDS * 1000 : 0;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`[storefront] ${message}`, error ?? ''));
  let build: Promise<WebBuild> | undefined;
  const load = () =>
    (build ??= (async () => {
      const [template, manifest, entry] = await Promise.all([
        readFile(join(options.webDist, 'index.html'), 'utf8'),
        readFile(join(options.webDist, '.vite/manifest.json'), 'utf8'),
        import(pathToFileURL(options.serverEntry).href) as Promise<{
          createRenderer: (o: { template: string; manifest: unknown }) => WebBuild;
        }>,
      ]);
      return entry.createRenderer({ template, manifest: JSON.parse(manifest) as unknown });
    })().catch((error: unknown) => {
      build = undefined;
      throw error;
    }));

  const answer = (page: CachedPage, request: Request, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { ...options.headers, ...page.headers, etag: page.etag, vary: 'accept-encoding', ...extra };
    if (request.headers.get('if-none-match') === page.etag && page.status === 200) return new Response(null, { status: 304, headers });
    const { body, encoding } = encode(page, request.headers.get('accept-encoding') ?? '');
    if (encoding) headers['content-encoding'] = encoding;
    return new Response(request.method === 'HEAD' ? null : body, { status: page.status, headers });
  };

  async function renderPage(url: URL, cookies: string): Promise<{ page: CachedPage; keep: boolean }> {
    const web = await load();
    const request = new Request(new URL(`${url.pathname}${url.search}`, options.siteOrigin()), { headers: { accept: 'text/html' } });
    const rendered = await web.render({ request, cookies, api: options.api });
    if (rendered.kind === 'redirect') {
      const page: CachedPage = {
        status: rendered.status,
        html: '',
        etag: `"${createHash('sha1').update(rendered.location).digest('base64url')}"`,
        headers: { location: rendered.location, 'cache-control': cacheControl(rendered.status) },
      };
      return { page, keep: true };
    }
    const page: CachedPage = {
      status: rendered.status,
      html: rendered.html,
      etag: `"${createHash('sha1').update(rendered.html).digest('base64url')}"`,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': rendered.kind === 'shell' ? 'no-cache' : rendered.degraded ? 'no-store' : cacheControl(rendered.status),
        ...(rendered.kind === 'page' ? { 'content-language': rendered.language } : {}),
      },
    };
    return { page, keep: rendered.kind === 'page' && !rendered.degraded && (rendered.status === 200 || rendered.status === 404) };
  }

  return {
    cache,
    /** Loads the web's server build now (a cold start's work), instead of on the first request. */
    ready: async (): Promise<void> => void (await load()),
    async fetch(request: Request): Promise<Response> {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method Not Allowed', { status: 405, headers: { ...options.headers, allow: 'GET, HEAD' } });
      }
      const url = new URL(request.url);
      try {
        decodeURIComponent(url.pathname);
      } catch {
        return new Response('Bad Request', { status: 400, headers: options.headers });
      }
      const choices = pageChoices(url, request.headers.get('cookie') ?? '');
      const cookies = [
        ...(choices.language ? [`language=${encodeURIComponent(choices.language)}`] : []),
        ...(choices.currency ? [`currency=${encodeURIComponent(choices.currency)}`] : []),
      ].join('; ');
      const extra: Record<string, string> = choices.addressed
        ? { 'set-cookie': `language=${encodeURIComponent(choices.language ?? '')}; Path=/; Max-Age=31536000; SameSite=Lax` }
        : {};
      const key = `${url.pathname}${url.search}\n${choices.language ?? ''}\n${choices.currency ?? ''}`;
      try {
        const { page } = await cache.get(key, url.pathname, () => renderPage(url, cookies), staleMs);
        return answer(page, request, extra);
      } catch (error) {
        // The page could not be drawn here (the API failed): the browser's app draws it instead.
        log(`could not render ${url.pathname}`, error);
        const web = await load().catch(() => undefined);
        return new Response(web?.shell ?? 'Service Unavailable', {
          status: 503,
          headers: {
            ...options.headers,
            'content-type': web ? 'text/html; charset=utf-8' : 'text/plain',
            'cache-control': 'no-store',
            'retry-after': '5',
          },
        });
      }
    },
  };
}
