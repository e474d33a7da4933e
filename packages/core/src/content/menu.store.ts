import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { Repository } from '../shared/repository.js';
import { menuEntity, type MenuRecord } from './menu.entity.js';

export const menuStore = new Repository<MenuRecord>({
  name: 'menu',
  entity: menuEntity,
  // Only a category's url names it on the storefront (/category/{url}); other types may share urls.
  unique: [{ field: 'url', value: (m) => (m.type === 'category' ? m.url : null) }],
  sortName: (m) => m.translations[DEFAULT_LANGUAGE]?.title ?? '',
  searchTexts: (m) => [...Object.values(m.translations).map((t) => t.title), m.url],
  filters: ['enabled', 'type', 'parent_id'],
});
