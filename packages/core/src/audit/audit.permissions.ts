import type { PermissionGroup } from '../shared/permission-group.js';

/** Who exported customer or lead data (`/admin/export-log`): a read-only list (decision 0064). */
export const PERMISSION_GROUPS = [
  { key: 'export_log', singular: 'export_log', plural: 'export_logs', item: [], list: ['get'] },
] as const satisfies readonly PermissionGroup[];
