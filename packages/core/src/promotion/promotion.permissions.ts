import type { PermissionGroup } from '../shared/permission-group.js';

/** Promotions and coupons (`/admin/promotion`, issue 29 §1). */
export const PERMISSION_GROUPS = [
  {
    key: 'promotion',
    singular: 'promotion',
    plural: 'promotions',
    list: ['get', 'batch_destroy'],
    item: ['get', 'create', 'update', 'destroy'],
  },
] as const satisfies readonly PermissionGroup[];
