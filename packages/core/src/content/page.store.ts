import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { PublicCache } from '../shared/public-cache.js';
import { References } from '../shared/references.js';
import { Repository } from '../shared/repository.js';
import type { MovedUrl } from '../shared/url-history.js';
import { pageEntity, type PageRecord } from './page.entity.js';
import type { StorePage } from './page.schema.js';

/**
 * The storefront's pages as shoppers see them (`Page.storefront`), by url and language, misses
 * (`null`) and renamed urls (decision 0040) included: kept 30 s per process and emptied by every page
 * write (decision 0033).
 */
export const storefrontPages = new PublicCache<StorePage | MovedUrl | null>(30_000, 500);
/** The enabled pages' urls for the sitemap, whole or by id range, kept briefly like the products' (decision 0026). */
export const sitemapPages = new PublicCache<{ url: string; updated_at: string }[]>(60_000, 4);

export const pageStore = new Repository<PageRecord>({
  name: 'page',
  entity: pageEntity,
  // A renamed page's old url keeps leading to it (decision 0040).
  unique: [{ field: 'url', value: (p) => p.url, history: true }],
  sortName: (p) => p.translations[DEFAULT_LANGUAGE]?.title ?? '',
  searchTexts: (p) => [...Object.values(p.translations).map((t) => t.title), p.url],
  filters: ['enabled'],
  changed: () => {
    storefrontPages.invalidate();
    sitemapPages.invalidate();
  },
});

/**
 * Menus of type `page` name a page by its url (spec section 2: they link to `/{url}`): the ids of the
 * menus naming each url, kept in the menus' own transactions (`ref#page#url#<url>` / `menu`). A page's
 * delete, or a change of its url, conditionally deletes its url's item, so a page a menu links to is
 * never deleted or moved away from under it, even in a race (decision 0033).
 */
export const pageLinks = new References<string>(pageEntity, 'menu', { field: 'url' });
