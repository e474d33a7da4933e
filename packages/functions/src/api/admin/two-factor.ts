import { Hono } from 'hono';
import { z } from 'zod';
import { TwoFactor } from '@shop/core/access/two-factor';
import { RecoveryCodes, TwoFactorCodeInput, TwoFactorEnrolment, TwoFactorStatus } from '@shop/core/access/two-factor.schema';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';

const TwoFactorOff = z.object({ status: z.literal('disabled') });

/**
 * The signed-in admin's own second factor (decision 0064): every admin, no permission (like the
 * profile). The sign-in's second step is public and lives with the login (auth.ts).
 */
export const twoFactorRoutes = new Hono<AppEnv>()
  .get(
    '/',
    doc({ summary: "The signed-in admin's second factor: on, required by the role, recovery codes left", response: TwoFactorStatus }),
    async (c) => c.json(await TwoFactor.status(c.get('admin').id), 200),
  )
  .post(
    '/enrol',
    doc({ summary: 'Starts enrolment: a new TOTP secret (text, otpauth URL, QR), active once confirmed', response: TwoFactorEnrolment }),
    async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await TwoFactor.begin(c.get('admin').id), 200);
    },
  )
  .post(
    '/confirm',
    doc({ summary: 'Confirms enrolment with a code from the new secret: ten recovery codes (shown once)', response: RecoveryCodes }),
    body(TwoFactorCodeInput),
    async (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ recovery_codes: await TwoFactor.confirm(c.get('admin').id, c.req.valid('json').code) }, 200);
    },
  )
  .post(
    '/recovery-codes',
    doc({ summary: 'Replaces the recovery codes with ten new ones (needs a current code from the app)', response: RecoveryCodes }),
    body(TwoFactorCodeInput),
    async (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ recovery_codes: await TwoFactor.regenerate(c.get('admin').id, c.req.valid('json').code) }, 200);
    },
  )
  .post(
    '/disable',
    doc({ summary: 'Turns the second factor off with a current code (refused while the role requires it)', response: TwoFactorOff }),
    body(TwoFactorCodeInput),
    async (c) => {
      await TwoFactor.disable(c.get('admin').id, c.req.valid('json').code);
      return c.json({ status: 'disabled' as const }, 200);
    },
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/two-factor', twoFactorRoutes]] as const;
