import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { AUDIENCE_MATCH } from './broadcast-receiver.schema.js';

/** Named audiences: a small staff-curated set, listed by id, date or name; no filter slot. */
export const broadcastReceiverEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'broadcast_receiver', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          name: { type: 'string', required: true },
          description: { type: 'string' },
          tags: { type: 'list', items: { type: 'string' }, required: true },
          group_ids: { type: 'list', items: { type: 'number' }, required: true },
          status_ids: { type: 'list', items: { type: 'number' }, required: true },
          tier_ids: { type: 'list', items: { type: 'number' }, required: true },
          lead_sources: { type: 'list', items: { type: 'string' }, required: true },
          match: { type: AUDIENCE_MATCH, required: true },
        },
        indexes: ownPartitions('broadcast_receiver', { ...baseIndexes }),
      },
      ENTITY_CONFIG,
    ),
);

export type BroadcastReceiverRecord = EntityItem<typeof broadcastReceiverEntity>;
