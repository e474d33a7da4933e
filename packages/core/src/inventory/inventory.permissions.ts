import type { PermissionGroup } from '../shared/permission-group.js';

/** Warehouses and the stock they hold. */
export const PERMISSION_GROUPS = [
  { key: 'warehouse', singular: 'warehouse', plural: 'warehouses' },
  { key: 'inventory', singular: 'inventory', plural: 'inventories', item: ['get', 'update'], list: ['get'] },
] as const satisfies readonly PermissionGroup[];
