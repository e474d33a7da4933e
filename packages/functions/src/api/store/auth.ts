import { Hono } from 'hono';
import { Admin } from '@shop/core/access/admin';
import { ResetEmailInput, ResetPasswordInput } from '@shop/core/access/password-reset.schema';
import { rotateToken, verifyToken } from '@shop/core/access/token';
import { Customer } from '@shop/core/customer/customer';
import { CustomerInfo, LoginInput, ProfileUpdateInput, RegisterInput } from '@shop/core/customer/customer.schema';
import { Settings } from '@shop/core/settings/settings';
import { UnauthorizedError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { clientIp, parse, readBody, requestLanguage } from '../http.js';
import { bearer, claimedAudience, customerAuth } from '../middleware/auth.js';
import { describe } from '../openapi.js';

describe({ method: 'post', path: '/api/login', summary: 'Shopper login', tag: 'Shopper auth', body: LoginInput });
describe({ method: 'post', path: '/api/register', summary: 'Register, then logged in', tag: 'Shopper auth', body: RegisterInput });
describe({ method: 'post', path: '/api/logout', summary: 'Revoke the shopper token', tag: 'Shopper auth', auth: 'customer' });
describe({ method: 'post', path: '/api/logout/others', summary: 'End every other session of the signed-in shopper (answers how many ended)', tag: 'Shopper auth', auth: 'customer' });
describe({ method: 'post', path: '/api/info', summary: 'The signed-in shopper', tag: 'Shopper auth', auth: 'customer', response: CustomerInfo });
describe({ method: 'put', path: '/api/profile', summary: 'Update own profile', tag: 'Shopper auth', auth: 'customer', body: ProfileUpdateInput, response: CustomerInfo });
describe({ method: 'post', path: '/api/reset/email', summary: 'Mail a reset link (status passwords.sent)', tag: 'Password reset', body: ResetEmailInput });
describe({ method: 'post', path: '/api/reset/password', summary: 'Set a new password with the mailed token (status passwords.reset)', tag: 'Password reset', body: ResetPasswordInput });
describe({ method: 'post', path: '/api/token/refresh', summary: 'Exchange a valid token for a new one (either audience)', tag: 'Tokens' });

export const storeAuthRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { email, password } = parse(LoginInput, await readBody(c));
    return c.json(await Customer.login(email, password, clientIp(c)));
  })
  .post('/register', async (c) => {
    const body = await readBody(c);
    const input = parse(RegisterInput, body);
    const { code } = await requestLanguage(c, body);
    return c.json(await Customer.register({ ...input, language: input.language === undefined ? undefined : code }, clientIp(c)), 201);
  })
  .post('/logout', customerAuth, async (c) => {
    await Customer.logout(c.get('customer'));
    return c.json({ status: 'logged_out' });
  })
  .post('/logout/others', customerAuth, async (c) =>
    c.json({ status: 'logged_out', ended: await Customer.logoutOthers(c.get('customer')) }),
  )
  .post('/info', customerAuth, async (c) => c.json(await Customer.info(c.get('customer'))))
  .get('/info', customerAuth, async (c) => c.json(await Customer.info(c.get('customer'))))
  .put('/profile', customerAuth, async (c) => {
    const input = parse(ProfileUpdateInput, await readBody(c));
    return c.json(await Customer.updateProfile(c.get('customer'), input));
  })
  .post('/reset/email', async (c) => {
    const body = await readBody(c);
    const { email, type } = parse(ResetEmailInput, body);
    await requestLanguage(c, body);
    return c.json(await (type === 'admins' ? Admin : Customer).requestPasswordReset(email, clientIp(c)));
  })
  .post('/reset/password', async (c) => {
    const { email, type, token, password } = parse(ResetPasswordInput, await readBody(c));
    return c.json(await (type === 'admins' ? Admin : Customer).resetPassword(email, token, password));
  })
  .post('/token/refresh', async (c) => {
    const token = bearer(c);
    const audience = claimedAudience(token);
    if (!audience) throw new UnauthorizedError();
    const verified = await verifyToken(audience, token);
    // The account must still be allowed in (a disabled account cannot refresh).
    if (audience === 'admin') await Admin.actor(verified.subject, verified.jti);
    else await Customer.actor(verified.subject, verified.jti);
    return c.json(await rotateToken(verified, audience, (await Settings.get()).token_lifetime_minutes));
  });
