import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, lazy, ownPartitions, SERVICE } from '../shared/model.js';
import { applicationAttributes } from './application.schema.js';

/** Service applications: a shopper's are their partition of slot 1; staff filter by status (slot 2) and service (slot 3). */
export const applicationEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'application', version: '1', service: SERVICE },
        attributes: { ...baseAttributes, ...applicationAttributes },
        indexes: ownPartitions('application', {
          ...baseIndexes,
          ...filterIndexes(1, 'customer_id'),
          ...filterIndexes(2, 'status'),
          ...filterIndexes(3, 'product_id'),
        }),
      },
      ENTITY_CONFIG,
    ),
);
export type ApplicationRecord = EntityItem<typeof applicationEntity>;
