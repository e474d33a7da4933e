import { ForbiddenError } from '../shared/errors.js';
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE_ID } from './permissions.js';

/**
 * Grant checks: "may this admin give away what this request gives away?" Route guards answer
 * "may they call it"; these answer the other half. The rule is one subset test — nobody grants,
 * edits or takes over a permission set larger than their own (docs/security.md).
 */

/** Who performs a write: a signed-in admin, or the system itself (seed, scripts, tests' fixtures). */
export type Grantor = { type: 'admin'; id: number; jti?: string; permissions: readonly string[]; role_id?: number } | { type: 'system' };

export const SYSTEM: Grantor = { type: 'system' };

/** The owner account (the first super admin): its email and password change only by itself. */
export const OWNER_ADMIN_ID = 1;

export const GRANT_MESSAGES = {
  grant: 'You cannot grant permissions you do not hold.',
  superior: 'You cannot change an account that holds permissions you do not hold.',
  role: 'You cannot change a role that holds permissions you do not hold.',
  owner: 'Only the owner account can change its own email or password.',
  twoFactor: 'Only the super admin can change whether a role requires two-factor sign-in.',
} as const;

/** True when the grantor holds every permission in `permissions`. */
export function holdsAll(grantor: Grantor, permissions: readonly string[]): boolean {
  if (grantor.type === 'system') return true;
  const held = new Set(grantor.permissions);
  return permissions.every((p) => held.has(p));
}

/** True when the grantor holds the whole catalogue (what role 1 grants). */
export function holdsEverything(grantor: Grantor): boolean {
  return holdsAll(grantor, ALL_PERMISSIONS);
}

export function assertHoldsAll(grantor: Grantor, permissions: readonly string[], message: string): void {
  if (!holdsAll(grantor, permissions)) throw new ForbiddenError(message);
}

/** Only an admin of the super admin role (role 1), or the system itself, passes (decision 0064). */
export function assertSuperAdmin(grantor: Grantor, message: string): void {
  if (grantor.type === 'system') return;
  if (grantor.role_id !== SUPER_ADMIN_ROLE_ID || !holdsEverything(grantor)) throw new ForbiddenError(message);
}
