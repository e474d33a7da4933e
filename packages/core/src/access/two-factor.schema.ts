import { z } from 'zod';
import { IssuedTokenInfo } from './token.schema.js';

/** A second-factor code as typed: six digits from the app, or a recovery code (`XXXXX-XXXXX`). */
export const TwoFactorCodeInput = z.object({
  code: z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, { error: 'This field is required.' })
    .max(20, { error: 'The code is not valid.' }),
});
export type TwoFactorCodeInput = z.infer<typeof TwoFactorCodeInput>;

/** The signed challenge a password step answered with (decision 0064). */
export const TwoFactorChallengeInput = z.object({ challenge: z.string().min(1, { error: 'This field is required.' }).max(2000) });
export const TwoFactorChallengeCodeInput = TwoFactorChallengeInput.extend(TwoFactorCodeInput.shape);

/** What the signed-in admin's profile shows about their second factor. */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The admin's role requires it: it cannot be turned off. */
  required: z.boolean(),
  recovery_codes_left: z.number(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** A new secret to add to an authenticator app: its text, its otpauth:// address and that address as a QR image. */
export const TwoFactorEnrolment = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** `data:image/svg+xml;base64,…` */
  qr: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolment>;

/** One-time recovery codes: shown once, stored only as keyed hashes. */
export const RecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

/**
 * The password step's answer when a second step is needed: `code` (enter a code) or `enrol` (the role
 * requires a second factor the admin has not set up yet). No session exists until the second step.
 */
export const TwoFactorChallenge = z.object({
  two_factor: z.enum(['code', 'enrol']),
  challenge: z.string(),
  challenge_expires_at: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** `POST /api/admin/login`: the spec's token, or (admins with a second factor) a challenge. */
export const AdminLoginAnswer = z.union([IssuedTokenInfo, TwoFactorChallenge]);

/** Enrolment finished at sign-in: the session, and the recovery codes to keep. */
export const EnrolledLogin = IssuedTokenInfo.extend(RecoveryCodes.shape);
