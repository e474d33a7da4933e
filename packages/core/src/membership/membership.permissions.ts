import type { PermissionGroup } from '../shared/permission-group.js';

/** Membership tiers and reward points (`/admin/membership`, issue 29 §2): one page of every tier. */
export const PERMISSION_GROUPS = [
  { key: 'membership_tier', singular: 'membership_tier', plural: 'membership_tiers', item: ['get', 'update'], list: ['get'] },
] as const satisfies readonly PermissionGroup[];
