import type { PermissionGroup } from '../shared/permission-group.js';

/** Staff announcements (decision 0036); reading those addressed to you needs no permission. */
export const PERMISSION_GROUPS = [
  { key: 'announcement', singular: 'announcement', plural: 'announcements' },
] as const satisfies readonly PermissionGroup[];
