import { z } from 'zod';
import { defineEvent } from '../events/define.js';

/** The next chunk of an import job is ready to run: `unit` is the first unit it processes. */
export const ImportChunkReady = defineEvent('import.chunk_ready', z.object({ job_id: z.string().min(1), unit: z.number().int().min(0) }));
