/**
 * The permission catalogue: one source for the server's route guards, the role editor's tree and
 * the SPA's menu. A permission string is `'<action> <resource>'`; list-level actions use the plural
 * resource name (`get brands`, `batch_update brands`), item-level actions the singular one.
 * Imports only plain TypeScript so the web bundle can reuse it.
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

/**
 * Who may change a page's css and header/footer scripts (code that runs on the storefront): a
 * permission of its own, beside `update page`, checked by the page's writes (decision 0033).
 */
export const PAGE_SCRIPTS_PERMISSION = 'update page_scripts';

/**
 * `batch_update` exists only where a batch update makes sense: resources with an on/off flag
 * (enabled, visibled). Roles, groups, attributes and purchase orders have none (a purchase order
 * changes state one order at a time, with its own rules), so they have no `PUT …/batch` route and
 * no `batch_update` permission.
 */
const GROUPS = [
  { key: 'role', singular: 'role', plural: 'roles', list: ['get', 'batch_destroy'] },
  { key: 'account', singular: 'admin', plural: 'admins' },
  { key: 'group', singular: 'group', plural: 'groups', list: ['get', 'batch_destroy'] },
  { key: 'brand', singular: 'brand', plural: 'brands' },
  { key: 'customer', singular: 'user', plural: 'users' },
  { key: 'configuration', singular: 'configuration', plural: 'configurations', item: ['get', 'update'], list: [] },
  { key: 'product', singular: 'product', plural: 'products' },
  { key: 'attribute', singular: 'attribute', plural: 'attributes', list: ['get', 'batch_destroy'] },
  { key: 'menu', singular: 'menu', plural: 'menus' },
  { key: 'warehouse', singular: 'warehouse', plural: 'warehouses' },
  { key: 'inventory', singular: 'inventory', plural: 'inventories', item: ['get', 'update'], list: ['get'] },
  { key: 'supplier', singular: 'supplier', plural: 'suppliers' },
  { key: 'po', singular: 'po', plural: 'pos', list: ['get', 'batch_destroy'] },
  // Creating a shipping method is `update configuration` (spec section 6; ShippingContract).
  { key: 'shipping', singular: 'shipping_setting', plural: 'shipping_settings', item: ['get', 'update', 'destroy'] },
  // Orders are never deleted; a batch update moves the status of several (decision 0028).
  { key: 'order', singular: 'order', plural: 'orders', item: ['get', 'create', 'update'], list: ['get', 'batch_update'] },
  { key: 'page', singular: 'page', plural: 'pages', extra: [PAGE_SCRIPTS_PERMISSION] },
  { key: 'block', singular: 'block', plural: 'blocks' },
  { key: 'slider', singular: 'slider', plural: 'sliders' },
  // The blog (decision 0034): its categories are `blog_category`, apart from the catalogue's (menus).
  { key: 'article', singular: 'article', plural: 'articles' },
  { key: 'blog_category', singular: 'blog_category', plural: 'blog_categories' },
  // Staff announcements (decision 0036); reading those addressed to you needs no permission.
  { key: 'announcement', singular: 'announcement', plural: 'announcements' },
] as const satisfies readonly PermissionGroup[];

/** A permission group's key: what a resource contract names (`contract({ group: 'brand' })`). */
export type PermissionKey = (typeof GROUPS)[number]['key'];
export const PERMISSION_GROUPS: readonly (PermissionGroup & { key: PermissionKey })[] = GROUPS;

/** One group of the catalogue by key (a typo is a type error): what a resource contract names. */
export function permissionGroup<K extends PermissionKey>(key: K): Extract<(typeof GROUPS)[number], { key: K }> {
  return GROUPS.find((g) => g.key === key) as Extract<(typeof GROUPS)[number], { key: K }>;
}

export const permission = (action: Action, resource: string): string => `${action} ${resource}`;

export function groupPermissions(group: PermissionGroup): string[] {
  const item = group.item ?? ITEM_ACTIONS;
  const list = group.list ?? LIST_ACTIONS;
  return [
    ...list.filter((a) => a === 'get').map((a) => permission(a, group.plural)),
    ...item.map((a) => permission(a, group.singular)),
    ...list.filter((a) => a !== 'get').map((a) => permission(a, group.plural)),
    ...(group.extra ?? []),
  ];
}

export const ALL_PERMISSIONS: readonly string[] = PERMISSION_GROUPS.flatMap(groupPermissions);

export interface PermissionNode {
  key: string;
  title: string;
  children?: PermissionNode[];
}

/** The tree `GET /api/admin/role/permission` returns: groups with leaf permission strings. */
export function permissionTree(): PermissionNode[] {
  return PERMISSION_GROUPS.map((group) => ({
    key: group.key,
    title: group.key,
    children: groupPermissions(group).map((p) => ({ key: p, title: p })),
  }));
}

/** Per-resource action lists, as the spec describes the role's permission map. */
export function permissionMap(list: readonly string[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const entry of list) {
    const [action, resource] = entry.split(' ');
    if (!action || !resource) continue;
    (map[resource] ??= []).push(action);
  }
  return map;
}

export function hasPermission(list: readonly string[] | undefined, required: string): boolean {
  return Boolean(list?.includes(required));
}

export const SUPER_ADMIN_ROLE_ID = 1;
