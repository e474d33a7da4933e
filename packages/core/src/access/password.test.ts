import { argon2Verify } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

/**
 * Hashes written by @node-rs/argon2 2.0.2 (the native library used before decision 0012) with the
 * production parameters (m=19456, t=2, p=1) and the test ones (m=1024, t=1). Accounts created before
 * the switch must keep signing in.
 */
const NODE_RS_HASHES = [
  {
    password: 'correct horse battery staple',
    hash: '$argon2id$v=19$m=19456,t=2,p=1$b1+olmqfowIWsyRhA1GCXw$kVjFS5G84NbTKwx2ew8uL0vQMZqDnLavRZwmpilDZAo',
  },
  {
    password: 'Pässwörd-ünïcode-密碼',
    hash: '$argon2id$v=19$m=19456,t=2,p=1$U76YSsElrnMjueU5PgLIiQ$WcduZF56b5N0mELmgROLE0lVdYGwEJda4WWgW94aJH8',
  },
  {
    password: 'Admin12345!',
    hash: '$argon2id$v=19$m=1024,t=1,p=1$rTg8iNoOgMgKfQLw19YSEQ$vK1du+qzco4fJmH7eBzpm0Mvp9q8kHUmrhAvVQhJhsY',
  },
];

describe('password hashing (argon2id on WebAssembly)', () => {
  it.each(NODE_RS_HASHES)('a hash written by @node-rs/argon2 still verifies: $password', async ({ password, hash }) => {
    expect(await verifyPassword(hash, password)).toBe(true);
    expect(await verifyPassword(hash, `${password} `)).toBe(false);
    expect(await verifyPassword(hash, password.toUpperCase())).toBe(false);
  });

  it('writes the same PHC string format (16-byte salt, 32-byte hash) that other argon2 libraries read', async () => {
    const hash = await hashPassword('a new Passw0rd for the shop');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await argon2Verify({ password: 'a new Passw0rd for the shop', hash })).toBe(true);
    expect(await verifyPassword(hash, 'a new Passw0rd for the shop')).toBe(true);
    expect(await verifyPassword(hash, 'a new Passw0rd for the shoP')).toBe(false);
  });

  it('never matches a missing, malformed or tampered hash', async () => {
    const { password, hash } = NODE_RS_HASHES[2]!;
    expect(await verifyPassword(undefined, password)).toBe(false);
    expect(await verifyPassword('', password)).toBe(false);
    expect(await verifyPassword(password, password)).toBe(false);
    expect(await verifyPassword(hash.replace('$argon2id$', '$argon2i$'), password)).toBe(false);
    expect(await verifyPassword(hash.slice(0, -4), password)).toBe(false);
    expect(await verifyPassword(hash.replace(/.$/, hash.endsWith('A') ? 'B' : 'A'), password)).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });
});
