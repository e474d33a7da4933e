import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE } from '../shared/model.js';

/** Someone the shop buys stock from; purchase orders name one (`po.supplier_id`). */
export const supplierEntity = new Entity(
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
  ENTITY_CONFIG,
);

export type SupplierRecord = EntityItem<typeof supplierEntity>;
