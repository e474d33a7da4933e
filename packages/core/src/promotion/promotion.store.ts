import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { Repository } from '../shared/repository.js';
import { promotionEntity, type PromotionRecord } from './promotion.entity.js';
import { forgetPromotions } from './promotion-cache.js';

/** Only promotion/ imports this file (eslint.config.js). Searched by name (every language) and code. */
export const promotionStore = new Repository<PromotionRecord>({
  name: 'promotion',
  entity: promotionEntity,
  unique: [{ field: 'code', value: (p) => p.code }],
  sortName: (p) => p.translations[DEFAULT_LANGUAGE]?.name ?? '',
  searchTexts: (p) => [...Object.values(p.translations).map((t) => t.name), p.code],
  filters: ['live'],
  // Carts and orders keep the promotions they read for a few seconds (promotion-apply.ts): a write empties that at once.
  changed: () => forgetPromotions(),
});
