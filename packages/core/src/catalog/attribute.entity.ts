import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { attributeFields } from './attribute.schema.js';

/** A stock option (size, colour): a key and a label per language. */
export const attributeEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'attribute', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          ...attributeFields.attributes,
        },
        indexes: ownPartitions('attribute', baseIndexes),
      },
      ENTITY_CONFIG,
    ),
);

export type AttributeRecord = EntityItem<typeof attributeEntity>;
