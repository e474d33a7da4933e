import { Hono } from 'hono';
import { z } from 'zod';
import { Admin } from '@shop/core/access/admin';
import { AdminInfo, ProfileInput } from '@shop/core/access/admin.schema';
import { emailField, requiredString } from '@shop/core/shared/validation';
import type { AppEnv } from '../context.js';
import { clientIp, parse, readBody } from '../http.js';
import { adminAuth } from '../middleware/auth.js';
import { describe } from '../openapi.js';

const LoginInput = z.object({ email: emailField(), password: requiredString(128) });
const TokenResponse = z.object({ token: z.string(), expires_in: z.number(), expires_at: z.string() });

describe({ method: 'post', path: '/api/admin/login', summary: 'Admin login', tag: 'Admin auth', body: LoginInput, response: TokenResponse });
describe({ method: 'post', path: '/api/admin/logout', summary: 'Revoke the admin token', tag: 'Admin auth', auth: 'admin' });
describe({ method: 'post', path: '/api/admin/logout/others', summary: 'End every other session of the signed-in admin (answers how many ended)', tag: 'Admin auth', auth: 'admin' });
describe({ method: 'get', path: '/api/admin', summary: 'The signed-in admin with role.permission_list', tag: 'Admin auth', auth: 'admin', response: AdminInfo });
describe({ method: 'put', path: '/api/admin', summary: 'Update own profile', tag: 'Admin auth', auth: 'admin', body: ProfileInput });

/** Login is public; the rest need an admin token but no permission (always allowed, spec section 6). */
export const adminAuthRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const { email, password } = parse(LoginInput, await readBody(c));
    return c.json(await Admin.login(email, password, clientIp(c)));
  })
  .post('/logout', adminAuth, async (c) => {
    await Admin.logout(c.get('admin'));
    return c.json({ status: 'logged_out' });
  })
  .post('/logout/others', adminAuth, async (c) => c.json({ status: 'logged_out', ended: await Admin.logoutOthers(c.get('admin')) }))
  .get('/', adminAuth, async (c) => c.json(await Admin.profile(c.get('admin').id)))
  .put('/', adminAuth, async (c) => {
    const input = parse(ProfileInput, await readBody(c));
    return c.json(await Admin.updateProfile(c.get('admin'), input));
  });
