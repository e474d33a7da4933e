import type { PermissionGroup } from '../shared/permission-group.js';

/** Shipping methods. */
export const PERMISSION_GROUPS = [
  // Creating a shipping method is `update configuration` (spec section 6; ShippingContract).
  { key: 'shipping', singular: 'shipping_setting', plural: 'shipping_settings', item: ['get', 'update', 'destroy'] },
] as const satisfies readonly PermissionGroup[];
