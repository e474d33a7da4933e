import { ForbiddenError, MESSAGES } from '../shared/errors.js';
import type { AdminRecord } from './admin.entity.js';
import { checkPassword, issueFor } from './login.js';
import { adminStore } from './stores.js';
import type { IssuedToken } from './token.js';
import { TwoFactorChallenges } from './two-factor-challenge.js';
import type { TwoFactorChallenge, TwoFactorEnrolment } from './two-factor.schema.js';

/** Checking codes loads with the first second step, not with the password step (decision 0051). */
const twoFactor = () => import('./two-factor.js').then((m) => m.TwoFactor);

/** The admin a challenge names, still enabled: a session is issued only to such an account. */
async function enabledAdmin(id: number): Promise<AdminRecord> {
  const admin = await adminStore.find(id);
  if (!admin?.enabled) throw new ForbiddenError(MESSAGES.disabled);
  return admin;
}

/**
 * Staff sign-in (decision 0064): the password step, then — for an admin with a second factor, or whose
 * role requires one — a second call with a code (or enrolment first) before any session exists.
 */
export const AdminLogin = {
  /** The spec's `{ token, expires_in, expires_at }`, or a challenge for the second step. */
  async password(email: string, password: string, ip: string): Promise<IssuedToken | TwoFactorChallenge> {
    const admin = await checkPassword('admin', email, password, ip, (key) => adminStore.findByUnique('email', key));
    const step = await TwoFactorChallenges.stepFor(admin);
    return step ? TwoFactorChallenges.issue(admin.id, step) : issueFor('admin', admin);
  },

  /** Second step: a code from the app or a recovery code. */
  async code(challenge: string, code: string): Promise<IssuedToken> {
    const id = await TwoFactorChallenges.read(challenge, 'code');
    await (await twoFactor()).verify(id, code);
    return issueFor('admin', await enabledAdmin(id));
  },

  /** Enrolment forced by the role, at sign-in: a new secret to scan. */
  async enrol(challenge: string): Promise<TwoFactorEnrolment> {
    const id = await TwoFactorChallenges.read(challenge, 'enrol');
    return (await twoFactor()).begin(id);
  },

  /** Confirms that enrolment with a code: the session, and the recovery codes (shown once). */
  async confirm(challenge: string, code: string): Promise<IssuedToken & { recovery_codes: string[] }> {
    const id = await TwoFactorChallenges.read(challenge, 'enrol');
    const recoveryCodes = await (await twoFactor()).confirm(id, code);
    return { ...(await issueFor('admin', await enabledAdmin(id))), recovery_codes: recoveryCodes };
  },
};
