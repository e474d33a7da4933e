import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { contactFields } from './contact.schema.js';

/** Contacts with leads: a lead's log reads its own partition of filter slot 1 (decision 0056). */
export const contactEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'lead_contact', version: '1', service: SERVICE },
        attributes: { ...baseAttributes, ...contactFields.attributes },
        indexes: ownPartitions('lead_contact', {
          ...baseIndexes,
          ...filterIndexes(1, 'lead_id'),
          ...filterIndexes(2, 'type'),
          ...filterIndexes(3, 'admin_id'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type ContactRecord = EntityItem<typeof contactEntity>;
