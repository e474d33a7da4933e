import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { PublicCache } from '../shared/public-cache.js';
import { References } from '../shared/references.js';
import { Repository } from '../shared/repository.js';
import type { MovedUrl } from '../shared/url-history.js';
import { articleEntity, type ArticleRecord } from './article.entity.js';
import type { StoreArticle, StoreBlogCategoryPage } from './article.schema.js';
import { blogCategoryEntity, type BlogCategoryRecord } from './blog-category.entity.js';

/**
 * The blog's stores, references and storefront caches: only blog/ imports this file (eslint.config.js).
 * Every committed blog write empties every blog cache of this process (decision 0034); other processes
 * follow within the caches' lifetimes.
 */

/**
 * Article pages as shoppers see them, by url, language and price view: 10 s, like product pages
 * (decision 0025); misses (`null`) and renamed urls (decision 0040) included.
 */
export const articlePages = new PublicCache<StoreArticle | MovedUrl | null>(10_000, 500);
/** Category pages (the category and a page of its articles), by url, language, page and size; misses and renamed urls too. */
export const blogCategoryPages = new PublicCache<StoreBlogCategoryPage | MovedUrl | null>(30_000, 500);
/** The visible categories, whole: a small set staff curate (article links, category pages, the sitemap). */
export const visibleBlogCategories = new PublicCache<BlogCategoryRecord[]>(30_000, 1);
/** Every visible article's url and last change for the sitemap, whole or by id range. */
export const sitemapArticles = new PublicCache<{ url: string; updated_at: string }[]>(60_000, 4);
/** The newest visible articles' records by count (the homepage's latest-articles widget, decision 0035). */
export const latestArticles = new PublicCache<ArticleRecord[]>(30_000, 20);

function blogChanged(): void {
  articlePages.invalidate();
  blogCategoryPages.invalidate();
  visibleBlogCategories.invalidate();
  sitemapArticles.invalidate();
  latestArticles.invalidate();
}

export const blogCategoryStore = new Repository<BlogCategoryRecord>({
  name: 'blog_category',
  entity: blogCategoryEntity,
  // A renamed blog item's old url keeps leading to it (decision 0040).
  unique: [{ field: 'url', value: (c) => c.url, history: true }],
  sortName: (c) => c.translations[DEFAULT_LANGUAGE]?.title ?? '',
  searchTexts: (c) => [...Object.values(c.translations).map((t) => t.title), c.url],
  filters: ['visibled'],
  changed: blogChanged,
});

export const articleStore = new Repository<ArticleRecord>({
  name: 'article',
  entity: articleEntity,
  unique: [{ field: 'url', value: (a) => a.url, history: true }],
  sortName: (a) => a.translations[DEFAULT_LANGUAGE]?.title ?? '',
  searchTexts: (a) => [...Object.values(a.translations).map((t) => t.title), a.url],
  // An article's transaction also carries its categories' items (decision 0034): fewer search entries.
  maxSearchTokens: 12,
  filters: ['visibled'],
  changed: blogChanged,
});

/** Which articles name a blog category (`ref#blog_category#<id>` / `article`): a category is deleted only without them. */
export const categoryArticles = new References(blogCategoryEntity, 'article');
/** Which menus link to a blog category (`ref#blog_category#<id>` / `menu`), kept by the content domain's menu writes. */
export const categoryMenus = new References(blogCategoryEntity, 'menu');
/** Which menus link to an article (`ref#article#<id>` / `menu`). */
export const articleMenus = new References(articleEntity, 'menu');
