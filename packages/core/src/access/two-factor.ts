import type { TOTP } from 'otpauth';
import { Settings } from '../settings/settings.js';
import { ConflictError, ForbiddenError, ValidationError } from '../shared/errors.js';
import { assertSuperAdmin, type Grantor } from './grants.js';
import { adminStore } from './stores.js';
import { clearAttempts, takeAttempt, type ThrottleCheck, type ThrottleRule } from './throttle.js';
import { endSessions } from './token.js';
import { hashRecoveryCode, newRecoveryCodes, openSecret, sealSecret } from './two-factor-crypto.js';
import { roleRequiresTwoFactor, TWO_FACTOR_MESSAGES } from './two-factor-challenge.js';
import type { TwoFactorEnrolment, TwoFactorStatus } from './two-factor.schema.js';

/** otpauth loads with the first code checked or secret made, not with the sign-in at a cold start (decision 0051). */
const otp = () => import('otpauth');

/**
 * Staff second factor (issue 28, decision 0064): TOTP (RFC 6238, `otpauth`) with one-time recovery
 * codes. The secret lives in the admin's record sealed with a derived key; every write that uses a code
 * goes through the record's conditional write (`adminStore.update` puts only if `updated_at` is
 * unchanged), so two requests racing with one code cannot both pass. The sign-in's own steps (which
 * step is owed, the challenge) are in two-factor-challenge.ts, loaded at a cold start; this module
 * loads with the first code.
 */

/** Five wrong codes per admin in 15 minutes, whichever step they come from; a right one clears the count. */
export const TWO_FACTOR_ATTEMPTS: ThrottleRule = { limit: 5, windowSeconds: 15 * 60 };
const invalid = () => ValidationError.field('code', TWO_FACTOR_MESSAGES.invalid);
const throttleOf = (adminId: number): ThrottleCheck[] => [[`admin-2fa:${String(adminId)}`, TWO_FACTOR_ATTEMPTS]];

async function totpFor(sealedOrPlain: { sealed: string } | { plain: string }, label: string): Promise<TOTP> {
  const secret = 'sealed' in sealedOrPlain ? openSecret(sealedOrPlain.sealed) : sealedOrPlain.plain;
  const issuer = (await Settings.get()).name || 'Shop';
  const { Secret, TOTP } = await otp();
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

/** The time step a six-digit code belongs to (now, or one step either side), or undefined. */
function stepOf(totp: TOTP, code: string): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totp.validate({ token: code, window: 1 });
  return delta === null ? undefined : totp.counter() + delta;
}

/**
 * Checks a code against the admin's active secret (or, when `recovery`, a recovery code) and records
 * its use in the same conditional write: the step moves forward, or the recovery code is removed.
 * Counted first (429 past the limit); a right code clears the count.
 */
async function useCode(adminId: number, code: string, options: { recovery: boolean }): Promise<void> {
  await takeAttempt(throttleOf(adminId));
  const admin = await adminStore.get(adminId);
  if (!admin.totp_secret) throw ValidationError.field('code', TWO_FACTOR_MESSAGES.notEnabled);
  const typed = code.replace(/\s/g, '');
  const step = stepOf(await totpFor({ sealed: admin.totp_secret }, admin.email), typed);
  const recoveryHash = step === undefined && options.recovery ? hashRecoveryCode(typed) : undefined;
  if (step === undefined && !recoveryHash) throw invalid();
  await adminStore.update(adminId, (latest) => {
    if (latest.totp_secret !== admin.totp_secret) throw invalid();
    if (step !== undefined) {
      if ((latest.totp_last_step ?? -1) >= step) throw ValidationError.field('code', TWO_FACTOR_MESSAGES.used);
      return { totp_last_step: step };
    }
    const left = latest.recovery_codes ?? [];
    if (!recoveryHash || !left.includes(recoveryHash)) throw invalid();
    return { recovery_codes: left.filter((h) => h !== recoveryHash) };
  });
  await clearAttempts(throttleOf(adminId));
}

/** Ten new recovery codes: answered once, stored hashed. */
function recoveryCodes(): { plain: string[]; hashes: string[] } {
  const plain = newRecoveryCodes();
  return { plain, hashes: plain.map(hashRecoveryCode) };
}

