import { Entity } from 'electrodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseRecord } from '../shared/model.js';

export interface AdminRecord extends BaseRecord {
  name: string;
  email: string;
  password_hash: string;
  enabled: boolean;
  role_id: number;
  group_id?: number | null;
  parent_id?: number | null;
  sales_code?: string | null;
  commission_enabled: boolean;
  phone?: string | null;
  country_code?: string | null;
}

/** Admin (staff) accounts. Sparse indexes list admins by role, by parent (sales team) and by group. */
export const adminEntity = () =>
  new Entity(
    {
      model: { entity: 'admin', version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        name: { type: 'string', required: true },
        email: { type: 'string', required: true },
        password_hash: { type: 'string', required: true },
        enabled: { type: 'boolean', required: true },
        role_id: { type: 'number', required: true },
        group_id: { type: 'number' },
        parent_id: { type: 'number' },
        sales_code: { type: 'string' },
        commission_enabled: { type: 'boolean', required: true },
        phone: { type: 'string' },
        country_code: { type: 'string' },
      },
      indexes: {
        ...baseIndexes,
        byRole: {
          index: 'gsi4',
          pk: { field: 'gsi4pk', composite: ['role_id'] },
          sk: { field: 'gsi4sk', composite: ['id'] },
        },
        byParent: {
          index: 'gsi5',
          pk: { field: 'gsi5pk', composite: ['parent_id'] },
          sk: { field: 'gsi5sk', composite: ['id'] },
        },
        byGroup: {
          index: 'gsi6',
          pk: { field: 'gsi6pk', composite: ['group_id'] },
          sk: { field: 'gsi6sk', composite: ['id'] },
        },
      },
    },
    { client: documentClient(), table: tableName() },
  );
