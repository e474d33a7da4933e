import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { holidayFields } from './holiday.schema.js';

export const holidayEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'holiday', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          ...holidayFields.attributes,
          /** The date's year: the list's year filter reads its own partition (decision 0019). */
          year: { type: 'number', required: true },
        },
        indexes: ownPartitions('holiday', {
          ...baseIndexes,
          ...filterIndexes(1, 'year'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type HolidayRecord = EntityItem<typeof holidayEntity>;
