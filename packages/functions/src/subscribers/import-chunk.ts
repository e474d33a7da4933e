import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { EventDetail } from '@shop/core/events/define';
import type { ImportChunkReady as ChunkReady } from '@shop/core/imports/import.events';
import type { z } from 'zod';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ ImportChunkReady }, { ImportJobs }] = await Promise.all([
  import('@shop/core/imports/import.events'),
  import('@shop/core/imports/import-job'),
]);

type Properties = z.infer<typeof ChunkReady.schema>;

/**
 * import.chunk_ready → process the next chunk of a spreadsheet import, then publish the one after it.
 * Idempotent through the job's state (`ImportJobs.runChunk`), not a processed-event marker: a chunk
 * that failed must run again when its event is retried.
 */
export async function handler(event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> {
  const { job_id, unit } = ImportChunkReady.schema.parse(event.detail.properties);
  await ImportJobs.runChunk(job_id, unit);
}
