/**
 * The security headers every SPA page carries, defined once for both places that serve it: the local
 * Node server (`functions/src/local/static-site.ts`) and CloudFront (a response headers policy in
 * `stacks/web.ts`). Plain TypeScript, no imports, so the stacks can use it.
 *
 * `apiOrigin` is where the SPA calls the API and loads uploaded images from; on AWS that is the HTTP
 * API's own URL, locally the same origin ('self').
 */
export function contentSecurityPolicy(apiOrigin?: string): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Chakra UI (emotion) injects <style> elements at run time and the rich-text editor sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';

export function siteSecurityHeaders(apiOrigin?: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(apiOrigin),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}
