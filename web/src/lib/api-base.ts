import { EDGE_CACHED_PATHS } from '@shop/core/shared/edge-paths';

/**
 * Where the API lives. Locally the SPA and `/api` share one origin (empty base). On AWS the SPA is on
 * CloudFront and the API on API Gateway: StaticSite builds with `VITE_API_URL` (stacks/web.ts) and the
 * API answers CORS for the site's origin only.
 */
const configured: unknown = import.meta.env.VITE_API_URL;
export const API_BASE = typeof configured === 'string' && /^https?:\/\//.test(configured) ? configured.replace(/\/+$/, '') : '';

/** An absolute-or-same-origin URL for an `/api/...` path. */
export const apiUrl = (path: string): string => `${API_BASE}${path}`;

const edgeCached = new Set<string>(EDGE_CACHED_PATHS);

/**
 * Where an anonymous GET is sent: the public reads CloudFront caches (`EDGE_CACHED_PATHS`) go to the
 * site's own origin, whose distribution routes them to the API and serves them from its edge
 * (decision 0019); every other request goes to the API as given.
 */
export function edgeTarget(url: URL, method: string, origin: string): URL {
  if (method.toUpperCase() !== 'GET' || !edgeCached.has(url.pathname)) return url;
  return new URL(`${url.pathname}${url.search}`, origin);
}
