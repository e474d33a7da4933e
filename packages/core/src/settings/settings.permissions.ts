import type { PermissionGroup } from '../shared/permission-group.js';

/** The shop's settings: one record, read and updated. */
export const PERMISSION_GROUPS = [
  { key: 'configuration', singular: 'configuration', plural: 'configurations', item: ['get', 'update'], list: [] },
] as const satisfies readonly PermissionGroup[];
