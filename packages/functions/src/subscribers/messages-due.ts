import { loadBoundConfig } from '../bound-config.js';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const { sendDue } = await import('@shop/core/messaging/send');

/**
 * The due-messages job (every minute): marketing messages that waited out the recipient's quiet hours
 * go now (decision 0058). "Now" is the schedule's time, so a retry judges by the run it repeats.
 */
export async function handler(event?: { time?: string }): Promise<{ sent: number }> {
  const time = event?.time ? new Date(event.time) : undefined;
  return { sent: await sendDue(time && !Number.isNaN(time.getTime()) ? time : undefined) };
}
