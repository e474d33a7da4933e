import type { PermissionGroup } from '../shared/permission-group.js';

/** The blog (decision 0034): its categories are `blog_category`, apart from the catalogue's (menus). */
export const PERMISSION_GROUPS = [
  { key: 'article', singular: 'article', plural: 'articles' },
  { key: 'blog_category', singular: 'blog_category', plural: 'blog_categories' },
] as const satisfies readonly PermissionGroup[];
