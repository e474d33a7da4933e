import type { PermissionGroup } from '../shared/permission-group.js';

/** The CRM: lead statuses, leads, the log of contacts with them, and funnels. */
export const PERMISSION_GROUPS = [
  { key: 'status', singular: 'status', plural: 'statuses', list: ['get', 'batch_destroy'] },
  { key: 'lead', singular: 'lead', plural: 'leads', item: ['get', 'create', 'update'], list: ['get'] },
  { key: 'contact', singular: 'contact', plural: 'contacts', list: ['get', 'batch_destroy'] },
  { key: 'funnel', singular: 'funnel', plural: 'funnels', list: ['get', 'batch_destroy'] },
] as const satisfies readonly PermissionGroup[];
