import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, lazy, ownPartitions, SERVICE } from '../shared/model.js';
import { announcementFields } from './announcement.schema.js';

/**
 * Staff announcements. Listed like blocks (gsi1–3, search entries, `enabled` on filter slot 1). Who
 * sees one is not an index of this entity: each enabled announcement has one audience entry per
 * target (`announcement#audience#…`, announcement.store.ts), read per admin (decision 0036).
 */
export const announcementEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'announcement', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          ...announcementFields.attributes,
          role_ids: { type: 'list', items: { type: 'number' }, required: true },
          group_ids: { type: 'list', items: { type: 'number' }, required: true },
        },
        indexes: ownPartitions('announcement', {
          ...baseIndexes,
          ...filterIndexes(1, 'enabled'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type AnnouncementRecord = EntityItem<typeof announcementEntity>;
