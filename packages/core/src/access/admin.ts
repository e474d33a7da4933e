import { ConflictError, ForbiddenError, MESSAGES, NotFoundError, ValidationError } from '../shared/errors.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import type { TransactItem } from '../shared/repository.js';
import type { AdminRecord } from './admin.entity.js';
import { adminFieldSet, type AdminCreateInput, type AdminInfo, type AdminUpdateInput, type ProfileInput } from './admin.schema.js';
import { assertHoldsAll, GRANT_MESSAGES, holdsAll, OWNER_ADMIN_ID, type Grantor } from './grants.js';
import { hashPassword } from './password.js';
import { SUPER_ADMIN_ROLE_ID } from './permissions.js';
import type { RoleRecord } from './role.entity.js';
import { effectivePermissions } from './role.js';
import { adminCustomers, adminStore, groupStore, roleStore } from './stores.js';
import { AdminLogin } from './admin-login.js';
import type { TwoFactorChallenge } from './two-factor.schema.js';
import { PasswordReset, type ResetAccounts } from './password-reset.js';
import { endSessions, revokeToken, type IssuedToken } from './token.js';

/** The signed-in admin as the API sees it: who, and what they may do. */
/** The most admins a sales team is read with (the admin and everyone below). */
export const TEAM_MAX = 500;

export interface AdminActor {
  type: 'admin';
  id: number;
  jti: string;
  permissions: string[];
  /** The admin's role and group (if any), read with the account: who announcements reach (decision 0036). */
  role_id: number;
  group_id: number | null;
}

function toInfo(admin: AdminRecord, roleName: string | null = null): AdminInfo {
  return {
    id: admin.id,
    ...adminFieldSet.present(admin),
    role_name: roleName,
    two_factor_enabled: Boolean(admin.totp_secret),
    created_at: admin.created_at,
    updated_at: admin.updated_at,
  };
}

/** The admins as answered, each with its role's name (one BatchGet of their roles). */
async function withRoles(admins: readonly AdminRecord[]): Promise<AdminInfo[]> {
  const roles = new Map((await roleStore.getMany(admins.map((a) => a.role_id))).map((r) => [r.id, r.name]));
  return admins.map((a) => toInfo(a, roles.get(a.role_id) ?? null));
}

/** The filters an admin list takes (`AccountContract.filters`). */
export type AdminFilters = {
  enabled?: boolean | undefined;
  role_id?: number | undefined;
  commission_enabled?: boolean | undefined;
};

async function roleOf(roleId: number, field = 'role_id'): Promise<RoleRecord> {
  const role = await roleStore.find(roleId);
  if (!role) throw ValidationError.field(field, 'The selected role does not exist.');
  return role;
}

/** What an admin holding `roleId` may do (a missing role grants nothing). */
async function permissionsOfRole(roleId: number, cache = new Map<number, string[]>()): Promise<string[]> {
  const known = cache.get(roleId);
  if (known) return known;
  const role = await roleStore.find(roleId);
  const permissions = role ? effectivePermissions(role) : [];
  cache.set(roleId, permissions);
  return permissions;
}

/** A lesser admin may not change, disable or delete a greater one (docs/security.md). */
async function assertNotSuperior(grantor: Grantor, targets: readonly AdminRecord[]): Promise<void> {
  if (grantor.type === 'system') return;
  const cache = new Map<number, string[]>();
  for (const target of targets) {
    assertHoldsAll(grantor, await permissionsOfRole(target.role_id, cache), GRANT_MESSAGES.superior);
  }
}

const isEnabledSuperAdmin = (admin: Pick<AdminRecord, 'enabled' | 'role_id'>) => admin.enabled && admin.role_id === SUPER_ADMIN_ROLE_ID;

/**
 * When a write takes super-admin power from `losing`, another enabled super admin must remain. The
 * transaction also checks that this keeper is unchanged, so two writes racing to demote the last two
 * super admins cannot both succeed (each would check the record the other changes).
 */
async function keepASuperAdmin(losing: readonly AdminRecord[], field: string): Promise<TransactItem[]> {
  if (!losing.length) return [];
  const leaving = new Set(losing.map((a) => a.id));
  const candidates = (await adminStore.idsOn('byRole', { role_id: SUPER_ADMIN_ROLE_ID })).filter((id) => !leaving.has(id));
  const keeper = (await adminStore.getMany(candidates)).find(isEnabledSuperAdmin);
  if (!keeper) throw ValidationError.field(field, LAST_SUPER_ADMIN);
  return [adminStore.unchangedItem(keeper)];
}

export const LAST_SUPER_ADMIN = 'The last enabled super admin cannot be deleted, demoted or disabled.';

