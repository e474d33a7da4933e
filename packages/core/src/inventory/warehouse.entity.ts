import { Entity } from 'electrodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseRecord } from '../shared/model.js';

export interface WarehouseRecord extends BaseRecord {
  name: string;
  code: string;
  address?: string | null;
  enabled: boolean;
}

export const warehouseEntity = () =>
  new Entity(
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
    { client: documentClient(), table: tableName() },
  );
