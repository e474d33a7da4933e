import type { MenuNode } from '@shop/core/content/menu.schema';
import { moveItem } from '../../lib/move-item';
/**
 * The drag-ordering screen's tree rules, free of React: moving a menu in the local tree, and the
 * generic updates (`order` / `parent_id`) that make the server agree. The server (core
 * content/menu.ts) renumbers neighbours in steps of 100 when an order collides: a menu sent down
 * onto a sibling's order goes after it, sent up goes before it; a new parent puts it last.
 */
export interface TreeNode {
  id: number;
  title: string;
  type: string;
  enabled: boolean;
  order: number;
  parentId: number | null;
  children: TreeNode[];
}

/** A node of `GET /api/admin/menu/tree` (the core schema's). */
export type MenuNodeInfo = MenuNode;

export const toTree = (nodes: MenuNodeInfo[], parentId: number | null = null): TreeNode[] =>
  nodes.map((n) => ({
    id: n.id,
    title: n.title,
    type: n.type,
    enabled: n.enabled,
    order: n.order,
    parentId,
    children: toTree(n.menus_recursive ?? [], n.id),
  }));

export interface FlatNode {
  node: TreeNode;
  depth: number;
  parentId: number | null;
  index: number;
}

/** The tree in display order, each node with its depth; `skip` leaves out a subtree (the one dragged). */
export function flatten(tree: TreeNode[], skip?: number, depth = 0, parentId: number | null = null): FlatNode[] {
  return tree.flatMap((node, index) => [
    { node, depth, parentId, index },
    ...(node.id === skip ? [] : flatten(node.children, skip, depth + 1, node.id)),
  ]);
}

export function childrenOf(tree: TreeNode[], parentId: number | null): TreeNode[] {
  if (parentId === null) return tree;
  for (const node of tree) {
    if (node.id === parentId) return node.children;
    const found = findChildren(node.children, parentId);
    if (found) return found;
  }
  return [];
}

function findChildren(tree: TreeNode[], parentId: number): TreeNode[] | undefined {
  for (const node of tree) {
    if (node.id === parentId) return node.children;
    const found = findChildren(node.children, parentId);
    if (found) return found;
  }
  return undefined;
}

export function find(tree: TreeNode[], id: number): FlatNode | undefined {
  return flatten(tree).find((f) => f.node.id === id);
}

/** Whether `id` is `ancestor` or lies inside its subtree. */
export function isInside(tree: TreeNode[], ancestor: number, id: number): boolean {
  const start = find(tree, ancestor);
  return Boolean(start && (ancestor === id || flatten(start.node.children).some((f) => f.node.id === id)));
}

/** The tree with menu `id` moved to position `index` among the children of `parentId`. */
export function applyMove(tree: TreeNode[], id: number, parentId: number | null, index: number): TreeNode[] {
  const moving = find(tree, id)?.node;
  if (!moving) return tree;
  const without = (nodes: TreeNode[]): TreeNode[] => nodes.filter((n) => n.id !== id).map((n) => ({ ...n, children: without(n.children) }));
  const insert = (nodes: TreeNode[], parent: number | null): TreeNode[] => {
    if (parent === parentId) {
      const next = [...nodes];
      next.splice(Math.max(0, Math.min(index, next.length)), 0, { ...moving, parentId });
      return next.map((n) => (n.id === id ? n : { ...n, children: insert(n.children, n.id) }));
    }
    return nodes.map((n) => ({ ...n, children: insert(n.children, n.id) }));
  };
  return insert(without(tree), null);
}

/**
 * The generic updates for a move, in order. Same parent: the order of the sibling whose place it
 * takes. New parent: `parent_id` (the server puts it last), then, unless it should be last, the order
 * of the sibling it should come before.
 */
export function updatesFor(tree: TreeNode[], id: number, parentId: number | null, index: number): Record<string, number | null>[] {
  const current = find(tree, id);
  if (!current) return [];
  if (current.parentId === parentId) {
    const siblings = childrenOf(tree, parentId);
    const target = siblings[index];
    if (index === current.index || !target) return [];
    return [{ order: target.order }];
  }
  const siblings = childrenOf(tree, parentId);
  const updates: Record<string, number | null>[] = [{ parent_id: parentId }];
  const before = siblings[index];
  if (before) updates.push({ order: before.order });
  return updates;
}

/** Where the dragged row lands: depth from the horizontal offset, bounded by its neighbours. */
export function projection(items: FlatNode[], activeId: number, overId: number, offsetX: number, indent: number) {
  const overIndex = items.findIndex((i) => i.node.id === overId);
  const activeIndex = items.findIndex((i) => i.node.id === activeId);
  const active = items[activeIndex];
  if (!active || overIndex < 0) return undefined;
  const moved = moveItem(items, activeIndex, overIndex);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = next ? next.depth : 0;
  const depth = Math.min(maxDepth, Math.max(minDepth, active.depth + Math.round(offsetX / indent)));
  let parentId: number | null = null;
  if (depth > 0 && previous) {
    if (depth === previous.depth) parentId = previous.parentId;
    else if (depth > previous.depth) parentId = previous.node.id;
    else
      parentId =
        moved
          .slice(0, overIndex)
          .reverse()
          .find((i) => i.depth === depth)?.parentId ?? null;
  }
  // Its place among the new siblings: how many of them come before it in the moved list.
  const index = moved.slice(0, overIndex).filter((i) => i.parentId === parentId && i.depth === depth).length;
  return { depth, parentId, index };
}
