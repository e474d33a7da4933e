/**
 * The permission catalogue: one source for the server's route guards, the role editor's tree and
 * the SPA's menu. A permission string is `'<action> <resource>'`; list-level actions use the plural
 * resource name (`get brands`, `batch_update brands`), item-level actions the singular one.
 * Imports only plain TypeScript so the web bundle can reuse it.
 */
import type { PermissionGroup, Action } from '../shared/permission-group.js';
import { ITEM_ACTIONS, LIST_ACTIONS } from '../shared/permission-group.js';
import { GROUPS } from './permission-groups.gen.js';

export { ITEM_ACTIONS, LIST_ACTIONS, type Action, type PermissionGroup } from '../shared/permission-group.js';
export { PAGE_SCRIPTS_PERMISSION } from '../content/content.permissions.js';

/*
 * `batch_update` exists only where a batch update makes sense: resources with an on/off flag
 * (enabled, visibled). Roles, groups, attributes and purchase orders have none (a purchase order
 * changes state one order at a time, with its own rules), so they have no `PUT …/batch` route and
 * no `batch_update` permission. Each domain lists its groups in its own `<domain>.permissions.ts`.
 */

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
