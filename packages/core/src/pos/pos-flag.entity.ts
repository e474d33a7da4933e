import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';

/**
 * A POS sale staff must look at (decision 0070): an offline sale replayed after its store's stock ran
 * out, or priced otherwise than the till charged. Its id is the order's; the store's flagged sales read the store's filter partition.
 */
export const posFlagEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'pos_flag', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          store_id: { type: 'number', required: true },
          order_number: { type: 'string', required: true },
          /** Units sold beyond the store's stock, by variant. */
          shortfall: { type: CustomAttributeType<{ stock_id: number; quantity: number }[]>('any'), required: true },
          /** The total the till took when the server priced the replayed sale otherwise. */
          till_total: { type: 'string' },
        },
        indexes: ownPartitions('pos_flag', { ...baseIndexes, ...filterIndexes(1, 'store_id') }),
      },
      ENTITY_CONFIG,
    ),
);

export type PosFlagRecord = EntityItem<typeof posFlagEntity>;
