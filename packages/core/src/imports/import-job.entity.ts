import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { SERVICE, lazy } from '../shared/model.js';

export const IMPORT_ENTITIES = ['user', 'product'] as const;
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * One spreadsheet import, processed in chunks by the `import-chunk` subscriber. Its failed rows are
 * separate items in the same partition (`importFailureEntity`), so the job item stays small.
 */
export const importJobEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'import_job', version: '1', service: SERVICE },
        attributes: {
          job_id: { type: 'string', required: true, readOnly: true },
          entity: { type: IMPORT_ENTITIES, required: true, readOnly: true },
          admin_id: { type: 'number', required: true, readOnly: true },
          /** What the admin could do when the import was requested; every row is checked against it. */
          can_create: { type: 'boolean', required: true, readOnly: true },
          can_update: { type: 'boolean', required: true, readOnly: true },
          status: { type: IMPORT_STATUSES, required: true },
          /** Data rows in the sheet, and the units (a customer row, a product's rows) they form. */
          total: { type: 'number', required: true },
          units: { type: 'number', required: true },
          /** The next unit to process; units before it are done. */
          next_unit: { type: 'number', required: true },
          processed: { type: 'number', required: true },
          imported: { type: 'number', required: true },
          failed: { type: 'number', required: true },
          /** Who is processing the next chunk, until when (epoch ms). */
          lease_token: { type: 'string' },
          lease_until: { type: 'number' },
          /** Unexpected errors so far on the current chunk. */
          attempts: { type: 'number', required: true },
          rows_key: { type: 'string', required: true, readOnly: true },
          source_key: { type: 'string', required: true, readOnly: true },
          result_key: { type: 'string' },
          error: { type: 'string' },
          created_at: { type: 'string', required: true, readOnly: true },
          updated_at: { type: 'string', required: true },
          expires_at: { type: 'number', required: true },
        },
        indexes: {
          byJob: { pk: { field: 'pk', composite: ['job_id'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      ENTITY_CONFIG,
    ),
);

export type ImportJobRecord = EntityItem<typeof importJobEntity>;

/** A row that could not be imported, with the messages saying why (spec: 'Import Some Rows Fail'). */
export const importFailureEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'import_failure', version: '1', service: SERVICE },
        attributes: {
          job_id: { type: 'string', required: true },
          row: { type: 'number', required: true, padding: { length: 7, char: '0' } },
          messages: { type: 'any', required: true },
          expires_at: { type: 'number', required: true },
        },
        indexes: {
          byJob: { pk: { field: 'pk', composite: ['job_id'] }, sk: { field: 'sk', composite: ['row'] } },
        },
      },
      ENTITY_CONFIG,
    ),
);
