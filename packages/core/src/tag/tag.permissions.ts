import type { PermissionGroup } from '../shared/permission-group.js';

/** Customer tags (`/admin/tag`): named labels staff put on customers. */
export const PERMISSION_GROUPS = [
  { key: 'tag', singular: 'tag', plural: 'tags', list: ['get', 'batch_destroy'] },
] as const satisfies readonly PermissionGroup[];
