import type { PermissionGroup } from '../shared/permission-group.js';

/** The back office's people and what they may do. */
export const PERMISSION_GROUPS = [
  { key: 'role', singular: 'role', plural: 'roles', list: ['get', 'batch_destroy'] },
  { key: 'account', singular: 'admin', plural: 'admins' },
  { key: 'group', singular: 'group', plural: 'groups', list: ['get', 'batch_destroy'] },
] as const satisfies readonly PermissionGroup[];
