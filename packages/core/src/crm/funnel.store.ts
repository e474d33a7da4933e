import { Repository } from '../shared/repository.js';
import { textIn } from '../shared/i18n.js';
import { funnelEntity, type FunnelRecord } from './funnel.entity.js';

const titles = (f: FunnelRecord) => Object.values(f.translations).map((t) => t.title);

/** Funnels, unique by url (the storefront's `/funnel/{url}`), found by title in any language. */
export const funnelStore = new Repository<FunnelRecord>({
  name: 'funnel',
  entity: funnelEntity,
  unique: [{ field: 'url', value: (f) => f.url.toLowerCase() }],
  sortName: (f) => textIn(Object.fromEntries(Object.entries(f.translations).map(([l, t]) => [l, t.title])), 'default'),
  searchTexts: titles,
  filters: ['enabled'],
});
