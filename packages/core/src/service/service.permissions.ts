import type { PermissionGroup } from '../shared/permission-group.js';

/** Service applications (`/admin/service`): staff review what shoppers applied for. */
export const PERMISSION_GROUPS = [
  { key: 'application', singular: 'application', plural: 'applications', item: ['get', 'update'], list: ['get'] },
] as const satisfies readonly PermissionGroup[];
