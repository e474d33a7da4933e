import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { warehouseFields } from './warehouse.schema.js';

export const warehouseEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'warehouse', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          ...warehouseFields.attributes,
        },
        // List filters read their own partitions (decision 0019).
        indexes: ownPartitions('warehouse', {
          ...baseIndexes,
          ...filterIndexes(1, 'enabled'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type WarehouseRecord = EntityItem<typeof warehouseEntity>;
