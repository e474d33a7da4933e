import { TooManyRequestsError, MESSAGES } from '../shared/errors.js';
import { isConditionFailure } from '../shared/dynamo.js';
import { throttleEntity } from './throttle.entity.js';

export interface ThrottleRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

const MINUTES_15 = 15 * 60;

/**
 * Logins: tight per (account, address), loose per account, and per address across accounts. A
 * stranger's five wrong guesses lock out only their own address for that account, never the owner.
 */
export const LOGIN_PER_ACCOUNT_ADDRESS: ThrottleRule = { limit: 5, windowSeconds: MINUTES_15 };
export const LOGIN_PER_ACCOUNT: ThrottleRule = { limit: 50, windowSeconds: MINUTES_15 };
export const LOGIN_PER_ADDRESS: ThrottleRule = { limit: 20, windowSeconds: MINUTES_15 };
export const RESET_PER_EMAIL: ThrottleRule = { limit: 3, windowSeconds: MINUTES_15 };
export const RESET_PER_IP: ThrottleRule = { limit: 10, windowSeconds: MINUTES_15 };
export const REGISTER_PER_ADDRESS: ThrottleRule = { limit: 10, windowSeconds: 60 * 60 };

export type ThrottleCheck = [key: string, rule: ThrottleRule];

const windowOf = (rule: ThrottleRule) => Math.floor(Date.now() / 1000 / rule.windowSeconds);

/**
 * Counts one attempt on each key, in order, before the caller does the costly or sensitive part.
 * Each count is a conditional write (`count < limit`), so parallel requests cannot all slip past a
 * read-then-write gap: once a key is at its limit the request is refused with 429 and the keys
 * after it are not counted.
 */
export async function takeAttempt(checks: readonly ThrottleCheck[]): Promise<void> {
  for (const [key, rule] of checks) {
    const window = windowOf(rule);
    try {
      await throttleEntity
        .update({ key, window })
        .add({ count: 1 })
        .set({ expires_at: (window + 2) * rule.windowSeconds })
        .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, rule.limit)}`)
        .go();
    } catch (error) {
      if (isConditionFailure(error)) throw new TooManyRequestsError(MESSAGES.throttled);
      throw error;
    }
  }
}

/** Gives back one counted attempt on each key (a login that succeeded). */
export async function refundAttempt(checks: readonly ThrottleCheck[]): Promise<void> {
  await Promise.all(
    checks.map(([key, rule]) =>
      throttleEntity
        .update({ key, window: windowOf(rule) })
        .add({ count: -1 })
        .where((attr, op) => op.gt(attr.count, 0))
        .go()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        }),
    ),
  );
}

export async function clearAttempts(checks: readonly ThrottleCheck[]): Promise<void> {
  await Promise.all(checks.map(([key, rule]) => throttleEntity.delete({ key, window: windowOf(rule) }).go()));
}
