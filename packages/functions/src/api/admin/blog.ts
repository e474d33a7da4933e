import { Article } from '@shop/core/blog/article';
import { ArticleContract } from '@shop/core/blog/article.contract';
import { BlogCategory } from '@shop/core/blog/blog-category';
import { BlogCategoryContract } from '@shop/core/blog/blog-category.contract';
import { resourceRouter } from '../resource.js';

/** `/api/admin/article` (decision 0034). */
export const articleRoutes = resourceRouter(ArticleContract, {
  list: (query, filters, { language }) => Article.list(query, language, filters),
  options: (query, filters, { language }) => Article.options(query, language, { visibled: filters.visibled }),
  get: (id, { language }) => Article.get(id, language),
  add: (input, { language }) => Article.create(input, language),
  edit: (id, input, { language }) => Article.update(id, input, language),
  remove: (id) => Article.remove(id),
  batchUpdate: (ids, data) => Article.batchUpdate(ids, data),
  batchRemove: (ids) => Article.batchRemove(ids),
});

/** `/api/admin/category`: the blog's categories (decision 0034). */
export const blogCategoryRoutes = resourceRouter(BlogCategoryContract, {
  list: (query, filters, { language }) => BlogCategory.list(query, language, filters),
  options: (query, filters, { language }) => BlogCategory.options(query, language, filters),
  get: (id, { language }) => BlogCategory.get(id, language),
  add: (input, { language }) => BlogCategory.create(input, language),
  edit: (id, input, { language }) => BlogCategory.update(id, input, language),
  remove: (id) => BlogCategory.remove(id),
  batchUpdate: (ids, data) => BlogCategory.batchUpdate(ids, data),
  batchRemove: (ids) => BlogCategory.batchRemove(ids),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [
  ['/article', articleRoutes],
  ['/category', blogCategoryRoutes],
] as const;
