import type { MenuRecord } from './menu.entity.js';
import { Product } from '../catalog/product.js';
import { filePath } from '../shared/files.js';
import { pickTranslation } from '../shared/i18n.js';
import { TOP_LEVEL } from './menu.entity.js';
import {
  MENU_TRANSLATED,
  menuFields,
  storefrontLink,
  type MenuAncestor,
  type MenuInfo,
  type MenuNode,
  type MenuRow,
  type StoreMenuNode,
} from './menu.schema.js';

/* How menus read (content/menu.ts): the admin's rows, nodes and edit screen, and the storefront's tree. */

export const titleOf = (record: MenuRecord, language: string) => pickTranslation(record.translations, ['title'], language).title ?? '';

/** `display_title`: the titles from the top-level menu down to this one, joined with ' > '. */
const DISPLAY_SEPARATOR = ' > ';

function coreFields(record: MenuRecord, language: string) {
  // The other texts are the edit screen's (toInfo).
  const { short_description: _text, meta_title: _metaTitle, meta_description: _metaText, ...shown } = menuFields.present(record, language);
  return {
    id: record.id,
    parent_id: record.parent_id === TOP_LEVEL ? null : record.parent_id,
    url: record.url,
    order: record.order,
    ...shown,
    image_path: filePath(record.image),
  };
}

export function toRow(record: MenuRecord, chain: readonly MenuRecord[], language: string): MenuRow {
  const titles = [...chain].reverse().map((r) => titleOf(r, language));
  const core = coreFields(record, language);
  return {
    ...core,
    level: chain.length + 1,
    display_title: [...titles, core.title].join(DISPLAY_SEPARATOR),
    parent_name: chain[0] ? titleOf(chain[0], language) : null,
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

function toAncestor(chain: readonly MenuRecord[], language: string): MenuAncestor | null {
  const [parent, ...rest] = chain;
  if (!parent) return null;
  return { ...coreFields(parent, language), parent_recursive: toAncestor(rest, language) };
}

/** The subtree under `parentId` as nested nodes, sorted by order at every level. */
export function nodes(
  index: ReadonlyMap<number, MenuRecord[]>,
  parentId: number,
  level: number,
  trail: readonly string[],
  language: string,
  seen: Set<number> = new Set(),
): MenuNode[] {
  return (index.get(parentId) ?? [])
    .filter((r) => !seen.has(r.id))
    .map((record) => {
      seen.add(record.id);
      const core = coreFields(record, language);
      const path = [...trail, core.title];
      return {
        ...core,
        level,
        display_title: path.join(DISPLAY_SEPARATOR),
        updated_at: record.updated_at,
        menus_recursive: nodes(index, record.id, level + 1, path, language, seen),
      };
    });
}

/** Products filed under a category menu (ids, newest first; the catalogue's); other menu types hold none. */
export async function categoryProducts(record: MenuRecord): Promise<number[]> {
  if (record.type !== 'category') return [];
  return Product.idsInCategory(record.id);
}

export async function toInfo(record: MenuRecord, chain: readonly MenuRecord[], children: MenuNode[], language: string): Promise<MenuInfo> {
  const row = toRow(record, chain, language);
  const text = pickTranslation(record.translations, MENU_TRANSLATED, language);
  return {
    ...row,
    short_description: text.short_description ?? '',
    meta_title: text.meta_title ?? '',
    meta_description: text.meta_description ?? '',
    products: await categoryProducts(record),
    parent_recursive: toAncestor(chain, language),
    menus_recursive: children,
  };
}

export function storeNodes(
  index: ReadonlyMap<number, MenuRecord[]>,
  parentId: number,
  language: string,
  seen = new Set<number>(),
): StoreMenuNode[] {
  return (index.get(parentId) ?? [])
    .filter((r) => !seen.has(r.id))
    .map((record) => {
      seen.add(record.id);
      const text = pickTranslation(record.translations, ['title', 'short_description'], language);
      return {
        id: record.id,
        title: text.title ?? '',
        short_description: text.short_description ?? '',
        type: record.type,
        url: record.url,
        link: storefrontLink(record.type, record.url),
        open_in_current_tab: record.open_in_current_tab,
        display_in_mobile: record.display_in_mobile,
        display_in_desktop: record.display_in_desktop,
        image: record.image ?? null,
        image_path: filePath(record.image),
        menus_recursive: storeNodes(index, record.id, language, seen),
      };
    });
}
