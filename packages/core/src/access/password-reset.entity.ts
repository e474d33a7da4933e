import { Entity } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { SERVICE, lazy } from '../shared/model.js';

/** One outstanding reset per audience and email; only the token's hash is stored. */
export const passwordResetEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'password_reset', version: '1', service: SERVICE },
        attributes: {
          type: { type: ['admins', 'customer'] as const, required: true },
          email: { type: 'string', required: true },
          token_hash: { type: 'string', required: true },
          created_at: { type: 'string', required: true },
          /** Epoch seconds; TTL removes it, and reads check it too. */
          expires_at: { type: 'number', required: true },
        },
        indexes: {
          byEmail: { pk: { field: 'pk', composite: ['type', 'email'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      ENTITY_CONFIG,
    ),
);
