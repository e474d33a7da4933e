import { PublicCache } from '../shared/public-cache.js';
import { Repository } from '../shared/repository.js';
import { sliderEntity, type SliderRecord } from './slider.entity.js';

/**
 * The storefront's enabled sliders as stored (by identifier, or `*` for the first page), misses
 * included: kept 30 s per process, emptied by every slider write. Schedules and languages are applied
 * when answering, so a slide starts and ends on time whatever is kept.
 */
export const storefrontSliders = new PublicCache<SliderRecord[]>(30_000, 200);

export const sliderStore = new Repository<SliderRecord>({
  name: 'slider',
  entity: sliderEntity,
  unique: [{ field: 'identifier', value: (s) => s.identifier }],
  sortName: (s) => s.title,
  searchTexts: (s) => [s.title, s.identifier],
  filters: ['enabled'],
  changed: () => storefrontSliders.invalidate(),
});
