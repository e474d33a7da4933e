import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE } from '../shared/model.js';

export const warehouseEntity = new Entity(
  {
    model: { entity: 'warehouse', version: '1', service: SERVICE },
    attributes: {
      ...baseAttributes,
      name: { type: 'string', required: true },
      code: { type: 'string', required: true },
      address: { type: 'string' },
      enabled: { type: 'boolean', required: true },
    },
    indexes: baseIndexes,
  },
  ENTITY_CONFIG,
);

export type WarehouseRecord = EntityItem<typeof warehouseEntity>;
