/**
 * Where the API lives. Locally the SPA and `/api` share one origin (empty base). On AWS the SPA is on
 * CloudFront and the API on API Gateway: StaticSite builds with `VITE_API_URL` (stacks/web.ts) and the
 * API answers CORS for the site's origin only.
 */
const configured: unknown = import.meta.env.VITE_API_URL;
export const API_BASE = typeof configured === 'string' && /^https?:\/\//.test(configured) ? configured.replace(/\/+$/, '') : '';

/** An absolute-or-same-origin URL for an `/api/...` path. */
export const apiUrl = (path: string): string => `${API_BASE}${path}`;
