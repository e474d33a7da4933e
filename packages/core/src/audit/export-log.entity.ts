import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { EXPORT_DELIVERIES, EXPORT_KINDS } from './export-log.schema.js';

/**
 * One export of people's data. Append-only; ids come from the counter in write order, so the id index
 * (`listById`, descending) is the time order the log is read in.
 */
export const exportLogEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'export_log', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          admin_id: { type: 'number', required: true },
          admin_name: { type: 'string', required: true },
          export: { type: EXPORT_KINDS, required: true },
          delivery: { type: EXPORT_DELIVERIES, required: true },
          /** The filter as JSON text (query parameters: string → string). */
          filter: { type: 'string', required: true },
          rows: { type: 'number', required: true },
        },
        indexes: ownPartitions('export_log', baseIndexes),
      },
      ENTITY_CONFIG,
    ),
);

export type ExportLogRecord = EntityItem<typeof exportLogEntity>;
