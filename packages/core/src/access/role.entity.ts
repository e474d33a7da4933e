import { Entity } from 'electrodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseRecord } from '../shared/model.js';

export interface RoleRecord extends BaseRecord {
  name: string;
  permissions: string[];
}

export const roleEntity = () =>
  new Entity(
    {
      model: { entity: 'role', version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        name: { type: 'string', required: true },
        permissions: { type: 'list', items: { type: 'string' }, required: true },
      },
      indexes: baseIndexes,
    },
    { client: documentClient(), table: tableName() },
  );