/** Group, parent and sales code apply only to commission-enabled admins (spec section 6). */
async function commissionFields(
  input: Pick<AdminCreateInput, 'commission_enabled' | 'group_id' | 'parent_id' | 'sales_code'>,
  selfId?: number,
) {
  if (!input.commission_enabled) return { group_id: null, parent_id: null, sales_code: null };
  if (input.parent_id) {
    if (input.parent_id === selfId) throw ValidationError.field('parent_id', 'An admin cannot be their own parent.');
    if (!(await adminStore.find(input.parent_id))) throw ValidationError.field('parent_id', 'The selected parent does not exist.');
  }
  if (input.group_id) {
    if (!(await groupStore.find(input.group_id))) throw ValidationError.field('group_id', 'The selected group does not exist.');
  }
  return { group_id: input.group_id ?? null, parent_id: input.parent_id ?? null, sales_code: input.sales_code || null };
}

/** The values an update ends with: what was sent over what is stored. */
function merged(current: AdminRecord, input: AdminUpdateInput) {
  return { ...adminFieldSet.present(current), ...adminFieldSet.changed(input) };
}

export const Admin = {
  async list(query: ListQuery, filters: AdminFilters = {}): Promise<Page<AdminInfo>> {
    const page = await adminStore.list(query, filters);
    return { ...page, data: await withRoles(page.data) };
  },

  /** A combobox's admins: searched, or labelled by id (decision 0021). */
  async options(query: OptionsQuery, filters: AdminFilters = {}): Promise<Options<AdminInfo>> {
    const found = await adminStore.options(query, filters);
    return { ...found, data: await withRoles(found.data) };
  },

  async get(id: number): Promise<AdminInfo> {
    const admin = await adminStore.get(id);
    const role = await roleStore.find(admin.role_id);
    return toInfo(admin, role?.name ?? null);
  },

  /**
   * Creates an account. The grantor must hold every permission of the role it assigns; without a
   * `role_id` the spec's default (role 1) applies only when the grantor could grant it.
   */
  async create(input: AdminCreateInput, grantor: Grantor, options: { id?: number } = {}): Promise<AdminInfo> {
    const roleId = input.role_id ?? SUPER_ADMIN_ROLE_ID;
    const role = await roleOf(roleId);
    if (!holdsAll(grantor, effectivePermissions(role))) {
      if (input.role_id === undefined) throw ValidationError.field('role_id', MESSAGES.required);
      throw new ForbiddenError(GRANT_MESSAGES.grant);
    }
    const record = await adminStore.create(
      {
        ...adminFieldSet.stored({ ...input, role_id: roleId }),
        password_hash: await hashPassword(input.password),
        ...(await commissionFields(input)),
      },
      options,
    );
    return toInfo(record, role.name);
  },

  /**
   * Changes only what `input` sends. Refused (403) when the target holds more than the grantor, when
   * the new role does, and for the owner's email or password unless the owner asks; the last enabled
   * super admin keeps its role and stays enabled.
   */
  async update(id: number, input: AdminUpdateInput, grantor: Grantor): Promise<AdminInfo> {
    const current = await adminStore.get(id);
    const next = merged(current, input);
    const self = grantor.type === 'admin' && grantor.id === id;
    if (self && !next.enabled) throw ValidationError.field('enabled', 'You cannot disable your own account.');
    await assertNotSuperior(grantor, [current]);
    const role = next.role_id === current.role_id ? await roleStore.find(next.role_id) : await roleOf(next.role_id);
    if (next.role_id !== current.role_id && role) assertHoldsAll(grantor, effectivePermissions(role), GRANT_MESSAGES.grant);
    const credentialsChange = (input.email !== undefined && input.email !== current.email) || Boolean(input.password);
    if (credentialsChange && id === OWNER_ADMIN_ID && grantor.type === 'admin' && !self) {
      throw new ForbiddenError(GRANT_MESSAGES.owner);
    }
    const commission = await commissionFields(next, id);
    const losing = isEnabledSuperAdmin(current) && !isEnabledSuperAdmin(next) ? [current] : [];
    const guard = await keepASuperAdmin(losing, next.enabled ? 'role_id' : 'enabled');
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const record = await adminStore.update(
      id,
      (latest) => {
        // The checks above read `current`; a change in between fails the write (409) instead.
        if (latest.updated_at !== current.updated_at) throw new ConflictError(MESSAGES.changedElsewhere);
        return { ...next, ...commission, ...(passwordHash ? { password_hash: passwordHash } : {}) };
      },
      { extra: () => guard },
    );
    if (passwordHash) await endSessions('admin', id, self && grantor.type === 'admin' ? grantor.jti : undefined);
    return toInfo(record, role?.name ?? null);
  },

  async remove(id: number, actor: AdminActor): Promise<void> {
    const records = await Admin.assertDeletable([id], actor);
    const guard = await keepASuperAdmin(records.filter(isEnabledSuperAdmin), 'ids');
    await adminStore.remove(id, {
      // A customer assigned in between fails the delete (the set must still be empty).
      extra: () => [...guard, adminCustomers.release(id)],
      conflict: (i) => (i < guard.length ? keeperChanged() : stillAssigned(id)),
    });
    await endSessions('admin', id);
  },

  async batchUpdate(ids: number[], data: { enabled?: boolean }, actor: AdminActor): Promise<number> {
    if (data.enabled === false && ids.includes(actor.id)) {
      throw ValidationError.field('ids', 'You cannot disable your own account.');
    }
    const records = await adminStore.requireAll(ids);
    await assertNotSuperior(actor, records);
    const guard = data.enabled === false ? await keepASuperAdmin(records.filter(isEnabledSuperAdmin), 'ids') : [];
    return adminStore.updateMany(ids, data, { extra: () => guard });
  },

  async batchRemove(ids: number[], actor: AdminActor): Promise<number> {
    const records = await Admin.assertDeletable(ids, actor);
    const guard = await keepASuperAdmin(records.filter(isEnabledSuperAdmin), 'ids');
    const unique = [...new Set(ids)];
    const count = await adminStore.removeMany(ids, {
      extra: () => [...guard, ...unique.map((id) => adminCustomers.release(id))],
      conflict: (i) => (i < guard.length ? keeperChanged() : stillAssigned(unique[i - guard.length]!)),
    });
    for (const id of ids) await endSessions('admin', id);
    return count;
  },

  /** Refuses deleting yourself, a greater admin, or an admin who still has a team or customers. */
  async assertDeletable(ids: number[], actor: AdminActor): Promise<AdminRecord[]> {
    if (ids.includes(actor.id)) throw ValidationError.field('ids', 'You cannot delete your own account.');
    const records = await adminStore.requireAll(ids);
    await assertNotSuperior(actor, records);
    for (const id of ids) {
      const team = await adminStore.idsOn('byParent', { parent_id: id });
      const customers = await adminCustomers.ids(id);
      if (team.length || customers.length) throw stillAssigned(id);
    }
    return records;
  },

  /** Moves the admins whose parent is `id` (its sales team) — not of an admin who holds more than you — under another commission-enabled admin. */
  async transferSales(id: number, toAdminId: number, grantor: Grantor): Promise<number> {
    if (id === toAdminId) throw ValidationError.field('to_admin_id', 'Choose another admin.');
    await assertNotSuperior(grantor, [await adminStore.get(id)]);
    const target = await adminStore.find(toAdminId);
    if (!target) throw ValidationError.field('to_admin_id', 'The selected admin does not exist.');
    if (!target.commission_enabled) throw ValidationError.field('to_admin_id', 'The selected admin has no commission enabled.');
    const team = await adminStore.getMany(await adminStore.idsOn('byParent', { parent_id: id }));
    return adminStore.patchAll(
      team.filter((a) => a.id !== toAdminId),
      { parent_id: toAdminId },
    );
  },

  /**
   * Checks a transfer of admin `id`'s customers to another admin (the customer domain moves them:
   * `Customer.transferFromAdmin`): not to itself, not of an admin who holds more than the grantor
   * (404 for an unknown `id`), and to an admin who exists.
   */
  async assertTransferable(id: number, toAdminId: number, grantor: Grantor): Promise<void> {
    if (id === toAdminId) throw ValidationError.field('to_admin_id', 'Choose another admin.');
    await assertNotSuperior(grantor, [await adminStore.get(id)]);
    if (!(await adminStore.find(toAdminId))) throw ValidationError.field('to_admin_id', 'The selected admin does not exist.');
  },

  /**
   * The admin and everyone below them in the sales tree (`parent_id`), level by level: one Query of the
   * parent index per admin in the team. A tree deeper or wider than a sales organisation has (TEAM_MAX)
   * is cut there.
   */
  async team(id: number): Promise<Set<number>> {
    const team = new Set([id]);
    let level = [id];
    while (level.length && team.size < TEAM_MAX) {
      const below = (await Promise.all(level.map((parent) => adminStore.idsOn('byParent', { parent_id: parent })))).flat();
      level = below.filter((member) => !team.has(member)).slice(0, TEAM_MAX - team.size);
      for (const member of level) team.add(member);
    }
    return team;
  },

  /** Whether an admin with this id exists (other domains' reference checks). */
  async exists(id: number): Promise<boolean> {
    return (await adminStore.find(id)) !== undefined;
  },

  /** The ids of a sales group's admins (their gsi6 partition): a broadcast audience by group (decision 0065). */
  async idsInGroup(groupId: number): Promise<number[]> {
    return adminStore.idsOn('byGroup', { group_id: groupId });
  },

  /** Each of these admins' sales group (one batch read; admins without a group or unknown are left out). */
  async groupsOf(ids: readonly number[]): Promise<Map<number, number>> {
    const unique = [...new Set(ids)];
    const found = unique.length ? await adminStore.getMany(unique) : [];
    return new Map(found.flatMap((a) => (a.group_id ? [[a.id, a.group_id] as const] : [])));
  },

  /** Admin names by id, for other domains' views (one batch read; unknown ids are left out). */
  async names(ids: readonly number[]): Promise<Map<number, string>> {
    return new Map((await adminStore.getMany(ids)).map((a) => [a.id, a.name]));
  },

  /**
   * The customers assigned to each admin: the customer domain adds its writes' items (`move`,
   * `dropAll`) so that an admin with customers is never deleted (shared/references.ts).
   */
  customers: adminCustomers,

  /** Every admin id, ascending (bringing reference sets of older data up to date at start-up). */
  async allIds(): Promise<number[]> {
    return adminStore.matchingIds({ sort: 'id', order: 'asc' });
  },

  /** The password step; an admin with a second factor gets a challenge instead of a session (admin-login.ts). */
  async login(email: string, password: string, ip: string): Promise<IssuedToken | TwoFactorChallenge> {
    return AdminLogin.password(email, password, ip);
  },

  async logout(actor: AdminActor): Promise<void> {
    await revokeToken(actor.jti);
  },

  /** Builds the actor for a verified token; a disabled or deleted admin is refused. */
  /**
   * The signed-in admin from a verified token's claims: the admin and the role the token names are
   * read together (and, in `authenticate`, with the session). A role changed since the token was issued
   * is read again, so a new role applies on the next request; so do a role's new permissions and a
   * disabled account (both read on every request).
   */
  async actor(claims: { subject: number; jti: string; role?: number }): Promise<AdminActor> {
    const [admin, hinted] = await Promise.all([
      adminStore.find(claims.subject),
      claims.role !== undefined ? roleStore.find(claims.role) : Promise.resolve(undefined),
    ]);
    if (!admin || !admin.enabled) throw new ForbiddenError('This account is disabled.');
    const role = hinted?.id === admin.role_id ? hinted : await roleStore.find(admin.role_id);
    return {
      type: 'admin',
      id: claims.subject,
      jti: claims.jti,
      permissions: role ? effectivePermissions(role) : [],
      role_id: admin.role_id,
      group_id: admin.group_id ?? null,
    };
  },

  async profile(id: number) {
    const admin = await adminStore.find(id);
    if (!admin) throw new NotFoundError();
    const role = await roleStore.find(admin.role_id);
    return {
      ...toInfo(admin, role?.name ?? null),
      role: { id: admin.role_id, name: role?.name ?? null, permission_list: role ? effectivePermissions(role) : [] },
    };
  },

  /** Own profile; a new password ends every other session of this admin. */
  async updateProfile(actor: AdminActor, input: ProfileInput) {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    await adminStore.update(actor.id, () => ({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      country_code: input.country_code || null,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    }));
    if (passwordHash) await endSessions('admin', actor.id, actor.jti);
    return Admin.profile(actor.id);
  },

  /** Signs this admin out everywhere but the current session; answers how many ended. */
  async logoutOthers(actor: AdminActor): Promise<number> {
    return endSessions('admin', actor.id, actor.jti);
  },

  async findByEmail(email: string): Promise<AdminRecord | undefined> {
    return adminStore.findByUnique('email', email);
  },

  /** Mails a reset link to a staff email (the same answer whether or not it is known). */
  async requestPasswordReset(email: string, ip: string) {
    return PasswordReset.request(ADMIN_ACCOUNTS, email, ip);
  },

  /** Sets a staff password with a mailed token; every session of that admin ends. */
  async resetPassword(email: string, token: string, password: string) {
    return PasswordReset.reset(ADMIN_ACCOUNTS, email, token, password);
  },
};

const keeperChanged = () => new ConflictError('The related record was changed, please try again.');

const stillAssigned = (id: number) => ValidationError.field('ids', `Transfer the sales and customers of admin ${id} before deleting it.`);

/** Staff accounts as the password reset sees them: `/admin-reset-password`, sessions end on reset. */
const ADMIN_ACCOUNTS: ResetAccounts = {
  type: 'admins',
  page: '/admin-reset-password',
  find: (email) => adminStore.findByUnique('email', email),
  async setPassword(id, password) {
    const passwordHash = await hashPassword(password);
    await adminStore.update(id, () => ({ password_hash: passwordHash }));
    await endSessions('admin', id);
  },
};
