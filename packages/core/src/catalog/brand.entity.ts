import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import type { Translations } from '../shared/i18n.js';
import { brandFields } from './brand.schema.js';

export const brandEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'brand', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          ...brandFields.attributes,
        },
        // List filters read their own partitions (decision 0019).
        indexes: ownPartitions('brand', {
          ...baseIndexes,
          ...filterIndexes(1, 'enabled'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type BrandRecord = EntityItem<typeof brandEntity>;
