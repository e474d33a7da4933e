import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { adminFieldSet } from './admin.schema.js';

/** Admin (staff) accounts. Sparse indexes list admins by role, by parent (sales team) and by group. */
export const adminEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'admin', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          ...adminFieldSet.attributes,
          password_hash: { type: 'string', required: true },
          // The second factor (decision 0064): secrets sealed with a derived key, recovery codes as keyed hashes.
          totp_secret: { type: 'string' },
          totp_pending: { type: 'string' },
          /** The last TOTP time step used: a code of that step or earlier is refused (no replay). */
          totp_last_step: { type: 'number' },
          recovery_codes: { type: 'list', items: { type: 'string' } },
        },
        indexes: ownPartitions('admin', {
          ...baseIndexes,
          // List filters read their own partitions (decision 0019).
          ...filterIndexes(1, 'enabled'),
          ...filterIndexes(2, 'role_id'),
          ...filterIndexes(3, 'group_id'),
          ...filterIndexes(4, 'commission_enabled'),
          byRole: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['role_id'] },
            sk: { field: 'gsi4sk', composite: ['id'] },
          },
          byParent: {
            index: 'gsi5',
            pk: { field: 'gsi5pk', composite: ['parent_id'] },
            sk: { field: 'gsi5sk', composite: ['id'] },
          },
          byGroup: {
            index: 'gsi6',
            pk: { field: 'gsi6pk', composite: ['group_id'] },
            sk: { field: 'gsi6sk', composite: ['id'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type AdminRecord = EntityItem<typeof adminEntity>;
