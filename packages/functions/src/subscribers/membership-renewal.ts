import { loadBoundConfig } from '../bound-config.js';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const { renewDay } = await import('@shop/core/membership/points-jobs');

/** Daily: members whose tier year ends today keep it (with renewal points) or drop to the downgrade tier. */
export async function handler(event?: { time?: string; day?: string }): Promise<{ renewed: number; downgraded: number }> {
  const now = event?.time ? new Date(event.time) : new Date();
  return renewDay(event?.day ?? now.toISOString().slice(0, 10), now);
}
