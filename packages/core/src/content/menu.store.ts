import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { PublicCache } from '../shared/public-cache.js';
import { Repository } from '../shared/repository.js';
import { menuEntity, type MenuRecord } from './menu.entity.js';
import type { StoreMenuNode } from './menu.schema.js';

/** The storefront menu tree per language: emptied by every menu write (decision 0019). */
export const storefrontMenus = new PublicCache<StoreMenuNode[]>(30_000);
/**
 * Which category a url the storefront tree does not hold was renamed away from (its guard's marker,
 * decision 0040), or none, by folded url: kept 30 s and emptied by every menu write, so repeated
 * unknown urls cost no read, as a tree hit does not.
 */
export const renamedCategories = new PublicCache<number | null>(30_000, 500);

/**
 * A storefront category's meta texts (its record's, not the tree's), by id and language, or `null`
 * for a record gone: kept 30 s and emptied by every menu write, so a category page costs no read once
 * its listing is kept.
 */
export const categoryMetas = new PublicCache<{ meta_title: string; meta_description: string } | null>(30_000, 500);

export const menuStore = new Repository<MenuRecord>({
  name: 'menu',
  entity: menuEntity,
  // Only a category's url names it on the storefront (/category/{url}); other types may share urls.
  // A renamed category's old url keeps leading to it while it stays a category (decision 0040).
  unique: [{ field: 'url', value: (m) => (m.type === 'category' ? m.url : null), history: true }],
  sortName: (m) => m.translations[DEFAULT_LANGUAGE]?.title ?? '',
  searchTexts: (m) => [...Object.values(m.translations).map((t) => t.title), m.url],
  filters: ['enabled', 'type', 'parent_id'],
  changed: () => {
    storefrontMenus.invalidate();
    renamedCategories.invalidate();
    categoryMetas.invalidate();
  },
});
