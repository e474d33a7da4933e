import type { PermissionGroup } from '../shared/permission-group.js';

/** HR. Holidays are listed, created and deleted, never edited (spec: list and create only). */
export const PERMISSION_GROUPS = [
  { key: 'holiday', singular: 'holiday', plural: 'holidays', item: ['get', 'create', 'destroy'], list: ['get', 'batch_destroy'] },
] as const satisfies readonly PermissionGroup[];
