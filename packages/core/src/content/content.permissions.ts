import type { PermissionGroup } from '../shared/permission-group.js';

/**
 * Who may change a page's css and header/footer scripts (code that runs on the storefront): a
 * permission of its own, beside `update page`, checked by the page's writes (decision 0033).
 */
export const PAGE_SCRIPTS_PERMISSION = 'update page_scripts';

/** Menus (the catalogue's categories), pages, blocks and sliders. */
export const PERMISSION_GROUPS = [
  { key: 'menu', singular: 'menu', plural: 'menus' },
  { key: 'page', singular: 'page', plural: 'pages', extra: [PAGE_SCRIPTS_PERMISSION] },
  { key: 'block', singular: 'block', plural: 'blocks' },
  { key: 'slider', singular: 'slider', plural: 'sliders' },
] as const satisfies readonly PermissionGroup[];
