import { Entity } from 'electrodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseRecord } from '../shared/model.js';

/** A sales group. Its members are the admins whose `group_id` points here (not stored twice). */
export interface GroupRecord extends BaseRecord {
  name: string;
  description?: string | null;
}

export const groupEntity = () =>
  new Entity(
    {
      model: { entity: 'group', version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        name: { type: 'string', required: true },
        description: { type: 'string' },
      },
      indexes: baseIndexes,
    },
    { client: documentClient(), table: tableName() },
  );
