import { loadBoundConfig } from '../bound-config.js';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const { birthdayDay } = await import('@shop/core/membership/points-jobs');

/**
 * The daily birthday points (decision 0069): customers born today (UTC) get their tier's
 * `birthday_points` once a year. Only today's month-day partition is read (a sparse index); `day`
 * in the event runs a missed day again.
 */
export async function handler(event?: { time?: string; day?: string }): Promise<{ customers: number; points: number }> {
  const now = event?.time ? new Date(event.time) : new Date();
  const day = event?.day ?? now.toISOString().slice(0, 10);
  return birthdayDay(day, now);
}
