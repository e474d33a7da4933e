import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE } from '../shared/model.js';

/** A sales group. Its members are the admins whose `group_id` points here (not stored twice). */
export const groupEntity = new Entity(
  {
    model: { entity: 'group', version: '1', service: SERVICE },
    attributes: {
      ...baseAttributes,
      name: { type: 'string', required: true },
      description: { type: 'string' },
    },
    indexes: baseIndexes,
  },
  ENTITY_CONFIG,
);

export type GroupRecord = EntityItem<typeof groupEntity>;
