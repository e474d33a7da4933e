import { randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '../shared/env.js';
import { assertPasswordAllowed } from './password-policy.js';

/**
 * argon2id, 19 MiB, t=2 (OWASP minimum), 16-byte salt, 32-byte hash: the parameters @node-rs/argon2
 * used, so stored hashes keep verifying (decision 0012). Tests may lower the cost with PASSWORD_HASH_FAST=1.
 */
export const PASSWORD_HASH_OPTIONS = { algorithm: 2 /* Argon2id */ as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };
const SALT_BYTES = 16;
const HASH_BYTES = 32;

/**
 * Hashes a NEW password, after the policy check (too common → 422 on `password`): every way a password
 * is set goes through here, so none can skip the policy.
 */
export async function hashPassword(password: string): Promise<string> {
  await assertPasswordAllowed(password);
  return hashWithoutPolicy(password);
}

/** hash-wasm loads with the first hash or verify, not with every cold start (decision 0018). */
const argon2id: typeof import('hash-wasm').argon2id = async (options) => (await import('hash-wasm')).argon2id(options);

function hashWithoutPolicy(password: string): Promise<string> {
  const fast = env().PASSWORD_HASH_FAST === '1';
  const { memoryCost, timeCost, parallelism } = fast ? { ...PASSWORD_HASH_OPTIONS, memoryCost: 1024, timeCost: 1 } : PASSWORD_HASH_OPTIONS;
  // WebAssembly (hash-wasm): no native addon to package per CPU architecture.
  return argon2id({
    password,
    salt: randomBytes(SALT_BYTES),
    memorySize: memoryCost,
    iterations: timeCost,
    parallelism,
    hashLength: HASH_BYTES,
    outputType: 'encoded',
  });
}

/** `$argon2id$v=19$m=<KiB>,t=<n>,p=<n>$<salt>$<hash>` (PHC string, unpadded base64). */
const ENCODED = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{22,})$/;

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  const match = stored ? ENCODED.exec(stored) : null;
  if (!match) return false;
  const [, m, t, p, salt, hash] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  try {
    const actual = await argon2id({
      password,
      salt: Buffer.from(salt, 'base64'),
      memorySize: Number(m),
      iterations: Number(t),
      parallelism: Number(p),
      hashLength: expected.length,
      outputType: 'binary',
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
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
