import { createMiddleware } from 'hono/factory';
import { etag } from 'hono/etag';
import type { AppEnv } from '../context.js';

/** Seconds a browser or CloudFront may reuse a public storefront answer (the process keeps it as long). */
export const PUBLIC_MAX_AGE = 30;

/**
 * Public storefront reads (brands, menu, settings) may be kept by browsers and CloudFront
 * (decision 0019): `Cache-Control` with a short max-age and a longer stale-while-revalidate, and an
 * `ETag`, so a repeat request with `If-None-Match` answers 304 with no body. The answer depends only
 * on the URL (the language is a query parameter, never a cookie), so the URL is the whole cache key.
 */
export const publicCaching = [
  etag(),
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 304) {
      c.header('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE}, stale-while-revalidate=300`);
    }
  }),
] as const;
