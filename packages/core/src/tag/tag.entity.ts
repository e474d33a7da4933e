import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { tagFields } from './tag.schema.js';

/** Customer tags: a small staff-curated set, listed by id, date or name; no filter slot. */
export const tagEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'tag', version: '1', service: SERVICE },
        attributes: { ...baseAttributes, ...tagFields.attributes },
        indexes: ownPartitions('tag', { ...baseIndexes }),
      },
      ENTITY_CONFIG,
    ),
);

export type TagRecord = EntityItem<typeof tagEntity>;
