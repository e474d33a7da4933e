import type { PermissionGroup } from '../shared/permission-group.js';

/** The shop's customers (the spec's `user`). */
export const PERMISSION_GROUPS = [{ key: 'customer', singular: 'user', plural: 'users' }] as const satisfies readonly PermissionGroup[];
