import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE } from '../shared/model.js';
import type { Translations } from '../shared/i18n.js';

export const brandEntity = new Entity(
  {
    model: { entity: 'brand', version: '1', service: SERVICE },
    attributes: {
      ...baseAttributes,
      translations: { type: CustomAttributeType<Translations>('any'), required: true },
      url: { type: 'string', required: true },
      enabled: { type: 'boolean', required: true },
      image: { type: 'string' },
    },
    indexes: baseIndexes,
  },
  ENTITY_CONFIG,
);

export type BrandRecord = EntityItem<typeof brandEntity>;
