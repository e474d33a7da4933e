import { createHash, timingSafeEqual } from 'node:crypto';
import { sendMailReported } from '../mail/mail.js';
import { env } from '../shared/env.js';
import { MESSAGES, ValidationError } from '../shared/errors.js';
import { randomToken } from '../shared/ids.js';
import { passwordResetEntity } from './password-reset.entity.js';
import { RESET_PER_EMAIL, RESET_PER_IP, takeAttempt } from './throttle.js';

export type ResetType = 'admins' | 'customer';
export const RESET_TOKEN_MINUTES = 60;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The accounts of one audience, as the reset needs them. Each audience's domain passes its own
 * (`Admin.requestPasswordReset`, `Customer.requestPasswordReset`), so access never reads customers.
 */
export interface ResetAccounts {
  type: ResetType;
  /** The SPA page the mailed link opens. */
  page: string;
  find(email: string): Promise<{ id: number } | undefined>;
  /** Stores the new password and ends the account's sessions. */
  setPassword(id: number, password: string): Promise<void>;
}

export const PasswordReset = {
  /**
   * Mails a single-use link valid for 60 minutes. Answers the same whether or not the email is
   * known, so the form cannot be used to probe for accounts, and whether or not SES took the mail
   * (its sandbox, an outage): that failure is logged and alarmed (`sendMailReported`), never a 500.
   */
  async request(accounts: ResetAccounts, email: string, ip: string): Promise<{ status: 'passwords.sent' }> {
    const { type } = accounts;
    await takeAttempt([
      [`reset:${type}:email:${email}`, RESET_PER_EMAIL],
      [`reset:ip:${ip}`, RESET_PER_IP],
    ]);
    const account = await accounts.find(email);
    if (account) {
      const token = randomToken();
      const now = Math.floor(Date.now() / 1000);
      await passwordResetEntity
        .put({
          type,
          email,
          token_hash: sha256(token),
          created_at: new Date().toISOString(),
          expires_at: now + RESET_TOKEN_MINUTES * 60,
        })
        .go();
      const link = `${env().APP_URL}${accounts.page}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
      await sendMailReported(
        {
          to: email,
          subject: 'Reset Password Notification',
          text: `You are receiving this email because we received a password reset request for your account.\n\nReset your password: ${link}\n\nThis link expires in ${RESET_TOKEN_MINUTES} minutes. If you did not request a reset, no further action is required.`,
          html: `<p>You are receiving this email because we received a password reset request for your account.</p><p><a href="${link}">Reset Password</a></p><p>This link expires in ${RESET_TOKEN_MINUTES} minutes. If you did not request a reset, no further action is required.</p>`,
        },
        'password-reset',
      );
    }
    return { status: 'passwords.sent' };
  },

  /** Sets the new password if the token matches; the token is consumed (conditional delete). */
  async reset(accounts: ResetAccounts, email: string, token: string, password: string): Promise<{ status: 'passwords.reset' }> {
    const { type } = accounts;
    const invalid = () => ValidationError.field('email', MESSAGES.invalidResetToken);
    const { data } = await passwordResetEntity.get({ type, email }).go();
    if (!data || data.expires_at < Math.floor(Date.now() / 1000)) throw invalid();
    const expected = Buffer.from(data.token_hash);
    const given = Buffer.from(sha256(token));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
    const account = await accounts.find(email);
    if (!account) throw invalid();
    try {
      // Single use: only the request that deletes this exact token may set the password.
      await passwordResetEntity
        .delete({ type, email })
        .where((attr, op) => op.eq(attr.token_hash, data.token_hash))
        .go();
    } catch {
      throw invalid();
    }
    await accounts.setPassword(account.id, password);
    return { status: 'passwords.reset' };
  },
};
