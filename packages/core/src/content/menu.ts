import { Categories } from '../catalog/categories.js';
import type { ListQuery, Page } from '../shared/paging.js';
import { TOP_LEVEL } from './menu.entity.js';
import type { MenuInfo, MenuNode, MenuRow, MenuType } from './menu.schema.js';
import { menuStore } from './menu.store.js';
import { MenuStorefront } from './menu-storefront.js';
import { allMenus, chainOf, childIndex, withAncestors } from './menu-tree.js';
import { nodes, titleOf, toInfo, toRow } from './menu-views.js';
import { pageUrl } from './menu-write-items.js';
import { MenuWrites } from './menu-writes.js';
import { pageLinks } from './page.store.js';

/**
 * Menus: the storefront navigation tree, whose `category` menus are the product categories.
 * Ordering rules (spec section 4, decision 0004): orders step by 100 and are unique among siblings;
 * a move that lands on a sibling's order renumbers the neighbours in the same transaction; a new
 * parent puts the menu last among its new siblings. The writes are menu-writes.ts, the storefront's
 * reads menu-storefront.ts; the back office's reads and the seed's syncs are here.
 */
export const Menu = {
  /** The paged admin list (columns id, title, parent name, level, type, order, enabled, updated date). */
  async list(
    query: ListQuery,
    language: string,
    filters: { enabled?: boolean; type?: MenuType; parent_id?: number | null } = {},
  ): Promise<Page<MenuRow>> {
    const { parent_id, ...rest } = filters;
    const page = await menuStore.list(query, {
      ...rest,
      parent_id: parent_id === undefined ? undefined : (parent_id ?? TOP_LEVEL),
    });
    const known = await withAncestors(page.data);
    return { ...page, data: page.data.map((m) => toRow(m, chainOf(m, known), language)) };
  },

  /** Every menu, parents before their children and siblings by order (selects, the drag screen). */
  async flat(language: string): Promise<MenuRow[]> {
    const all = await allMenus();
    const index = childIndex(all, true);
    const known = new Map(all.map((r) => [r.id, r]));
    const rows: MenuRow[] = [];
    const visit = (parentId: number, seen: Set<number>) => {
      for (const record of index.get(parentId) ?? []) {
        if (seen.has(record.id)) continue;
        seen.add(record.id);
        rows.push(toRow(record, chainOf(record, known), language));
        visit(record.id, seen);
      }
    };
    visit(TOP_LEVEL, new Set());
    return rows;
  },

  /** The whole tree: top-level menus by order, each with `menus_recursive`. */
  async tree(language: string): Promise<MenuNode[]> {
    return nodes(childIndex(await allMenus(), true), TOP_LEVEL, 1, [], language);
  },

  async get(id: number, language: string): Promise<MenuInfo> {
    const record = await menuStore.get(id);
    const all = await allMenus();
    const known = new Map(all.map((r) => [r.id, r]));
    known.set(record.id, record);
    const chain = chainOf(record, known);
    const trail = [...chain]
      .reverse()
      .map((r) => titleOf(r, language))
      .concat(titleOf(record, language));
    const children = nodes(childIndex(all, false), record.id, chain.length + 2, trail, language, new Set([record.id]));
    return toInfo(record, chain, children, language);
  },

  /** Whether a menu with this id exists. */
  async exists(id: number): Promise<boolean> {
    return (await menuStore.find(id)) !== undefined;
  },

  /**
   * Brings the catalogue's category set and category urls of menus saved before them up to date
   * (idempotent: set ADD of every category menu, a url only where it differs; menus are one small
   * Query). Run by the seed on every start.
   */
  async syncCategories(): Promise<void> {
    await Categories.backfill((await allMenus()).filter((m) => m.type === 'category'));
  },

  /**
   * Brings the pages' link sets of menus saved before them up to date (idempotent set ADDs; menus are
   * one small Query). Run by the seed on every start, like `syncCategories`.
   */
  async syncPageLinks(): Promise<void> {
    const byUrl = new Map<string, number[]>();
    for (const menu of await allMenus()) {
      const url = pageUrl(menu);
      if (url) byUrl.set(url, [...(byUrl.get(url) ?? []), menu.id]);
    }
    for (const [url, ids] of byUrl) await pageLinks.backfill(url, ids);
  },

  /** `display_title`s of these menus (unknown ids left out): naming the menus that link to a page. */
  async displayTitles(ids: readonly number[], language: string): Promise<string[]> {
    const records = await menuStore.getMany(ids);
    const known = await withAncestors(records);
    return records.map((record) => toRow(record, chainOf(record, known), language).display_title);
  },

  /** The category menu with this url (storefront /category/{url}), if any. */
  async categoryByUrl(url: string, language: string): Promise<MenuInfo | undefined> {
    const id = await menuStore.findIdByUnique('url', url);
    if (id === undefined) return undefined;
    const record = await menuStore.find(id);
    if (!record || record.type !== 'category') return undefined;
    return Menu.get(id, language);
  },

  ...MenuWrites,
  ...MenuStorefront,
};
