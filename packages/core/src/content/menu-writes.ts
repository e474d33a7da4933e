import { Categories } from '../catalog/categories.js';
import { Product } from '../catalog/product.js';
import { PagePaths, pagesChanged } from '../events/storefront.js';
import { Files, newImages } from '../files/files.js';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { TOP_LEVEL, type MenuRecord } from './menu.entity.js';
import {
  lastOrder,
  menuFields,
  placeAmongSiblings,
  type MenuInfo,
  type MenuInput,
  type MenuUpdateInput,
  type OrderedSibling,
} from './menu.schema.js';
import { menuStore } from './menu.store.js';
import { allMenus, childIds, childIndex, childrenOf, parentChain } from './menu-tree.js';
import { nodes, titleOf, toInfo } from './menu-views.js';
import {
  assertNoProducts,
  categoryItems,
  chainChecks,
  checkedUrl,
  linkConflict,
  linkItems,
  linkTarget,
  pageLinkItems,
  pageUrl,
  renumberItems,
  unlinkAll,
} from './menu-write-items.js';
import { pageLinks } from './page.store.js';

/**
 * The back office's menu writes. Ordering rules (spec section 4, decision 0004): orders step by 100
 * and are unique among siblings; a move that lands on a sibling's order renumbers the neighbours in
 * the same transaction; a new parent puts the menu last among its new siblings.
 */
export const MenuWrites = {
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
};
