import { join } from 'node:path';
import { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';
import { loadBoundConfig } from './bound-config.js';

/**
 * The rendering function (decision 0044): CloudFront sends it every storefront page it does not hold;
 * it answers the page's HTML, rendered by the web's server build (copied beside this module by
 * stacks/functions.ts) from the storefront's reads, asked in this same process. CloudFront is the
 * page cache (writes invalidate it), so this process keeps no pages of its own.
 *
 * The bound values (the site's URL, secrets) are fetched while the modules load, and the web build is
 * loaded before the first request, as `lambda.ts` does for the API.
 */
const root = process.env.LAMBDA_TASK_ROOT ?? process.cwd();
const { storefrontPages } = await import('./render/storefront.js');
// The reads (the domain, the SDK) and the web's server build load side by side: each one's file
// reads and compiling overlap the other's.
const reads = import('./api/storefront-reads.js');
const pages = storefrontPages({
  webDist: join(root, 'web/dist'),
  serverEntry: join(root, 'web/dist-server/entry-server.js'),
  api: async (request) => (await reads).storefrontReads.fetch(request),
  siteOrigin: () => new URL(env().APP_URL).origin,
  cacheSeconds: 0,
});
await Promise.all([reads, pages.ready(), loadBoundConfig()]);
const { env } = await import('@shop/core/shared/env');

export const handler = handle(new Hono().all('*', (c) => pages.fetch(c.req.raw)));
