/**
 * The security headers every SPA page carries, defined once for both places that serve it: the local
 * Node server (`functions/src/local/static-site.ts`) and CloudFront (a response headers policy in
 * `stacks/web.ts`). Plain TypeScript, no imports, so the stacks can use it.
 *
 * `apiOrigin` is where the SPA calls the API and loads uploaded images from; on AWS that is the HTTP
 * API's own URL, locally the same origin ('self').
 */
/**
 * Stripe's own origins, added only on a deployment that takes cards through Stripe (its publishable
 * key given at deploy; decision 0030): Stripe.js must come from js.stripe.com, its card fields are
 * frames from there (and hooks.stripe.com for 3-D Secure), and it calls api.stripe.com. The script is
 * loaded by the card page alone. Locally the stand-in's card page is a page of its own: no change.
 */
const STRIPE = {
  script: ' https://js.stripe.com https://*.js.stripe.com',
  frame: ' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: ' https://api.stripe.com',
};

/**
 * Google reCAPTCHA (decision 0037): whether a form is guarded is a site setting that changes at run
 * time, while the CSP is fixed at deploy, so its sources are always allowed, narrowed to its paths.
 * The storefront loads the script only on a guarded form's page.
 */
const RECAPTCHA = {
  script: ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/',
  frame: ' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
};

/**
 * The origins a deployment lets the storefront load page scripts from (`SCRIPT_ORIGINS`: https
 * origins, comma or space separated; decision 0033), normalised (`https://host[:port]`). An entry that
 * is not an https origin is a configuration error, refused at start-up or deploy.
 */
export function scriptOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (!url || url.protocol !== 'https:' || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`SCRIPT_ORIGINS: "${entry}" is not an https origin such as https://scripts.example.com`);
      }
      return url.origin;
    });
}

export function contentSecurityPolicy(
  apiOrigin?: string,
  options: { stripe?: boolean; scriptOrigins?: readonly string[]; storageOrigins?: readonly string[] } = {},
): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  // The uploads bucket: the browser posts files straight to it (presigned POST, decision 0054).
  const storage = (options.storageOrigins ?? []).map((origin) => ` ${origin}`).join('');
  const stripe = options.stripe === true;
  // Pages' header and footer scripts are addresses of external scripts from these origins only.
  const scripts = (options.scriptOrigins ?? []).map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${scripts}${stripe ? STRIPE.script : ''}${RECAPTCHA.script}`,
    `frame-src 'self'${stripe ? STRIPE.frame : ''}${RECAPTCHA.frame}`,
    // Chakra UI (emotion) injects <style> elements at run time and the rich-text editor sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}${storage}${stripe ? STRIPE.connect : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';

export function siteSecurityHeaders(
  apiOrigin?: string,
  options: { scriptOrigins?: readonly string[]; storageOrigins?: readonly string[] } = {},
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(apiOrigin, options),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}
