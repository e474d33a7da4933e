import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { EventDetail } from '@shop/core/events/define';
import { ImportChunkReady } from '@shop/core/imports/import.events';
import { ImportJobs } from '@shop/core/imports/import-job';
import type { z } from 'zod';

type Properties = z.infer<typeof ImportChunkReady.schema>;

/**
 * import.chunk_ready → process the next chunk of a spreadsheet import, then publish the one after it.
 * Idempotent through the job's state (`ImportJobs.runChunk`), not a processed-event marker: a chunk
 * that failed must run again when its event is retried.
 */
export async function handler(event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> {
  await loadBoundConfig();
  const { job_id, unit } = ImportChunkReady.schema.parse(event.detail.properties);
  await ImportJobs.runChunk(job_id, unit);
}
