import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { groupFields } from './group.schema.js';

/** A sales group. Its members are the admins whose `group_id` points here (not stored twice). */
export const groupEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'group', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          ...groupFields.attributes,
        },
        indexes: ownPartitions('group', baseIndexes),
      },
      ENTITY_CONFIG,
    ),
);

export type GroupRecord = EntityItem<typeof groupEntity>;
