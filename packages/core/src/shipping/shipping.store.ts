import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { Repository } from '../shared/repository.js';
import { shippingEntity, type ShippingRecord } from './shipping.entity.js';

/** Only shipping/ imports this file (eslint.config.js). */
export const shippingStore = new Repository<ShippingRecord>({
  name: 'shipping',
  entity: shippingEntity,
  sortName: (s) => s.translations[DEFAULT_LANGUAGE]?.name ?? '',
  searchTexts: (s) => Object.values(s.translations).map((t) => t.name),
  filters: ['enabled'],
});
