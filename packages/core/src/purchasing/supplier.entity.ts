import { Entity } from 'electrodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseRecord } from '../shared/model.js';

/** Someone the shop buys stock from; purchase orders name one (`po.supplier_id`). */
export interface SupplierRecord extends BaseRecord {
  name: string;
  contact_name?: string | null;
  email?: string | null;
  phone?: string | null;
  country_code?: string | null;
  address?: string | null;
  enabled: boolean;
  remark?: string | null;
}

export const supplierEntity = () =>
  new Entity(
    {
      model: { entity: 'supplier', version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        name: { type: 'string', required: true },
        contact_name: { type: 'string' },
        email: { type: 'string' },
        phone: { type: 'string' },
        country_code: { type: 'string' },
        address: { type: 'string' },
        enabled: { type: 'boolean', required: true },
        remark: { type: 'string' },
      },
      indexes: baseIndexes,
    },
    { client: documentClient(), table: tableName() },
  );
