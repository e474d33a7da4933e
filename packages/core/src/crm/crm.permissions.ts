import type { PermissionGroup } from '../shared/permission-group.js';

/** The CRM: lead statuses and leads. */
export const PERMISSION_GROUPS = [
  { key: 'status', singular: 'status', plural: 'statuses', list: ['get', 'batch_destroy'] },
  { key: 'lead', singular: 'lead', plural: 'leads', item: ['get', 'create', 'update'], list: ['get'] },
] as const satisfies readonly PermissionGroup[];
