import type { PermissionGroup } from '../shared/permission-group.js';

/** Orders. */
export const PERMISSION_GROUPS = [
  // Orders are never deleted; a batch update moves the status of several (decision 0028).
  { key: 'order', singular: 'order', plural: 'orders', item: ['get', 'create', 'update'], list: ['get', 'batch_update'] },
] as const satisfies readonly PermissionGroup[];
