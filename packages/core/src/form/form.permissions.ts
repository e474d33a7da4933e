import type { PermissionGroup } from '../shared/permission-group.js';

/** The form builder (`/admin/formbuilder`): forms and the submissions sent to them. */
export const PERMISSION_GROUPS = [
  { key: 'form', singular: 'form', plural: 'forms', list: ['get', 'batch_update', 'batch_destroy'] },
] as const satisfies readonly PermissionGroup[];
