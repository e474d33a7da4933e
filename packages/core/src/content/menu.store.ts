import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { PublicCache } from '../shared/public-cache.js';
import { Repository } from '../shared/repository.js';
import { menuEntity, type MenuRecord } from './menu.entity.js';
import type { StoreMenuNode } from './menu.schema.js';

/** The storefront menu tree per language: emptied by every menu write (decision 0019). */
export const storefrontMenus = new PublicCache<StoreMenuNode[]>(30_000);

export const menuStore = new Repository<MenuRecord>({
  name: 'menu',
  entity: menuEntity,
  // Only a category's url names it on the storefront (/category/{url}); other types may share urls.
  unique: [{ field: 'url', value: (m) => (m.type === 'category' ? m.url : null) }],
  sortName: (m) => m.translations[DEFAULT_LANGUAGE]?.title ?? '',
  searchTexts: (m) => [...Object.values(m.translations).map((t) => t.title), m.url],
  filters: ['enabled', 'type', 'parent_id'],
  changed: () => storefrontMenus.invalidate(),
});
