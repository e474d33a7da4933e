/**
 * The public reads CloudFront caches at the edge (stacks/web.ts): the storefront asks for them on the
 * site's own origin, and the distribution sends exactly these paths to the API, which answers them
 * with `Cache-Control: public` and an ETag (functions/src/api/middleware/public-cache.ts). Exact paths
 * only: the distribution turns a 403/404 into the SPA's index page, and these lists answer neither.
 */
export const EDGE_CACHED_PATHS = ['/api/brand', '/api/menu', '/api/configs', '/api/slider'] as const;

/**
 * Files at the site's root that the API writes (decision 0026): the distribution sends these exact
 * paths to the API (the local server too), cached as long as their `Cache-Control` says.
 */
export const SITE_FILE_PATHS = ['/sitemap.xml', '/robots.txt'] as const;

/**
 * The numbered parts of a sitemap index (`/sitemap-products-2.xml`, decision 0041), also written by
 * the API: the distribution's path pattern for them, and the exact shape the API and the local
 * server accept (a part's name, then its number). They sit at the root because a sitemap may list
 * only URLs at or below its own directory.
 */
export const SITEMAP_PART_PATTERN = '/sitemap-*.xml';
export const SITEMAP_PART_PATH = /^\/sitemap-([a-z]+)-([1-9][0-9]{0,8})\.xml$/;

/** What the distribution sends to the API for the site's files: their exact paths and the parts' pattern. */
export const SITE_FILE_PATTERNS = [...SITE_FILE_PATHS, SITEMAP_PART_PATTERN] as const;

/** Whether the API writes the file at this site path (the local server's matcher; CloudFront's behaviours on AWS). */
export const isSiteFile = (pathname: string): boolean =>
  (SITE_FILE_PATHS as readonly string[]).includes(pathname) || SITEMAP_PART_PATH.test(pathname);
