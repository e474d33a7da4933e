import { Hono, type Context } from 'hono';
import { Article } from '@shop/core/blog/article';
import { Listing } from '@shop/core/catalog/listing';
import { Menu } from '@shop/core/content/menu';
import { storefrontLink } from '@shop/core/content/menu.schema';
import { Page } from '@shop/core/content/page';
import { Settings } from '@shop/core/settings/settings';
import { SITEMAP_PART_PATH } from '@shop/core/shared/edge-paths';
import { env } from '@shop/core/shared/env';
import { DEFAULT_LANGUAGE } from '@shop/core/shared/i18n';
import type { AppEnv } from './context.js';
import { publicCaching } from './middleware/public-cache.js';
import { doc } from './openapi.js';
import {
  listedSource,
  SITEMAP_LIMITS,
  sitemapFile,
  sitemapPart,
  sitemapSite,
  windowedSource,
  type SitemapLimits,
  type SitemapSite,
  type SitemapSource,
} from './sitemap.js';

/**
 * Paths the storefront keeps from crawlers (spec section 2): the back office, the API, the shopper's
 * own pages (account, wishlist, checkout, order results, sign-in and password pages, unsubscribing)
 * and the card payment page. Robots rules match by prefix, so the sitemap leaves out any page they
 * match (a page at `/login-help`), rather than list a URL crawlers are told to skip.
 */
export const ROBOTS_DISALLOWED = [
  '/admin',
  '/api',
  '/account',
  '/wishlist',
  '/checkout',
  '/order/',
  '/login',
  '/register',
  '/password/reset',
  '/reset-password',
  '/unsubscribe',
  '/stripe',
] as const;

/** Whether robots.txt lets crawlers fetch this site path. */
export const robotsAllow = (path: string): boolean => !ROBOTS_DISALLOWED.some((prefix) => path.startsWith(prefix));

const crawlable = (path: string) => (robotsAllow(path) ? path : undefined);

/**
 * The sitemap's sources, in the order the file lists them: the small kept sets (homepage, contact
 * page, storefront categories, visible blog categories) read whole; pages, articles and products by
 * id windows of their filter partitions (decision 0041). Brands have no storefront page yet.
 */
const SOURCES: readonly SitemapSource[] = [
  listedSource('site', async () => {
    const [categories, blogCategories] = await Promise.all([Menu.storefrontCategories(DEFAULT_LANGUAGE), Article.visibleCategoryUrls()]);
    return [
      { path: '/' },
      { path: storefrontLink('contact_us', '') },
      ...categories.map((m) => ({ path: storefrontLink('category', m.url) })),
      ...blogCategories.map((b) => ({ path: storefrontLink('blog_category', b.url), updated_at: b.updated_at })),
    ].filter((page) => robotsAllow(page.path));
  }),
  windowedSource('pages', Page.sitemap, (url) => crawlable(storefrontLink('page', url))),
  windowedSource('articles', Article.visibleUrls, (url) => crawlable(storefrontLink('blog_article', url))),
  windowedSource('products', Listing.visibleUrls, (url) => crawlable(`/product/${encodeURIComponent(url)}`)),
];

const siteOrigin = () => new URL(env().APP_URL).origin;

/** The site's origin and languages (the settings, kept per process like every public read). */
async function currentSite(): Promise<SitemapSite> {
  return sitemapSite(siteOrigin(), await Settings.get());
}

const xml = (c: Context, body: string) => c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8' });

/**
 * `GET /sitemap.xml`, its numbered parts and `GET /robots.txt`, at the site's root (not under /api).
 * `limits` are the protocol's; a test passes smaller ones to see the index without 50,000 records.
 */
export function siteFileRoutes(limits: SitemapLimits = SITEMAP_LIMITS) {
  return new Hono<AppEnv>()
    .get(
      '/sitemap.xml',
      doc({
        summary:
          'The sitemap: every public page in every site language (homepage, contact page, enabled categories and pages, visible blog categories, articles and products); past 50,000 URLs, an index of numbered parts',
        media: 'application/xml',
      }),
      ...publicCaching,
      async (c) => xml(c, await sitemapFile(await currentSite(), SOURCES, limits)),
    )
    .get(
      // SITEMAP_PART_PATH checks the exact shape (at most 9 digits) below: a `{m,n}` here would nest
      // braces in the route's pattern, which the OpenAPI document's path conversion reads as one pair.
      '/:file{sitemap-[a-z]+-[1-9][0-9]*\\.xml}',
      doc({
        summary: "One numbered part of the sitemap index (`/sitemap-products-2.xml`): that part's pages only",
        media: 'application/xml',
      }),
      ...publicCaching,
      async (c) => {
        const [, name, n] = SITEMAP_PART_PATH.exec(`/${c.req.param('file')}`) ?? [];
        const source = SOURCES.find((s) => s.name === name);
        if (!source) return c.notFound();
        return xml(c, await sitemapPart(await currentSite(), source, Number(n), limits));
      },
    )
    .get('/robots.txt', doc({ summary: 'Rules for crawlers, naming the sitemap', media: 'text/plain' }), ...publicCaching, (c) => {
      const rules = [['User-agent', '*'], ['Allow', '/'], ...ROBOTS_DISALLOWED.map((path) => ['Disallow', path])];
      const line = ([field, value]: string[]) => `${field!}: ${value!}`;
      const sitemap = line(['Sitemap', `${siteOrigin()}/sitemap.xml`]);
      return c.text(`${rules.map(line).join('\n')}\n\n${sitemap}\n`, 200);
    });
}

export const siteRoutes = siteFileRoutes();
