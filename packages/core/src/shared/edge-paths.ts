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
