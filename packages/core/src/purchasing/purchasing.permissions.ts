import type { PermissionGroup } from '../shared/permission-group.js';

/** Suppliers and purchase orders. */
export const PERMISSION_GROUPS = [
  { key: 'supplier', singular: 'supplier', plural: 'suppliers' },
  { key: 'po', singular: 'po', plural: 'pos', list: ['get', 'batch_destroy'] },
] as const satisfies readonly PermissionGroup[];
