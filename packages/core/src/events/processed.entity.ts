import { Entity } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { SERVICE, lazy } from '../shared/model.js';

/**
 * Marks an event as handled by one subscriber, so a redelivered event does nothing twice: `running`
 * with a lease while an attempt works on it (`idempotent.ts`), `done` once it has.
 */
export const processedEventEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'processed_event', version: '1', service: SERVICE },
        attributes: {
          subscriber: { type: 'string', required: true },
          event_id: { type: 'string', required: true },
          processed_at: { type: 'string', required: true },
          // Absent on markers written before leases: those are done.
          status: { type: ['running', 'done'] as const },
          /** Epoch ms until which the running attempt holds the event. */
          lease_until: { type: 'number' },
          expires_at: { type: 'number', required: true },
        },
        indexes: {
          byEvent: { pk: { field: 'pk', composite: ['subscriber', 'event_id'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      ENTITY_CONFIG,
    ),
);
