import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, filterIndexes, lazy, ownPartitions, SERVICE } from '../shared/model.js';
import { blockFields } from './block.schema.js';

/** Blocks of reusable rich content. The storefront finds one by its identifier guard (`unique#block#identifier#…`). */
export const blockEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'block', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          ...blockFields.attributes,
        },
        indexes: ownPartitions('block', {
          ...baseIndexes,
          ...filterIndexes(1, 'enabled'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type BlockRecord = EntityItem<typeof blockEntity>;
