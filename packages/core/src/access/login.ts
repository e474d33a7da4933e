import { Settings } from '../settings/settings.js';
import { MESSAGES, ValidationError } from '../shared/errors.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import { assertNotThrottled, clearAttempts, LOGIN_PER_EMAIL, LOGIN_PER_IP, recordAttempt } from './throttle.js';
import { issueToken, type Audience, type IssuedToken } from './token.js';

interface Account {
  id: number;
  enabled: boolean;
  password_hash?: string | null;
}

/**
 * Password login for either audience: throttled per email and per IP, constant work whether or not
 * the account exists, one message for every wrong combination, and a token with the site's lifetime.
 */
export async function passwordLogin(
  audience: Audience,
  email: string,
  password: string,
  ip: string,
  find: (email: string) => Promise<Account | undefined>,
): Promise<IssuedToken> {
  const key = email.trim().toLowerCase();
  const checks: Parameters<typeof recordAttempt>[0] = [
    [`${audience}-login:email:${key}`, LOGIN_PER_EMAIL],
    [`${audience}-login:ip:${ip}`, LOGIN_PER_IP],
  ];
  await assertNotThrottled(checks);
  const account = await find(key);
  const ok = account?.password_hash
    ? await verifyPassword(account.password_hash, password)
    : (await burnPasswordCheck(password), false);
  if (!account || !ok) {
    await recordAttempt(checks);
    throw ValidationError.field('email', MESSAGES.invalidCredentials);
  }
  if (!account.enabled) throw ValidationError.field('email', MESSAGES.disabled);
  await clearAttempts(checks.slice(0, 1));
  return issueToken(audience, account.id, (await Settings.get()).token_lifetime_minutes);
}
