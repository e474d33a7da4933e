import { ValidationError } from '../shared/errors.js';
import { menuEntity, TOP_LEVEL, type MenuRecord } from './menu.entity.js';
import { menuStore } from './menu.store.js';

/*
 * The menu tree as stored (content/menu.ts): every menu in one Query of the list partition, a menu's
 * children on the byParent index, and a menu's ancestors.
 */

/**
 * Every menu (or every enabled one) in one paginated Query of the menu list partition (gsi1). Menus
 * are a small, admin-curated set — tens to a few hundred — so the tree is built from this one read.
 */
export async function allMenus(options: { enabledOnly?: boolean } = {}): Promise<MenuRecord[]> {
  const query = menuEntity.query.listById({});
  const { data } = options.enabledOnly
    ? await query.where(({ enabled }, { eq }) => eq(enabled, true)).go({ pages: 'all' })
    : await query.go({ pages: 'all' });
  return data as MenuRecord[];
}

/** The children of a menu (or the top-level menus for `TOP_LEVEL`), via the byParent index. */
export async function childrenOf(parentId: number): Promise<MenuRecord[]> {
  const { data } = await menuEntity.query.byParent({ parent_id: parentId }).go({ pages: 'all' });
  return data as MenuRecord[];
}

const byOrder = (a: MenuRecord, b: MenuRecord) => a.order - b.order || a.id - b.id;

/** Children per parent id, each list sorted by order. */
export function childIndex(records: readonly MenuRecord[], orphansAtTop: boolean): Map<number, MenuRecord[]> {
  const ids = new Set(records.map((r) => r.id));
  const index = new Map<number, MenuRecord[]>();
  for (const record of records) {
    // A menu whose parent is gone would be unreachable; the back office still shows it at the top.
    const parent = orphansAtTop && !ids.has(record.parent_id) ? TOP_LEVEL : record.parent_id;
    const list = index.get(parent) ?? [];
    list.push(record);
    index.set(parent, list);
  }
  for (const list of index.values()) list.sort(byOrder);
  return index;
}

/**
 * The ancestors of the menu that would sit under `parentId`: [parent, grandparent, …]. Refuses a
 * missing parent and, when `movingId` is given, a parent inside the moving menu's own subtree.
 */
export async function parentChain(parentId: number, movingId?: number): Promise<MenuRecord[]> {
  const chain: MenuRecord[] = [];
  const seen = new Set<number>();
  let next = parentId;
  while (next !== TOP_LEVEL && !seen.has(next)) {
    if (next === movingId) {
      throw ValidationError.field('parent_id', 'A menu cannot be placed under itself or one of its submenus.');
    }
    const record = await menuStore.find(next);
    if (!record) {
      if (!chain.length) throw ValidationError.field('parent_id', 'The selected parent menu does not exist.');
      break;
    }
    chain.push(record);
    seen.add(next);
    next = record.parent_id;
  }
  return chain;
}

/** Loads the ancestors of the given records (level by level, one BatchGet per level). */
export async function withAncestors(records: readonly MenuRecord[]): Promise<Map<number, MenuRecord>> {
  const known = new Map(records.map((r) => [r.id, r]));
  const tried = new Set<number>();
  let wanted = [...new Set(records.map((r) => r.parent_id))];
  for (;;) {
    wanted = wanted.filter((id) => id !== TOP_LEVEL && !known.has(id) && !tried.has(id));
    if (!wanted.length) return known;
    for (const id of wanted) tried.add(id);
    const found = await menuStore.getMany(wanted);
    for (const record of found) known.set(record.id, record);
    wanted = [...new Set(found.map((r) => r.parent_id))];
  }
}

export function chainOf(record: MenuRecord, known: ReadonlyMap<number, MenuRecord>): MenuRecord[] {
  const chain: MenuRecord[] = [];
  const seen = new Set([record.id]);
  let next = record.parent_id;
  while (next !== TOP_LEVEL && !seen.has(next)) {
    const parent = known.get(next);
    if (!parent) break;
    chain.push(parent);
    seen.add(next);
    next = parent.parent_id;
  }
  return chain;
}

export async function childIds(id: number): Promise<number[]> {
  return menuStore.idsOn('byParent', { parent_id: id });
}
