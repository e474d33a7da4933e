import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { env } from '../shared/env.js';

/**
 * Keys for staff second factors (decision 0064), derived from the token secret with HKDF under labels
 * of their own: nothing else signs or encrypts with them, and no new secret has to be bound to the API.
 * The ciphertext names its key (`t1`), so a dedicated key can be introduced later next to this one.
 */
const KEY_ID = 't1';
/** A 32-byte key for one purpose (`label`). */
export const derivedKey = (label: string) => Buffer.from(hkdfSync('sha256', env().TOKEN_SECRET, 'shop-two-factor', label, 32));

/** AES-256-GCM: `t1.<iv>.<ciphertext>.<tag>` (base64url); a changed byte fails to decrypt. */
export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey('totp-secret'), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [KEY_ID, iv, data, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function openSecret(sealed: string): string {
  const [keyId, iv, data, tag] = sealed.split('.');
  if (keyId !== KEY_ID || !iv || !data || !tag) throw new Error('Unknown two-factor secret format');
  const decipher = createDecipheriv('aes-256-gcm', derivedKey('totp-secret'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** How many recovery codes an enrolment (or a regeneration) gives. */
export const RECOVERY_CODE_COUNT = 10;
/** Crockford-style alphabet without look-alikes (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `XXXXX-XXXXX`: 10 random characters of 31, about 49 bits each. */
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** What a typed recovery code is compared as: upper case, without spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/**
 * A recovery code as stored: HMAC-SHA256 under a derived key. The codes are random (not chosen by a
 * person), so a memory-hard password hash adds nothing; a keyed hash lets a sign-in find and remove
 * the code it used in one conditional write, and the table alone does not let anyone test guesses.
 */
export function hashRecoveryCode(code: string): string {
  return createHmac('sha256', derivedKey('recovery-code')).update(normalizeRecoveryCode(code)).digest('base64url');
}
