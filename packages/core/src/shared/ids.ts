import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';

export const newUlid = (): string => ulid();

/** URL-safe random token, e.g. for password resets (only its hash is stored). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
