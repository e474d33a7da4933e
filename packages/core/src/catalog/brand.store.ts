import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { Repository } from '../shared/repository.js';
import { brandEntity, type BrandRecord } from './brand.entity.js';

export const brandStore = new Repository<BrandRecord>({
  name: 'brand',
  entity: brandEntity,
  unique: [{ field: 'url', value: (b) => b.url }],
  sortName: (b) => b.translations[DEFAULT_LANGUAGE]?.title ?? '',
  searchTexts: (b) => [...Object.values(b.translations).map((t) => t.title), b.url],
  filters: ['enabled'],
});
