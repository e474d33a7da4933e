import { Hono } from 'hono';
import { z } from 'zod';
import { Admin } from '@shop/core/access/admin';
import { AdminProfile, ProfileInput } from '@shop/core/access/admin.schema';
import { IssuedTokenInfo, LoggedOut, OthersLoggedOut } from '@shop/core/access/token.schema';
import { emailField, requiredString } from '@shop/core/shared/validation';
import type { AppEnv } from '../context.js';
import { clientIp } from '../http.js';
import { adminAuth } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';

const LoginInput = z.object({ email: emailField(), password: requiredString(128) });

/** Login is public; the rest need an admin token but no permission (always allowed, spec section 6). */
export const adminAuthRoutes = new Hono<AppEnv>()
  .post('/login', doc({ summary: 'Admin login', response: IssuedTokenInfo }), body(LoginInput), async (c) => {
    const { email, password } = c.req.valid('json');
    return c.json(await Admin.login(email, password, clientIp(c)), 200);
  })
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
