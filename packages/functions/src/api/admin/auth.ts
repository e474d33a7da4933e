import { Hono } from 'hono';
import { z } from 'zod';
import { Admin } from '@shop/core/access/admin';
import { AdminLogin } from '@shop/core/access/admin-login';
import {
  AdminLoginAnswer,
  EnrolledLogin,
  TwoFactorChallengeCodeInput,
  TwoFactorChallengeInput,
  TwoFactorEnrolment,
} from '@shop/core/access/two-factor.schema';
import { AdminProfile, ProfileInput } from '@shop/core/access/admin.schema';
import { IssuedTokenInfo, LoggedOut, OthersLoggedOut } from '@shop/core/access/token.schema';
import { emailField, requiredString } from '@shop/core/shared/validation';
import type { AppEnv } from '../context.js';
import { clientIp } from '../http.js';
import { adminAuth } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';

const LoginInput = z.object({ email: emailField(), password: requiredString(128) });

/**
 * Login is public; the rest need an admin token but no permission (always allowed, spec section 6).
 * An admin with a second factor (or whose role requires one) gets a challenge from the password step
 * and the session from `/login/two-factor` (or, enrolling, from `/login/two-factor/confirm`): decision 0064.
 */
export const adminAuthRoutes = new Hono<AppEnv>()
  .post(
    '/login',
    doc({
      summary: 'Admin login: the token, or a two-factor challenge (two_factor, challenge) for the second step',
      response: AdminLoginAnswer,
    }),
    body(LoginInput),
    async (c) => {
      const { email, password } = c.req.valid('json');
      return c.json(await Admin.login(email, password, clientIp(c)), 200);
    },
  )
  .post(
    '/login/two-factor',
    doc({
      summary: 'Second sign-in step: the challenge and a code from the authenticator app or a recovery code (each once)',
      response: IssuedTokenInfo,
    }),
    body(TwoFactorChallengeCodeInput),
    async (c) => {
      const { challenge, code } = c.req.valid('json');
      return c.json(await AdminLogin.code(challenge, code), 200);
    },
  )
  .post(
    '/login/two-factor/enrol',
    doc({
      summary: "Enrolment the role requires, at sign-in: a new TOTP secret (text, otpauth URL, QR) for an 'enrol' challenge",
      response: TwoFactorEnrolment,
    }),
    body(TwoFactorChallengeInput),
    async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await AdminLogin.enrol(c.req.valid('json').challenge), 200);
    },
  )
  .post(
    '/login/two-factor/confirm',
    doc({ summary: 'Confirms the sign-in enrolment with a code: the token and ten recovery codes (shown once)', response: EnrolledLogin }),
    body(TwoFactorChallengeCodeInput),
    async (c) => {
      const { challenge, code } = c.req.valid('json');
      c.header('cache-control', 'no-store');
      return c.json(await AdminLogin.confirm(challenge, code), 200);
    },
  )
  .post('/logout', doc({ summary: 'Revoke the admin token', response: LoggedOut }), adminAuth, async (c) => {
    await Admin.logout(c.get('admin'));
    return c.json({ status: 'logged_out' as const }, 200);
  })
  .post(
    '/logout/others',
    doc({ summary: 'End every other session of the signed-in admin (answers how many ended)', response: OthersLoggedOut }),
    adminAuth,
    async (c) => c.json({ status: 'logged_out' as const, ended: await Admin.logoutOthers(c.get('admin')) }, 200),
  )
  .get('/', doc({ summary: 'The signed-in admin with role.permission_list', response: AdminProfile }), adminAuth, async (c) =>
    c.json(await Admin.profile(c.get('admin').id), 200),
  )
  .put('/', doc({ summary: 'Update own profile', response: AdminProfile }), adminAuth, body(ProfileInput), async (c) =>
    c.json(await Admin.updateProfile(c.get('admin'), c.req.valid('json')), 200),
  );
