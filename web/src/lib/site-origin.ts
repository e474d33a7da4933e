import { renderScope } from './render-scope';

/** The site's origin: the one the server renders for (`APP_URL`), or the browser's. */
export function siteOrigin(): string {
  return renderScope()?.url.origin ?? window.location.origin;
}

/** A path of this site (or an absolute URL) as an absolute URL. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin()).href;
}
