import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, lazy, ownPartitions, SERVICE } from '../shared/model.js';
import { BROADCAST_STATES, RECIPIENT_RESULTS, broadcastFields } from './broadcast.schema.js';

/**
 * Broadcasts, listed and filtered by state (slot 1). A scheduled one is in the sparse gsi6 partition of
 * scheduled broadcasts by `send_at`, which the `broadcasts-due` job reads.
 */
export const broadcastEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'broadcast', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          ...broadcastFields.attributes,
          receivers: { type: 'list', items: { type: 'string' }, required: true },
          state: { type: BROADCAST_STATES, required: true },
          total: { type: 'number', required: true },
          chunks: { type: 'number', required: true },
          /** The next chunk of recipients to send (the pause and resume point). */
          next_chunk: { type: 'number', required: true },
          sent: { type: 'number', required: true },
          skipped: { type: 'number', required: true },
          failed: { type: 'number', required: true },
          processed: { type: 'number', required: true },
          started_at: { type: 'string' },
          finished_at: { type: 'string' },
          scheduled_partition: { type: 'string' },
        },
        indexes: ownPartitions('broadcast', {
          ...baseIndexes,
          ...filterIndexes(1, 'state'),
          scheduled: {
            index: 'gsi6',
            pk: { field: 'gsi6pk', composite: ['scheduled_partition'] },
            sk: { field: 'gsi6sk', composite: ['send_at'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);
export type BroadcastRecord = EntityItem<typeof broadcastEntity>;

/** A broadcast's audience, fixed when it starts: up to CHUNK_SIZE customer ids per chunk, in its own partition. */
export const broadcastChunkEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'broadcast_chunk', version: '1', service: SERVICE },
        attributes: {
          broadcast_id: { type: 'number', required: true },
          chunk: { type: 'number', required: true, padding: { length: 6, char: '0' } },
          ids: { type: 'list', items: { type: 'number' }, required: true },
        },
        indexes: { byBroadcast: { pk: { field: 'pk', composite: ['broadcast_id'] }, sk: { field: 'sk', composite: ['chunk'] } } },
      },
      ENTITY_CONFIG,
    ),
);

/** What happened for each recipient, in the broadcast's own partition by customer id. */
export const broadcastResultEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'broadcast_result', version: '1', service: SERVICE },
        attributes: {
          broadcast_id: { type: 'number', required: true },
          customer_id: { type: 'number', required: true, padding: { length: 12, char: '0' } },
          to: { type: 'string' },
          result: { type: RECIPIENT_RESULTS, required: true },
          at: { type: 'string', required: true },
        },
        indexes: { byBroadcast: { pk: { field: 'pk', composite: ['broadcast_id'] }, sk: { field: 'sk', composite: ['customer_id'] } } },
      },
      ENTITY_CONFIG,
    ),
);
export type BroadcastResultRecord = EntityItem<typeof broadcastResultEntity>;
