import { BlogLinks } from '../blog/menu-links.js';
import { Categories } from '../catalog/categories.js';
import type { StoreCategory } from '../catalog/listing.schema.js';
import { Product } from '../catalog/product.js';
import { PagePaths, pagesChanged } from '../events/storefront.js';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { Files, newImages } from '../files/files.js';
import { filePath } from '../shared/files.js';
import { DEFAULT_LANGUAGE, pickTranslation } from '../shared/i18n.js';
import type { ListQuery, Page } from '../shared/paging.js';
import type { TransactItem } from '../shared/repository.js';
import { TABLE_NAME } from '../shared/dynamo.js';
import { MovedError } from '../shared/errors.js';
import { UrlHistory } from '../shared/url-history.js';
import { menuEntity, TOP_LEVEL, type MenuRecord } from './menu.entity.js';
import {
  lastOrder,
  MENU_TRANSLATED,
  menuFields,
  menuUrl,
  placeAmongSiblings,
  storefrontLink,
  type MenuAncestor,
  type MenuInfo,
  type MenuInput,
  type MenuNode,
  type MenuRow,
  type MenuType,
  type MenuUpdateInput,
  type OrderedSibling,
  type StoreMenuNode,
} from './menu.schema.js';
import { categoryMetas, menuStore, renamedCategories, storefrontMenus } from './menu.store.js';
import { pageLinks } from './page.store.js';

/**
 * Menus: the storefront navigation tree, whose `category` menus are the product categories.
 * Ordering rules (spec section 4, decision 0004): orders step by 100 and are unique among siblings;
 * a move that lands on a sibling's order renumbers the neighbours in the same transaction; a new
 * parent puts the menu last among its new siblings.
 */

// ---------------------------------------------------------------------------------------------
// Reads

/**
 * Every menu (or every enabled one) in one paginated Query of the menu list partition (gsi1). Menus
 * are a small, admin-curated set — tens to a few hundred — so the tree is built from this one read.
 */
async function allMenus(options: { enabledOnly?: boolean } = {}): Promise<MenuRecord[]> {
  const query = menuEntity.query.listById({});
  const { data } = options.enabledOnly
    ? await query.where(({ enabled }, { eq }) => eq(enabled, true)).go({ pages: 'all' })
    : await query.go({ pages: 'all' });
  return data as MenuRecord[];
}

/** The children of a menu (or the top-level menus for `TOP_LEVEL`), via the byParent index. */
async function childrenOf(parentId: number): Promise<MenuRecord[]> {
  const { data } = await menuEntity.query.byParent({ parent_id: parentId }).go({ pages: 'all' });
  return data as MenuRecord[];
}

const byOrder = (a: MenuRecord, b: MenuRecord) => a.order - b.order || a.id - b.id;

