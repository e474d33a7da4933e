import { Entity } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { SERVICE, lazy } from '../shared/model.js';

/** Marks an event as handled by one subscriber, so a redelivered event does nothing twice. */
export const processedEventEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'processed_event', version: '1', service: SERVICE },
        attributes: {
          subscriber: { type: 'string', required: true },
          event_id: { type: 'string', required: true },
          processed_at: { type: 'string', required: true },
          expires_at: { type: 'number', required: true },
        },
        indexes: {
          byEvent: { pk: { field: 'pk', composite: ['subscriber', 'event_id'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      ENTITY_CONFIG,
    ),
);
