import { loadBoundConfig } from '../bound-config.js';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const { Broadcast } = await import('@shop/core/broadcast/broadcast');

/** The due-broadcasts job (every minute): scheduled broadcasts whose time has come start sending. */
export async function handler(event?: { time?: string }): Promise<{ started: number }> {
  const time = event?.time ? new Date(event.time) : undefined;
  return { started: await Broadcast.startDue(time && !Number.isNaN(time.getTime()) ? time : undefined) };
}
