import { Entity } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { SERVICE, lazy } from '../shared/model.js';

/** A fixed-window counter of attempts (failed logins, reset mails) for one key. */
export const throttleEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'throttle', version: '1', service: SERVICE },
        attributes: {
          key: { type: 'string', required: true },
          window: { type: 'number', required: true },
          count: { type: 'number', default: 0 },
          expires_at: { type: 'number', required: true },
        },
        indexes: {
          byKey: { pk: { field: 'pk', composite: ['key', 'window'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      ENTITY_CONFIG,
    ),
);
