import { Entity } from 'electrodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import { SERVICE } from '../shared/model.js';

/** A signed-in session; the token's `jti` points here, so logout revokes it server-side. */
export const sessionEntity = () =>
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
      indexes: {
        byJti: { pk: { field: 'pk', composite: ['jti'] }, sk: { field: 'sk', composite: [] } },
      },
    },
    { client: documentClient(), table: tableName() },
  );
