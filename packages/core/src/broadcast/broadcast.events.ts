import { z } from 'zod';
import { defineEvent } from '../events/define.js';

/** A broadcast was started (or resumed from a schedule): its audience is to be fixed in chunks. */
export const BroadcastStarted = defineEvent('broadcast.started', z.object({ broadcast_id: z.number() }));

/** The next chunk of a sending broadcast's recipients may go: one bounded batch per event. */
export const BroadcastChunkReady = defineEvent(
  'broadcast.chunk_ready',
  z.object({ broadcast_id: z.number(), chunk: z.number().int().min(0) }),
);
