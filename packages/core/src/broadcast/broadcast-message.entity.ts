import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { broadcastMessageFields } from './broadcast-message.schema.js';

/** Broadcast message templates: filtered by enabled (slot 1) and by channel (slot 2), decision 0056. */
export const broadcastMessageEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'broadcast_message', version: '1', service: SERVICE },
        attributes: { ...baseAttributes, ...broadcastMessageFields.attributes },
        indexes: ownPartitions('broadcast_message', {
          ...baseIndexes,
          ...filterIndexes(1, 'enabled'),
          ...filterIndexes(2, 'channel'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type BroadcastMessageRecord = EntityItem<typeof broadcastMessageEntity>;
