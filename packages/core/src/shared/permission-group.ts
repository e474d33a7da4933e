/**
 * What a permission group is: a resource's actions under its names. Each domain declares its own
 * groups in `<domain>.permissions.ts` (`PERMISSION_GROUPS`); `permission-groups.gen.ts` joins them
 * (scripts/registry.ts). Plain TypeScript: the web bundle reads it too.
 */
export const ITEM_ACTIONS = ['get', 'create', 'update', 'destroy'] as const;
export const LIST_ACTIONS = ['get', 'batch_update', 'batch_destroy'] as const;
export type Action = (typeof ITEM_ACTIONS)[number] | (typeof LIST_ACTIONS)[number];

export interface PermissionGroup {
  /** Stable key, also the i18n key suffix: `permissions.groups.<key>`. */
  key: string;
  singular: string;
  plural: string;
  /** Which actions the resource has; most have all. */
  item?: readonly (typeof ITEM_ACTIONS)[number][];
  list?: readonly (typeof LIST_ACTIONS)[number][];
  /**
   * Permissions beyond the resource's actions, guarding part of a write rather than a route (a page's
   * css and scripts): listed in the group after its actions. Each is `'<action> <resource>'` too.
   */
  extra?: readonly string[];
}
