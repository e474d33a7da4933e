import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { storeFields } from './store.schema.js';

/** Physical stores: a handful, listed by id, date or name; the enabled filter reads its own partition. */
export const storeEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'pos_store', version: '1', service: SERVICE },
        attributes: { ...baseAttributes, ...storeFields.attributes },
        indexes: ownPartitions('pos_store', { ...baseIndexes, ...filterIndexes(1, 'enabled') }),
      },
      ENTITY_CONFIG,
    ),
);

export type StoreRecord = EntityItem<typeof storeEntity>;
