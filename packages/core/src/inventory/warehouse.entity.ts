import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE } from '../shared/model.js';
import { warehouseFields } from './warehouse.schema.js';

export const warehouseEntity = new Entity(
  {
    model: { entity: 'warehouse', version: '1', service: SERVICE },
    attributes: {
      ...baseAttributes,
      ...warehouseFields.attributes,
    },
    indexes: baseIndexes,
  },
  ENTITY_CONFIG,
);

export type WarehouseRecord = EntityItem<typeof warehouseEntity>;
