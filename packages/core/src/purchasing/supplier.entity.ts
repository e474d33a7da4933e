import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { supplierFields } from './supplier.schema.js';

/** Someone the shop buys stock from; purchase orders name one (`po.supplier_id`). */
export const supplierEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'supplier', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          ...supplierFields.attributes,
        },
        // List filters read their own partitions (decision 0019).
        indexes: ownPartitions('supplier', {
          ...baseIndexes,
          ...filterIndexes(1, 'enabled'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type SupplierRecord = EntityItem<typeof supplierEntity>;
