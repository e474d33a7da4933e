import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { Admin } from '@shop/core/access/admin';
import { verifyToken, type Audience } from '@shop/core/access/token';
import { Customer, type CustomerActor } from '@shop/core/customer/customer';
import { ForbiddenError, UnauthorizedError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { described } from '../openapi.js';

export function bearer(c: Context): string {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw new UnauthorizedError();
  return match[1].trim();
}

/** Admin audience only: a customer token is refused here, and the other way round. */
export const adminAuth = described(
  createMiddleware<AppEnv>(async (c, next) => {
    // The session, the admin and the role the token names: one round trip (decision 0019).
    const { loaded } = await verifyToken('admin', bearer(c), (claims) => Admin.actor(claims));
    c.set('admin', loaded);
    await next();
  }),
  { security: [{ adminToken: [] }] },
);

export const customerAuth = described(
  createMiddleware<AppEnv>(async (c, next) => {
    const { loaded } = await verifyToken('customer', bearer(c), (claims) => Customer.actor(claims.subject, claims.jti));
    c.set('customer', loaded);
    await next();
  }),
  { security: [{ customerToken: [] }] },
);

/**
 * The shopper signed in on a public request, if any: a missing, expired or foreign token is simply a
 * guest (public pages never answer 401 for a stale token).
 */
export async function optionalCustomer(c: Context): Promise<CustomerActor | undefined> {
  if (!c.req.header('authorization')) return undefined;
  try {
    const { loaded } = await verifyToken('customer', bearer(c), (claims) => Customer.actor(claims.subject, claims.jti));
    return loaded;
  } catch {
    return undefined;
  }
}

/** Route guard: the signed-in admin's role must hold the permission string. */
export const can = (permission: string) =>
  described(
    createMiddleware<AppEnv>(async (c, next) => {
      const admin = c.get('admin');
      if (!admin.permissions.includes(permission)) throw new ForbiddenError(`Permission denied: ${permission}`);
      await next();
    }),
    { 'x-permission': permission, security: [{ adminToken: [] }] },
  );

/** Route guard: the admin's role must hold at least one of the permissions (imports: create or update). */
export const canAny = (permissions: string[]) =>
  described(
    createMiddleware<AppEnv>(async (c, next) => {
      const held = c.get('admin').permissions;
      const [permission] = permissions;
      if (!permissions.some((p) => held.includes(p))) throw new ForbiddenError(`Permission denied: ${permission}`);
      await next();
    }),
    { 'x-permission': permissions.join(' | '), security: [{ adminToken: [] }] },
  );

/** The audience a token claims, read before verifying so refresh can verify it for that audience. */
export function claimedAudience(token: string): Audience | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { aud?: unknown };
    return payload.aud === 'admin' || payload.aud === 'customer' ? payload.aud : undefined;
  } catch {
    return undefined;
  }
}
