import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { statusFields } from './status.schema.js';

/** Lead statuses: a small staff-curated set, listed in its own partitions (decision 0056). */
export const statusEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'lead_status', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          ...statusFields.attributes,
        },
        indexes: ownPartitions('lead_status', { ...baseIndexes }),
      },
      ENTITY_CONFIG,
    ),
);

export type StatusRecord = EntityItem<typeof statusEntity>;
