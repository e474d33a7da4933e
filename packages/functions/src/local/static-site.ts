import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { scriptOrigins, siteSecurityHeaders } from '@shop/core/shared/security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest|xml)|image\/svg)/;

interface CachedFile {
  type: string;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves the built SPA like CloudFront in front of the bucket: hashed `/assets/*` cached for a
 * year, everything else revalidated, unknown paths without an extension → the storefront's pages
 * (`pages`), or index.html (history fallback) without them. Files are read once and compressed once
 * (brotli or gzip, as the browser accepts).
 */
export function spaHandler(distDir: string, pages?: (request: Request) => Promise<Response>): (c: Context) => Promise<Response> {
  const root = resolve(distDir);
  // The same headers CloudFront adds (stacks/web.ts); the API is on this same origin locally. Page
  // scripts' origins come from SCRIPT_ORIGINS, as the API's check reads them (decision 0033).
  const security = siteSecurityHeaders(undefined, {
    scriptOrigins: scriptOrigins(process.env.SCRIPT_ORIGINS),
    storageOrigins: localStorageOrigins(),
  });
  const cache = new Map<string, CachedFile>();

  async function load(file: string): Promise<CachedFile | undefined> {
    const hit = cache.get(file);
    if (hit) return hit;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const body = await readFile(file);
    const entry: CachedFile = {
      type: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      body,
    };
    if (COMPRESSIBLE.test(entry.type) && body.length > 1024) {
      entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      entry.gzip = gzipSync(body, { level: 9 });
    }
    cache.set(file, entry);
    return entry;
  }

  return async (c) => {
    for (const [name, value] of Object.entries(security)) c.header(name, value);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    const requested = resolve(root, `.${pathname}`);
    if (requested !== root && !requested.startsWith(root + sep)) return c.text('Not Found', 404);

    let file = await load(requested);
    const isAsset = file !== undefined && pathname.startsWith('/assets/');
    if (!file) {
      // A missing file with an extension is a real 404; anything else is a page (server-rendered
      // when a renderer is given, decision 0044; else the browser's app draws it).
      if (extname(pathname)) return c.text('Not Found', 404);
      if (pages) return pages(c.req.raw);
      file = await load(join(root, 'index.html'));
      if (!file) {
        const hint = existsSync(root) ? 'index.html is missing' : 'the SPA is not built';
        return c.text(`Web app unavailable (${hint}): run \`npm run build -w web\` or \`npm start\`.`, 503);
      }
    }

    const headers: Record<string, string> = {
      ...security,
      'content-type': file.type,
      etag: file.etag,
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });

    const accepts = c.req.header('accept-encoding') ?? '';
    let body = file.body;
    if (file.br && /\bbr\b/.test(accepts)) {
      body = file.br;
      headers['content-encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accepts)) {
      body = file.gzip;
      headers['content-encoding'] = 'gzip';
    }
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}

/** The S3 stand-in, which browsers post uploads to (presigned POST, decision 0054), as the bucket on AWS. */
export function localStorageOrigins(): string[] {
  const endpoint = process.env.S3_ENDPOINT;
  return endpoint ? [new URL(endpoint).origin] : [];
}
