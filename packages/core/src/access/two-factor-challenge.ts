import { jwtVerify, SignJWT } from 'jose';
import { UnauthorizedError } from '../shared/errors.js';
import type { AdminRecord } from './admin.entity.js';
import { roleStore } from './stores.js';
import { derivedKey } from './two-factor-crypto.js';
import type { TwoFactorChallenge } from './two-factor.schema.js';

/**
 * The sign-in's part of the staff second factor (decision 0064), loaded with the password step at a
 * cold start: which step an admin owes, and the short-lived signed challenge that names it. Checking
 * codes is two-factor.ts, loaded with the first code.
 */

/** How long the password step's challenge holds. */
export const CHALLENGE_MINUTES = 5;

export const TWO_FACTOR_MESSAGES = {
  invalid: 'The code is not valid.',
  used: 'This code was already used.',
  notEnabled: 'Two-factor sign-in is not set up.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  noPending: 'Start the set-up again: no new secret is waiting for confirmation.',
  required: 'Your role requires two-factor sign-in; it cannot be turned off.',
  challenge: 'The sign-in step expired; please log in again.',
  resetBySuperAdmin: "Only the super admin can reset another admin's two-factor sign-in.",
  resetOwn: 'Turn your own two-factor sign-in off from your profile.',
} as const;

const challengeKey = () => derivedKey('login-challenge');
const CHALLENGE_AUDIENCE = 'admin-two-factor';

/** Whether the admin's role requires a second factor. */
export async function roleRequiresTwoFactor(roleId: number): Promise<boolean> {
  return (await roleStore.find(roleId))?.requires_two_factor ?? false;
}

export const TwoFactorChallenges = {
  /** Whether this admin must pass a second step at sign-in, and which: a code, or enrolment first. */
  async stepFor(admin: Pick<AdminRecord, 'totp_secret' | 'role_id'>): Promise<TwoFactorChallenge['two_factor'] | undefined> {
    if (admin.totp_secret) return 'code';
    return (await roleRequiresTwoFactor(admin.role_id)) ? 'enrol' : undefined;
  },

  /** A short-lived signed challenge naming the admin and the step owed; it opens no session. */
  async issue(adminId: number, step: TwoFactorChallenge['two_factor']): Promise<TwoFactorChallenge> {
    const exp = Math.floor(Date.now() / 1000) + CHALLENGE_MINUTES * 60;
    const challenge = await new SignJWT({ step })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(CHALLENGE_AUDIENCE)
      .setSubject(String(adminId))
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(challengeKey());
    return { two_factor: step, challenge, challenge_expires_at: new Date(exp * 1000).toISOString() };
  },

  /** The admin a challenge names, if it is genuine, unexpired and for this step (401 otherwise). */
  async read(challenge: string, step: TwoFactorChallenge['two_factor']): Promise<number> {
    try {
      const { payload } = await jwtVerify(challenge, challengeKey(), { audience: CHALLENGE_AUDIENCE, algorithms: ['HS256'] });
      const subject = Number(payload.sub);
      if (payload.step !== step || !Number.isSafeInteger(subject)) throw new UnauthorizedError(TWO_FACTOR_MESSAGES.challenge);
      return subject;
    } catch {
      throw new UnauthorizedError(TWO_FACTOR_MESSAGES.challenge);
    }
  },
};
