import { Hono } from 'hono';
import { Article } from '@shop/core/blog/article';
import { Listing } from '@shop/core/catalog/listing';
import { Menu } from '@shop/core/content/menu';
import { Page } from '@shop/core/content/page';
import { env } from '@shop/core/shared/env';
import { DEFAULT_LANGUAGE } from '@shop/core/shared/i18n';
import type { AppEnv } from './context.js';
import { publicCaching } from './middleware/public-cache.js';
import { doc } from './openapi.js';

/** The sitemap protocol's limit per file; a larger catalogue lists its newest products (decision 0026). */
export const SITEMAP_MAX_URLS = 50_000;

/** Paths the storefront keeps from crawlers: the back office, the shopper's own pages, checkout and the API. */
export const ROBOTS_DISALLOWED = ['/admin', '/account', '/checkout', '/api'] as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

const siteOrigin = () => new URL(env().APP_URL).origin;

function urlEntry(origin: string, path: string, lastmod?: string): string {
  const loc = escapeXml(`${origin}${path}`);
  return lastmod ? `<url><loc>${loc}</loc><lastmod>${lastmod.slice(0, 10)}</lastmod></url>` : `<url><loc>${loc}</loc></url>`;
}

/**
 * `GET /sitemap.xml` and `GET /robots.txt`, at the site's root (not under /api): the homepage, the
 * enabled categories, the enabled pages (at `/{url}`, where menus link to them; decision 0033), the
 * visible blog categories and articles (decision 0034) and the visible products. Brands have no
 * storefront page yet, so none is listed.
 */
export const siteRoutes = new Hono<AppEnv>()
  .get(
    '/sitemap.xml',
    doc({
      summary: 'The sitemap: homepage, enabled categories and pages, visible blog categories and articles, visible products',
      media: 'application/xml',
    }),
    ...publicCaching,
    async (c) => {
      const origin = siteOrigin();
      const [categories, pages, products, blogCategories, articles] = await Promise.all([
        Menu.storefrontCategories(DEFAULT_LANGUAGE),
        Page.sitemap(),
        Listing.visibleUrls(),
        Article.visibleCategoryUrls(),
        Article.visibleUrls(),
      ]);
      const urls = [
        urlEntry(origin, '/'),
        ...categories.map((m) => urlEntry(origin, `/category/${encodeURIComponent(m.url)}`)),
        ...pages.map((p) => urlEntry(origin, `/${encodeURIComponent(p.url)}`, p.updated_at)),
        ...blogCategories.map((url) => urlEntry(origin, `/blog/category/${encodeURIComponent(url)}`)),
        // Newest first, so a site past the limit keeps its latest articles and products.
        ...[...articles].reverse().map((a) => urlEntry(origin, `/blog/article/${encodeURIComponent(a.url)}`, a.updated_at)),
        ...[...products].reverse().map((p) => urlEntry(origin, `/product/${encodeURIComponent(p.url)}`, p.updated_at)),
      ].slice(0, SITEMAP_MAX_URLS);
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
      return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8' });
    },
  )
  .get('/robots.txt', doc({ summary: 'Rules for crawlers, naming the sitemap', media: 'text/plain' }), ...publicCaching, (c) => {
    const rules = [['User-agent', '*'], ['Allow', '/'], ...ROBOTS_DISALLOWED.map((path) => ['Disallow', path])];
    const line = ([field, value]: string[]) => `${field!}: ${value!}`;
    const sitemap = line(['Sitemap', `${siteOrigin()}/sitemap.xml`]);
    return c.text(`${rules.map(line).join('\n')}\n\n${sitemap}\n`, 200);
  });
