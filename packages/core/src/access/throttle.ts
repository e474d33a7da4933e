import { TooManyRequestsError, MESSAGES } from '../shared/errors.js';
import { throttleEntity } from './throttle.entity.js';

export interface ThrottleRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export const LOGIN_PER_EMAIL: ThrottleRule = { limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_PER_IP: ThrottleRule = { limit: 20, windowSeconds: 15 * 60 };
export const RESET_PER_EMAIL: ThrottleRule = { limit: 3, windowSeconds: 15 * 60 };
export const RESET_PER_IP: ThrottleRule = { limit: 10, windowSeconds: 15 * 60 };

const windowOf = (rule: ThrottleRule) => Math.floor(Date.now() / 1000 / rule.windowSeconds);

/** Refuses with 429 'Operation too frequent' once a key used up its attempts in this window. */
export async function assertNotThrottled(checks: [string, ThrottleRule][]): Promise<void> {
  for (const [key, rule] of checks) {
    const { data } = await throttleEntity().get({ key, window: windowOf(rule) }).go();
    if ((data?.count ?? 0) >= rule.limit) throw new TooManyRequestsError(MESSAGES.throttled);
  }
}

export async function recordAttempt(checks: [string, ThrottleRule][]): Promise<void> {
  for (const [key, rule] of checks) {
    const window = windowOf(rule);
    await throttleEntity()
      .update({ key, window })
      .add({ count: 1 })
      .set({ expires_at: (window + 2) * rule.windowSeconds })
      .go();
  }
}

export async function clearAttempts(checks: [string, ThrottleRule][]): Promise<void> {
  for (const [key, rule] of checks) {
    await throttleEntity().delete({ key, window: windowOf(rule) }).go();
  }
}
