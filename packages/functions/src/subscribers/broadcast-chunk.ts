import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { EventDetail } from '@shop/core/events/define';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const { sendChunk } = await import('@shop/core/broadcast/broadcast-send');

/** broadcast.chunk_ready → that chunk's recipients sent at the channel's rate, then the next chunk's event. */
export async function handler(event: EventBridgeEvent<EventDetail<{ broadcast_id: number; chunk: number }>>): Promise<void> {
  const { broadcast_id, chunk } = event.detail.properties;
  await sendChunk(broadcast_id, chunk);
}
