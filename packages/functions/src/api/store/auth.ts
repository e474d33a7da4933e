import { Hono } from 'hono';
import { Admin } from '@shop/core/access/admin';
import { ResetEmailInput, ResetPasswordInput, ResetSent, ResetDone } from '@shop/core/access/password-reset.schema';
import { rotateToken, verifyToken } from '@shop/core/access/token';
import { IssuedTokenInfo, LoggedOut, OthersLoggedOut } from '@shop/core/access/token.schema';
import { Customer } from '@shop/core/customer/customer';
import { CustomerInfo, LoginInput, ProfileUpdateInput, RegisterInput } from '@shop/core/customer/customer.schema';
import { Settings } from '@shop/core/settings/settings';
import { UnauthorizedError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { clientIp, requestLanguage } from '../http.js';
import { bearer, claimedAudience, customerAuth } from '../middleware/auth.js';
import { described, doc } from '../openapi.js';
import { body, rawBody } from '../validate.js';

const info = doc({ summary: 'The signed-in shopper', response: CustomerInfo });

export const storeAuthRoutes = new Hono<AppEnv>()
  .post('/login', doc({ summary: 'Shopper login', response: IssuedTokenInfo }), body(LoginInput), async (c) => {
    const { email, password, recaptcha_token } = c.req.valid('json');
    return c.json(await Customer.login(email, password, clientIp(c), recaptcha_token), 200);
  })
  .post(
    '/register',
    doc({ summary: 'Register, then logged in', response: IssuedTokenInfo, status: 201 }),
    body(RegisterInput),
    async (c) => {
      const input = c.req.valid('json');
      const { code } = await requestLanguage(c, rawBody(c));
      return c.json(await Customer.register({ ...input, language: input.language === undefined ? undefined : code }, clientIp(c)), 201);
    },
  )
  .post('/logout', doc({ summary: 'Revoke the shopper token', response: LoggedOut }), customerAuth, async (c) => {
    await Customer.logout(c.get('customer'));
    return c.json({ status: 'logged_out' as const }, 200);
  })
  .post(
    '/logout/others',
    doc({ summary: 'End every other session of the signed-in shopper (answers how many ended)', response: OthersLoggedOut }),
    customerAuth,
    async (c) => c.json({ status: 'logged_out' as const, ended: await Customer.logoutOthers(c.get('customer')) }, 200),
  )
  .post('/info', info, customerAuth, async (c) => c.json(await Customer.info(c.get('customer')), 200))
  .get('/info', info, customerAuth, async (c) => c.json(await Customer.info(c.get('customer')), 200))
  .put('/profile', doc({ summary: 'Update own profile', response: CustomerInfo }), customerAuth, body(ProfileUpdateInput), async (c) =>
    c.json(await Customer.updateProfile(c.get('customer'), c.req.valid('json')), 200),
  )
  .post(
    '/reset/email',
    doc({ summary: 'Mail a reset link (status passwords.sent)', response: ResetSent }),
    body(ResetEmailInput),
    async (c) => {
      const { email, type } = c.req.valid('json');
      await requestLanguage(c, rawBody(c));
      return c.json(await (type === 'admins' ? Admin : Customer).requestPasswordReset(email, clientIp(c)), 200);
    },
  )
  .post(
    '/reset/password',
    doc({ summary: 'Set a new password with the mailed token (status passwords.reset)', response: ResetDone }),
    body(ResetPasswordInput),
    async (c) => {
      const { email, type, token, password } = c.req.valid('json');
      return c.json(await (type === 'admins' ? Admin : Customer).resetPassword(email, token, password), 200);
    },
  )
  .post(
    '/token/refresh',
    doc({ summary: 'Exchange a valid token for a new one (either audience)', response: IssuedTokenInfo }),
    described(async (_c, next) => next(), { security: [{ adminToken: [] }, { customerToken: [] }] }),
    async (c) => {
      const token = bearer(c);
      const audience = claimedAudience(token);
      if (!audience) throw new UnauthorizedError();
      const verified = await verifyToken(audience, token);
      // The account must still be allowed in (a disabled account cannot refresh).
      if (audience === 'admin') await Admin.actor(verified);
      else await Customer.actor(verified.subject, verified.jti);
      return c.json(await rotateToken(verified, audience, (await Settings.get()).token_lifetime_minutes), 200);
    },
  );
