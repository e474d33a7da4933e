import { Hono } from 'hono';
import { Article } from '@shop/core/blog/article';
import { StoreArticle, StoreArticleQuery, StoreBlogCategoryPage, StoreBlogCategoryQuery } from '@shop/core/blog/article.schema';
import { NotFoundError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';
import { shopperView } from './shopper.js';

/**
 * The storefront's blog (decision 0034). `POST /api/article {language, url}` is the spec's (section 7);
 * a category's articles are `POST /api/blog/category`, because `POST /api/category` is the catalogue's
 * category listing (decision 0026). A hidden or unknown article or category answers 404 alike; an old
 * url of a visible one, 404 with `moved_to` (decision 0040).
 */
export const storeBlogRoutes = new Hono<AppEnv>()
  .post(
    '/article',
    doc({
      summary: 'An article page: content, date when shown, its visible categories and related products',
      response: StoreArticle,
      renamed: true,
    }),
    body(StoreArticleQuery),
    async (c) => {
      const { url, language } = c.req.valid('json');
      const { resolved, showPrices } = await shopperView(c, language);
      const article = await Article.storefront(url, resolved.slot, { language: resolved.slot, showPrices });
      if (!article) throw new NotFoundError();
      return c.json(article satisfies StoreArticle, 200);
    },
  )
  .post(
    '/blog/category',
    doc({
      summary: 'A blog category page: the category and a page of its visible articles, newest first',
      response: StoreBlogCategoryPage,
      renamed: true,
    }),
    body(StoreBlogCategoryQuery),
    async (c) => {
      const { url, language, page, per_page } = c.req.valid('json');
      const { resolved } = await shopperView(c, language);
      const found = await Article.storefrontCategory(url, resolved.slot, page, per_page);
      if (!found) throw new NotFoundError();
      return c.json(found satisfies StoreBlogCategoryPage, 200);
    },
  );
