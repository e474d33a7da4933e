import type { PermissionGroup } from '../shared/permission-group.js';

/**
 * Sales commissions (`/admin/calculation`, issue 29 §4; decision 0071): read-only. `get calculations`
 * lists the admins' totals of a month, `get calculation` opens one admin's lines, and the xlsx export
 * is a read of the same list.
 */
export const PERMISSION_GROUPS = [
  { key: 'calculation', singular: 'calculation', plural: 'calculations', item: ['get'], list: ['get'] },
] as const satisfies readonly PermissionGroup[];
