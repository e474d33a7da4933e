import { loadBoundConfig } from '../bound-config.js';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const { expireDay } = await import('@shop/core/membership/points-jobs');

/**
 * The nightly point expiry (decision 0069): points whose last day was yesterday (UTC) expire. Only
 * that day's lots are read (a sparse index); `day` in the event runs a missed day again.
 */
export async function handler(event?: { time?: string; day?: string }): Promise<{ customers: number; points: number }> {
  const now = event?.time ? new Date(event.time) : new Date();
  const day = event?.day ?? new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  return expireDay(day, now);
}
