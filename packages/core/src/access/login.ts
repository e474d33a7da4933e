import { Settings } from '../settings/settings.js';
import { MESSAGES, ValidationError } from '../shared/errors.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import {
  clearAttempts,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_ADDRESS,
  LOGIN_PER_ADDRESS,
  refundAttempt,
  takeAttempt,
  type ThrottleCheck,
} from './throttle.js';
import { issueToken, type Audience, type IssuedToken } from './token.js';

interface Account {
  id: number;
  enabled: boolean;
  password_hash?: string | null;
  /** An admin's role: the token carries it so requests read it with the session (token.ts). */
  role_id?: number;
}

/**
 * Password login for either audience. The attempt is counted (conditional writes) before the password
 * is verified, per (email, address) tightly, per email loosely and per address; constant work whether
 * or not the account exists; one message for every wrong combination; a token with the site's lifetime.
 */
export async function passwordLogin(
  audience: Audience,
  email: string,
  password: string,
  ip: string,
  find: (email: string) => Promise<Account | undefined>,
  /** A check after the attempt is counted and before the password is (the shop's reCAPTCHA). */
  check?: () => Promise<void>,
): Promise<IssuedToken> {
  const account = await checkPassword(audience, email, password, ip, find, check);
  return issueFor(audience, account);
}

/** The password step alone: the account whose password matched (an admin may still owe a second factor). */
export async function checkPassword<A extends Account>(
  audience: Audience,
  email: string,
  password: string,
  ip: string,
  find: (email: string) => Promise<A | undefined>,
  check?: () => Promise<void>,
): Promise<A> {
  const key = email.trim().toLowerCase();
  const pair: ThrottleCheck = [`${audience}-login:pair:${key}:${ip}`, LOGIN_PER_ACCOUNT_ADDRESS];
  const others: ThrottleCheck[] = [
    [`${audience}-login:email:${key}`, LOGIN_PER_ACCOUNT],
    [`${audience}-login:ip:${ip}`, LOGIN_PER_ADDRESS],
  ];
  await takeAttempt([pair, ...others]);
  await check?.();
  const account = await find(key);
  const ok = account?.password_hash ? await verifyPassword(account.password_hash, password) : (await burnPasswordCheck(password), false);
  if (!account || !ok) throw ValidationError.field('email', MESSAGES.invalidCredentials);
  if (!account.enabled) throw ValidationError.field('email', MESSAGES.disabled);
  await Promise.all([clearAttempts([pair]), refundAttempt(others)]);
  return account;
}

/** A session for an account that passed every step, with the site's token lifetime. */
export async function issueFor(audience: Audience, account: Pick<Account, 'id' | 'role_id'>): Promise<IssuedToken> {
  const claims = account.role_id !== undefined ? { role: account.role_id } : {};
  return issueToken(audience, account.id, (await Settings.get()).token_lifetime_minutes, claims);
}
