import type { PermissionGroup } from '../shared/permission-group.js';

/** The catalogue. */
export const PERMISSION_GROUPS = [
  { key: 'brand', singular: 'brand', plural: 'brands' },
  { key: 'product', singular: 'product', plural: 'products' },
  { key: 'attribute', singular: 'attribute', plural: 'attributes', list: ['get', 'batch_destroy'] },
] as const satisfies readonly PermissionGroup[];
