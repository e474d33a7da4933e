import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, SERVICE } from '../shared/model.js';

/** A stock option (size, colour): a key and a label per language. */
export const attributeEntity = new Entity(
  {
    model: { entity: 'attribute', version: '1', service: SERVICE },
    attributes: {
      ...baseAttributes,
      key: { type: 'string', required: true },
      translations: { type: CustomAttributeType<Translations>('any'), required: true },
      position: { type: 'number', required: true },
    },
    indexes: baseIndexes,
  },
  ENTITY_CONFIG,
);

export type AttributeRecord = EntityItem<typeof attributeEntity>;