/** Children per parent id, each list sorted by order. */
function childIndex(records: readonly MenuRecord[], orphansAtTop: boolean): Map<number, MenuRecord[]> {
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
async function parentChain(parentId: number, movingId?: number): Promise<MenuRecord[]> {
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
async function withAncestors(records: readonly MenuRecord[]): Promise<Map<number, MenuRecord>> {
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

function chainOf(record: MenuRecord, known: ReadonlyMap<number, MenuRecord>): MenuRecord[] {
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

// ---------------------------------------------------------------------------------------------
// Shapes

const titleOf = (record: MenuRecord, language: string) => pickTranslation(record.translations, ['title'], language).title ?? '';

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

function toRow(record: MenuRecord, chain: readonly MenuRecord[], language: string): MenuRow {
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
function nodes(
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

/** A category still holding products cannot be deleted (the products would point at nothing). */
async function assertNoProducts(records: readonly MenuRecord[]): Promise<void> {
  for (const record of records) {
    const products = await categoryProducts(record);
    if (products.length) {
      throw ValidationError.field(
        'ids',
        `${titleOf(record, DEFAULT_LANGUAGE)} still holds ${products.length} product(s); move them first.`,
      );
    }
  }
}

/** Products filed under a category menu (ids, newest first; the catalogue's); other menu types hold none. */
async function categoryProducts(record: MenuRecord): Promise<number[]> {
  if (record.type !== 'category') return [];
  return Product.idsInCategory(record.id);
}

/**
 * The catalogue keeps the ids of the category menus (`Categories`, what products may be filed
 * under): a write that makes a menu a category, or stops it being one, changes that set in the same
 * transaction. It also keeps each category's url, so a product write names the category pages it
 * changes (decision 0043).
 */
function categoryItems(
  before: Pick<MenuRecord, 'id' | 'type' | 'url'> | undefined,
  after: Pick<MenuRecord, 'id' | 'type' | 'url'> | undefined,
): TransactItem[] {
  const was = before?.type === 'category';
  const is = after?.type === 'category';
  const named = is && (!was || before!.url !== after!.url) ? [Categories.named(after!.id, after!.url)] : [];
  if (was === is) return named;
  // A category stops being one only while no product is filed under it (`assertNoProducts` before
  // the write; `Product.unfileFromDeleted` after it, for a product filed in between).
  return is ? [Categories.added([after!.id]), ...named] : [Categories.removed([before!.id]), Categories.released(before!.id)];
}

/**
 * A menu of type `page` names its page by url (`/{url}`): a write that starts or stops naming a url
 * moves the menu between the urls' link sets in the same transaction, so the page it links to cannot
 * be deleted or moved away meanwhile (`pageLinks`, decision 0033). The page need not exist yet.
 */
const pageUrl = (menu: Pick<MenuRecord, 'type' | 'url'> | undefined) => (menu?.type === 'page' ? menu.url : undefined);

function pageLinkItems(
  id: number,
  before: Pick<MenuRecord, 'type' | 'url'> | undefined,
  after: Pick<MenuRecord, 'type' | 'url'> | undefined,
) {
  return pageLinks.move(id, pageUrl(before), pageUrl(after));
}

/**
 * The blog item a `blog_article` or `blog_category` menu links to, by its url (decision 0034): the url
 * must name one (422 beside `url` otherwise), and the menu stores the item's id and its spelling of the
 * url. A menu saved before the blog existed keeps its url while neither its type nor its url changes.
 */
async function linkTarget(
  type: MenuType,
  url: string,
  current?: Pick<MenuRecord, 'type' | 'url' | 'target_id'>,
): Promise<{ url: string; target_id: number | null }> {
  if (!BlogLinks.isLinkType(type)) return { url, target_id: null };
  const unchanged = current !== undefined && current.type === type && current.url === url;
  if (unchanged && current.target_id) return { url, target_id: current.target_id };
  const found = await BlogLinks.find(type, url);
  if (found) return { url: found.url, target_id: found.id };
  if (unchanged) return { url, target_id: null };
  throw ValidationError.field('url', type === 'blog_article' ? 'No blog article has this url.' : 'No blog category has this url.');
}

/** Items recording that a menu links to another blog item, or to none (decision 0034). */
function linkItems(
  before: Pick<MenuRecord, 'id' | 'type' | 'target_id'> | undefined,
  after: Pick<MenuRecord, 'id' | 'type' | 'target_id' | 'url'> | undefined,
): TransactItem[] {
  if (before && after && before.type === after.type && (before.target_id ?? null) === (after.target_id ?? null)) return [];
  return [
    ...(after?.target_id && BlogLinks.isLinkType(after.type) ? BlogLinks.link(after.type, after.target_id, after.url, after.id) : []),
    ...(before?.target_id && BlogLinks.isLinkType(before.type) ? [BlogLinks.unlink(before.type, before.target_id, [before.id])] : []),
  ];
}

/** The links of many deleted menus, one item per blog item (a transaction touches an item once). */
function unlinkAll(records: readonly MenuRecord[]): TransactItem[] {
  const byTarget = new Map<string, { type: 'blog_article' | 'blog_category'; id: number; menus: number[] }>();
  for (const record of records) {
    if (!record.target_id || !BlogLinks.isLinkType(record.type)) continue;
    const key = `${record.type}#${record.target_id}`;
    const entry = byTarget.get(key) ?? { type: record.type, id: record.target_id, menus: [] };
    entry.menus.push(record.id);
    byTarget.set(key, entry);
  }
  return [...byTarget.values()].map((t) => BlogLinks.unlink(t.type, t.id, t.menus));
}

/** A linked blog item was deleted or renamed between the lookup and the write. */
const linkGone = () => ValidationError.field('url', 'The linked item was just changed or deleted; choose it again.');

async function toInfo(record: MenuRecord, chain: readonly MenuRecord[], children: MenuNode[], language: string): Promise<MenuInfo> {
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

function storeNodes(
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

// ---------------------------------------------------------------------------------------------
// Writes

/**
 * Explains a failed condition among a menu write's other items: the first is the linked blog item's
 * check when the write links one (`linking`), else a related record changed.
 */
const linkConflict = (linking: boolean) => (index: number) =>
  linking && index === 0 ? linkGone() : new ConflictError('The related record was changed, please try again.');

function checkedUrl(type: MenuType, url: string | null | undefined): string {
  const result = menuUrl(type, url);
  if ('error' in result) throw ValidationError.field('url', result.error);
  return result.url;
}

/**
 * Condition checks that the new ancestors are still there and unchanged when the write commits, so
 * a concurrent move of an ancestor cannot close a cycle and a deleted parent cannot adopt a child.
 */
function chainChecks(chain: readonly MenuRecord[]): TransactItem[] {
  return chain.map((record) => {
    const { Key } = menuEntity.get({ id: record.id }).params() as { Key: Record<string, unknown> };
    return {
      ConditionCheck: {
        TableName: TABLE_NAME,
        Key,
        ConditionExpression: 'updated_at = :seen',
        ExpressionAttributeValues: { ':seen': record.updated_at },
      },
    };
  });
}

/** Puts of renumbered siblings, each guarded on the version that was read. */
function renumberItems(siblings: readonly MenuRecord[], changes: readonly OrderedSibling[]): TransactItem[] {
  const byId = new Map(siblings.map((s) => [s.id, s]));
  return changes.flatMap((change) => {
    const sibling = byId.get(change.id);
    return sibling ? menuStore.patchItems([sibling], { order: change.order }) : [];
  });
}

async function childIds(id: number): Promise<number[]> {
  return menuStore.idsOn('byParent', { parent_id: id });
}

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

  /** Creates a menu; without `order` it goes last among its siblings (last + 100, or 0). */
  async create(input: MenuInput, language: string): Promise<MenuInfo> {
    const { url, target_id } = await linkTarget(input.type, checkedUrl(input.type, input.url));
    await Files.requireUploaded(newImages('image', input.image));
    const parentId = input.parent_id ?? TOP_LEVEL;
    const chain = parentId === TOP_LEVEL ? [] : await parentChain(parentId);
    const siblings = await childrenOf(parentId);
    const order = input.order ?? lastOrder(siblings);
    const shifts = input.order === undefined ? [] : placeAmongSiblings(siblings, { id: 0, order });
    const record = await menuStore.create(
      {
        // A new menu also gets its texts in the main language, so every language has a fallback.
        translations: menuFields.translations(input, language),
        parent_id: parentId,
        url,
        order,
        target_id,
        ...menuFields.stored(input),
      },
      {
        // The link's check first: a failure there is the linked item's (`linkConflict`).
        extra: (menu) => [
          ...linkItems(undefined, menu),
          ...chainChecks(chain),
          ...renumberItems(siblings, shifts),
          ...categoryItems(undefined, menu),
          ...pageLinkItems(menu.id, undefined, menu),
        ],
        conflict: linkConflict(target_id !== null),
      },
    );
    await pagesChanged([PagePaths.all]);
    return toInfo(record, chain, [], language);
  },

  /**
   * Updates any subset of the fields (the drag screen sends only `order` and/or `parent_id`). A new
   * parent puts the menu last among its new siblings; a new order that collides renumbers the
   * neighbours. The menu, the renumbered siblings and checks on the new ancestors are ONE
   * transaction: on any failure nothing changes.
   */
  async update(id: number, input: MenuUpdateInput, language: string): Promise<MenuInfo> {
    const current = await menuStore.get(id);
    const type = input.type ?? current.type;
    const { url, target_id } = await linkTarget(type, checkedUrl(type, input.url === undefined ? current.url : input.url), current);
    await Files.requireUploaded(newImages('image', input.image, current.image));
    const parentId = input.parent_id === undefined ? current.parent_id : (input.parent_id ?? TOP_LEVEL);
    const moved = parentId !== current.parent_id;
    if (moved && parentId === id) {
      throw ValidationError.field('parent_id', 'A menu cannot be placed under itself or one of its submenus.');
    }
    const chain = parentId === TOP_LEVEL ? [] : await parentChain(parentId, id);
    if (current.type === 'category' && type !== 'category') await assertNoProducts([current]);

    let order = current.order;
    let siblings: MenuRecord[] = [];
    let shifts: OrderedSibling[] = [];
    if (moved) {
      siblings = (await childrenOf(parentId)).filter((s) => s.id !== id);
      order = lastOrder(siblings);
    } else if (input.order !== undefined && input.order !== current.order) {
      siblings = (await childrenOf(parentId)).filter((s) => s.id !== id);
      order = input.order;
      shifts = placeAmongSiblings(siblings, { id, order, after: order > current.order });
    }

    const next = await menuStore.update(
      id,
      (latest) => {
        // The plan above was made from `current`; a change in between would make it stale.
        if (latest.updated_at !== current.updated_at) {
          throw new ConflictError('The record was changed by someone else, please reload it.');
        }
        // Fields left out keep their value (the store writes the patch over `latest`).
        return {
          translations: menuFields.translations(input, language, latest.translations),
          parent_id: parentId,
          url,
          order,
          target_id,
          ...menuFields.changed(input),
        };
      },
      {
        extra: (after, before) => [
          ...linkItems(before, after),
          ...(moved ? chainChecks(chain) : []),
          ...renumberItems(siblings, shifts),
          ...categoryItems(before, after),
          ...pageLinkItems(id, before, after),
        ],
        conflict: linkConflict(linkItems(current, { id, type, target_id: target_id ?? undefined, url }).length > 1),
      },
    );
    if (current.type === 'category' && next.type !== 'category') await Product.unfileFromDeleted([id]);
    await pagesChanged([PagePaths.all]);

    const all = await allMenus();
    const trail = [...chain]
      .reverse()
      .map((r) => titleOf(r, language))
      .concat(titleOf(next, language));
    const children = nodes(
      childIndex(
        all.filter((r) => r.id !== id),
        false,
      ),
      id,
      chain.length + 2,
      trail,
      language,
      new Set([id]),
    );
    return toInfo(next, chain, children, language);
  },

  /** Deletes a menu without submenus (a menu with submenus is refused with 422, decision 0004). */
  async remove(id: number): Promise<void> {
    const record = await menuStore.get(id);
    if ((await childIds(id)).length) {
      throw ValidationError.field('id', 'This menu has submenus; move or delete them first.');
    }
    await assertNoProducts([record]);
    await menuStore.remove(id, {
      extra: (menu) => [...categoryItems(menu, undefined), ...pageLinkItems(menu.id, menu, undefined), ...linkItems(menu, undefined)],
    });
    if (record.type === 'category') await Product.unfileFromDeleted([id]);
    await pagesChanged([PagePaths.all]);
  },

  /**
   * Enables or disables all the ids in one transaction, or none (unknown ids give 404). A disabled
   * menu hides its whole subtree on the storefront; the submenus keep their own flag.
   */
  async batchUpdate(ids: number[], data: { enabled?: boolean }): Promise<number> {
    const updated = await menuStore.updateMany(ids, data.enabled === undefined ? {} : { enabled: data.enabled });
    await pagesChanged([PagePaths.all]);
    return updated;
  },

  /**
   * Deletes all the ids in one transaction, or none: unknown ids give 404, and a menu whose
   * submenus are not all in the batch gives 422. A whole subtree can be deleted in one batch.
   */
  async batchRemove(ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    const records = await menuStore.requireAll(unique);
    const deleting = new Set(unique);
    const children = await Promise.all(records.map((r) => childIds(r.id)));
    const blocked = records.filter((_, i) => children[i]!.some((child) => !deleting.has(child)));
    if (blocked.length) {
      const names = blocked.map((r) => titleOf(r, DEFAULT_LANGUAGE)).join(', ');
      throw ValidationError.field('ids', `These menus have submenus; move or delete them first: ${names}`);
    }
    await assertNoProducts(records);
    const categories = records.filter((r) => r.type === 'category').map((r) => r.id);
    const links = pageLinks.dropAll(records.map((r) => ({ id: r.id, target: pageUrl(r) })));
    const removed = await menuStore.removeMany(unique, {
      extra: () => [
        ...(categories.length ? [Categories.removed(categories), ...categories.map((id) => Categories.released(id))] : []),
        ...links,
        ...unlinkAll(records),
      ],
    });
    if (categories.length) await Product.unfileFromDeleted(categories);
    await pagesChanged([PagePaths.all]);
    return removed;
  },

  /** Enabled menus as the storefront tree; a disabled menu hides its whole subtree. */
  async storefront(language: string): Promise<StoreMenuNode[]> {
    return storefrontMenus.get(language, async () =>
      storeNodes(childIndex(await allMenus({ enabledOnly: true }), false), TOP_LEVEL, language),
    );
  },

  /** The storefront's categories (enabled, under enabled parents), from the cached tree: the sitemap. */
  async storefrontCategories(language: string): Promise<StoreMenuNode[]> {
    const found: StoreMenuNode[] = [];
    const walk = (nodes: readonly StoreMenuNode[]) => {
      for (const node of nodes) {
        if (node.type === 'category') found.push(node);
        walk(node.menus_recursive as StoreMenuNode[]);
      }
    };
    walk(await Menu.storefront(language));
    return found;
  },

  /**
   * The storefront's category with this url (`/category/{url}`, decision 0026): only one the
   * storefront tree shows (enabled, under enabled parents), found in the cached tree; its record is
   * read (one GetItem, kept 30 s: `categoryMetas`) for the meta texts. A url a shown category was renamed away from is
   * `MovedError` with the category's url now (decision 0040): a miss reads the url's guard (one
   * GetItem, kept 30 s) and finds the category in the same tree.
   */
  async storefrontCategory(url: string, language: string): Promise<StoreCategory | undefined> {
    const categories = await Menu.storefrontCategories(language);
    const node = categories.find((c) => c.url === url);
    if (!node) {
      const movedFrom = await renamedCategories.get(
        url.trim().toLowerCase(),
        async () => (await UrlHistory.movedFrom(menuStore.name, url)) ?? null,
      );
      const moved = categories.find((c) => c.id === movedFrom);
      if (moved) throw new MovedError(moved.url);
      return undefined;
    }
    const meta = await categoryMetas.get(`${String(node.id)}|${language}`, async () => {
      const record = await menuStore.find(node.id);
      return record ? pickTranslation(record.translations, ['meta_title', 'meta_description'], language) : null;
    });
    if (!meta) return undefined;
    return {
      id: node.id,
      title: node.title,
      short_description: node.short_description,
      url: node.url,
      meta_title: meta.meta_title,
      meta_description: meta.meta_description,
      image_path: node.image_path,
    };
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
};
