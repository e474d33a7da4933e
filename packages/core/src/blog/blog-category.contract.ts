import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { BlogCategoryFilters, BlogCategoryInfo, BlogCategoryInput } from './blog-category.schema.js';

/**
 * Blog categories (spec section 7: `GET /api/admin/category?language`, `GET, POST, DELETE
 * /api/admin/category/{id}`). The catalogue's categories are menus (decision 0004); this `category` is
 * the blog's, as the spec's Content section names it.
 */
export const BlogCategoryContract = contract({
  group: permissionGroup('blog_category'),
  path: 'category',
  input: BlogCategoryInput,
  info: BlogCategoryInfo,
  filters: BlogCategoryFilters,
  batchData: BlogCategoryFilters,
});
