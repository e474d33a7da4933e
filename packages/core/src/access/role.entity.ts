import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { roleFields } from './role.schema.js';

export const roleEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'role', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          ...roleFields.attributes,
          permissions: { type: 'list', items: { type: 'string' }, required: true },
          /** Admins of this role sign in with a second factor; only the super admin changes it (decision 0064). */
          requires_two_factor: { type: 'boolean' },
        },
        indexes: ownPartitions('role', baseIndexes),
      },
      ENTITY_CONFIG,
    ),
);

export type RoleRecord = EntityItem<typeof roleEntity>;
