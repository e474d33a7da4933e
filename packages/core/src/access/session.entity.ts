import { Entity } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { ownPartitions, SERVICE, lazy } from '../shared/model.js';

/**
 * A signed-in session; the token's `jti` points here, so logout revokes it server-side. Sessions of
 * one account are listed together (bySubject) so a password change can end all the others.
 */
export const sessionEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'session', version: '1', service: SERVICE },
        attributes: {
          jti: { type: 'string', required: true },
          audience: { type: ['admin', 'customer'] as const, required: true },
          subject: { type: 'number', required: true },
          created_at: { type: 'string', required: true },
          /** Epoch seconds; DynamoDB TTL removes expired sessions. */
          expires_at: { type: 'number', required: true },
        },
        indexes: ownPartitions('session', {
          byJti: { pk: { field: 'pk', composite: ['jti'] }, sk: { field: 'sk', composite: [] } },
          bySubject: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['audience', 'subject'] },
            sk: { field: 'gsi1sk', composite: ['jti'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);
