import type { StoreCategory } from '../catalog/listing.schema.js';
import { MovedError } from '../shared/errors.js';
import { pickTranslation } from '../shared/i18n.js';
import { UrlHistory } from '../shared/url-history.js';
import { TOP_LEVEL } from './menu.entity.js';
import type { StoreMenuNode } from './menu.schema.js';
import { categoryMetas, menuStore, renamedCategories, storefrontMenus } from './menu.store.js';
import { allMenus, childIndex } from './menu-tree.js';
import { storeNodes } from './menu-views.js';

/** The storefront's menus: the tree of enabled menus and its categories, kept 30 s (menu.store.ts). */
export const MenuStorefront = {
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
    walk(await MenuStorefront.storefront(language));
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
    const categories = await MenuStorefront.storefrontCategories(language);
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
};
