import { ValidationError } from '../shared/errors.js';

/** How many of the most common passwords are refused (OWASP ASVS 5.0 §6.2: at least the top 3,000). */
export const COMMON_PASSWORD_COUNT = 10_000;

export const PASSWORD_MESSAGES = {
  common: 'This password is too common. Please choose another.',
} as const;

let common: Promise<Set<string>> | undefined;

/**
 * The top 10,000 of the ranked breach list maintained by zxcvbn-ts (`@zxcvbn-ts/language-common`),
 * lower-cased; loaded on first use so a cold start that sets no password does not pay for it.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase())),
  );
  return common;
}

/**
 * Server-side rule for every new password (length and whitespace are in the shared zod field, so the
 * forms show them too): refused when it is, ignoring case, one of the 10,000 most common passwords.
 */
export async function assertPasswordAllowed(password: string, field = 'password'): Promise<void> {
  if ((await commonPasswords()).has(password.toLowerCase())) {
    throw ValidationError.field(field, PASSWORD_MESSAGES.common);
  }
}
