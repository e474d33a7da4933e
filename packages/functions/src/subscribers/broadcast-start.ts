import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { EventDetail } from '@shop/core/events/define';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const { prepareBroadcast } = await import('@shop/core/broadcast/broadcast-send');

/** broadcast.started → its audience fixed in chunks, then the first chunk's event (decision 0062). */
export async function handler(event: EventBridgeEvent<EventDetail<{ broadcast_id: number }>>): Promise<void> {
  await prepareBroadcast(event.detail.properties.broadcast_id);
}
