import type { PermissionGroup } from '../shared/permission-group.js';

/**
 * Physical stores and their till (issue 29 §3): the stores staff set up, and the POS sales cashiers
 * make, look up and take back. A sale is an order (channel `pos`); its refunds are the order's.
 */
export const PERMISSION_GROUPS = [
  { key: 'store', singular: 'store', plural: 'stores' },
  { key: 'pos', singular: 'pos sale', plural: 'pos sales', item: ['get', 'create', 'update'], list: ['get'] },
] as const satisfies readonly PermissionGroup[];
