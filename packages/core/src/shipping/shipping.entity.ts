import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { shippingFields } from './shipping.schema.js';

export const shippingEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'shipping', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          ...shippingFields.attributes,
          countries: { type: 'list', items: { type: 'string' }, required: true },
        },
        // The enabled filter (and, at checkout, the enabled methods) read their own partition (decision 0019).
        indexes: ownPartitions('shipping', {
          ...baseIndexes,
          ...filterIndexes(1, 'enabled'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type ShippingRecord = EntityItem<typeof shippingEntity>;