export const TwoFactor = {
  async status(adminId: number): Promise<TwoFactorStatus> {
    const admin = await adminStore.get(adminId);
    return {
      enabled: Boolean(admin.totp_secret),
      required: await roleRequiresTwoFactor(admin.role_id),
      recovery_codes_left: admin.totp_secret ? (admin.recovery_codes ?? []).length : 0,
    };
  },

  /** A new secret, kept (sealed) as pending until a code from it is confirmed; a second call replaces it. */
  async begin(adminId: number): Promise<TwoFactorEnrolment> {
    const admin = await adminStore.get(adminId);
    if (admin.totp_secret) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const secret = new (await otp()).Secret({ size: 20 }).base32;
    await adminStore.update(adminId, () => ({ totp_pending: sealSecret(secret) }));
    const totp = await totpFor({ plain: secret }, admin.email);
    const otpauthUrl = totp.toString();
    const QRCode = (await import('qrcode')).default;
    const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauth_url: otpauthUrl, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  },

  /** A code from the pending secret turns the second factor on; answers the recovery codes (once). */
  async confirm(adminId: number, code: string): Promise<string[]> {
    await takeAttempt(throttleOf(adminId));
    const admin = await adminStore.get(adminId);
    if (admin.totp_secret) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyEnabled);
    if (!admin.totp_pending) throw ValidationError.field('code', TWO_FACTOR_MESSAGES.noPending);
    const step = stepOf(await totpFor({ sealed: admin.totp_pending }, admin.email), code.replace(/\s/g, ''));
    if (step === undefined) throw invalid();
    const codes = recoveryCodes();
    await adminStore.update(adminId, (latest) => {
      if (latest.totp_pending !== admin.totp_pending || latest.totp_secret) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyEnabled);
      return { totp_secret: admin.totp_pending, totp_pending: undefined, totp_last_step: step, recovery_codes: codes.hashes };
    });
    await clearAttempts(throttleOf(adminId));
    return codes.plain;
  },

  /** A code from the app (not a recovery code) replaces every recovery code with ten new ones. */
  async regenerate(adminId: number, code: string): Promise<string[]> {
    await useCode(adminId, code, { recovery: false });
    const codes = recoveryCodes();
    await adminStore.update(adminId, () => ({ recovery_codes: codes.hashes }));
    return codes.plain;
  },

  /** Turns the second factor off with a current code; refused while the admin's role requires it. */
  async disable(adminId: number, code: string): Promise<void> {
    const admin = await adminStore.get(adminId);
    if (await roleRequiresTwoFactor(admin.role_id)) throw new ForbiddenError(TWO_FACTOR_MESSAGES.required);
    await useCode(adminId, code, { recovery: false });
    await adminStore.update(adminId, () => ({
      totp_secret: undefined,
      totp_pending: undefined,
      totp_last_step: undefined,
      recovery_codes: undefined,
    }));
  },

  /**
   * An admin who lost both their phone and their recovery codes: the super admin (only, as for the
   * role setting) takes their second factor away, and every session of theirs ends. At the next
   * sign-in they enrol again when their role requires it. Nobody resets their own (the profile's
   * turn-off asks for a code).
   */
  async reset(grantor: Grantor, adminId: number): Promise<TwoFactorStatus> {
    assertSuperAdmin(grantor, TWO_FACTOR_MESSAGES.resetBySuperAdmin);
    if (grantor.type === 'admin' && grantor.id === adminId) throw new ForbiddenError(TWO_FACTOR_MESSAGES.resetOwn);
    await adminStore.update(adminId, () => ({
      totp_secret: undefined,
      totp_pending: undefined,
      totp_last_step: undefined,
      recovery_codes: undefined,
    }));
    await endSessions('admin', adminId);
    await clearAttempts(throttleOf(adminId));
    return TwoFactor.status(adminId);
  },

  /** The sign-in's second step: a code from the app, or a recovery code (each usable once). */
  async verify(adminId: number, code: string): Promise<void> {
    await useCode(adminId, code, { recovery: true });
  },
};
