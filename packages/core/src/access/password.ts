import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { env } from '../shared/env.js';
import { assertPasswordAllowed } from './password-policy.js';

/** argon2id, 19 MiB, t=2 (OWASP minimum). Tests may lower the cost with PASSWORD_HASH_FAST=1. */
export const PASSWORD_HASH_OPTIONS = { algorithm: 2 /* Argon2id */ as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Hashes a NEW password, after the policy check (too common → 422 on `password`): every way a password
 * is set goes through here, so none can skip the policy.
 */
export async function hashPassword(password: string): Promise<string> {
  await assertPasswordAllowed(password);
  return hashWithoutPolicy(password);
}

function hashWithoutPolicy(password: string): Promise<string> {
  const fast = env().PASSWORD_HASH_FAST === '1';
  return hash(password, fast ? { ...PASSWORD_HASH_OPTIONS, memoryCost: 1024, timeCost: 1 } : PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the account does not exist, so timing does not tell. */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashWithoutPolicy(randomBytes(18).toString('base64'));
  await verifyPassword(await dummy, password);
}
