import { ForbiddenError, NotFoundError, ValidationError } from '../shared/errors.js';
import type { ListQuery, Page } from '../shared/paging.js';
import { customerStore } from '../customer/customer.store.js';
import type { AdminRecord } from './admin.entity.js';
import type { AdminCreateInput, AdminInfo, AdminUpdateInput, ProfileInput } from './admin.schema.js';
import { hashPassword } from './password.js';
import { effectivePermissions } from './role.js';
import { adminStore, roleStore } from './stores.js';
import { passwordLogin } from './login.js';
import { revokeToken, type IssuedToken } from './token.js';

/** The signed-in admin as the API sees it: who, and what they may do. */
export interface AdminActor {
  type: 'admin';
  id: number;
  jti: string;
  permissions: string[];
}

function toInfo(admin: AdminRecord, roleName: string | null = null): AdminInfo {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    enabled: admin.enabled,
    role_id: admin.role_id,
    role_name: roleName,
    group_id: admin.group_id ?? null,
    parent_id: admin.parent_id ?? null,
    sales_code: admin.sales_code ?? null,
    commission_enabled: admin.commission_enabled,
    phone: admin.phone ?? null,
    country_code: admin.country_code ?? null,
    created_at: admin.created_at,
    updated_at: admin.updated_at,
  };
}

async function assertRoleExists(roleId: number): Promise<void> {
  if (!(await roleStore().find(roleId))) throw ValidationError.field('role_id', 'The selected role does not exist.');
}

/** Group, parent and sales code apply only to commission-enabled admins (spec section 6). */
async function commissionFields(input: AdminCreateInput | AdminUpdateInput, selfId?: number) {
  if (!input.commission_enabled) return { group_id: null, parent_id: null, sales_code: null };
  if (input.parent_id) {
    if (input.parent_id === selfId) throw ValidationError.field('parent_id', 'An admin cannot be their own parent.');
    if (!(await adminStore().find(input.parent_id))) throw ValidationError.field('parent_id', 'The selected parent does not exist.');
  }
  if (input.group_id) {
    const { groupStore } = await import('./stores.js');
    if (!(await groupStore().find(input.group_id))) throw ValidationError.field('group_id', 'The selected group does not exist.');
  }
  return { group_id: input.group_id ?? null, parent_id: input.parent_id ?? null, sales_code: input.sales_code || null };
}

export const Admin = {
  async list(query: ListQuery, filters: { enabled?: boolean; role_id?: number } = {}): Promise<Page<AdminInfo>> {
    const page = await adminStore().list(query, filters);
    const roles = new Map((await roleStore().getMany(page.data.map((a) => a.role_id))).map((r) => [r.id, r.name]));
    return { ...page, data: page.data.map((a) => toInfo(a, roles.get(a.role_id) ?? null)) };
  },

  async get(id: number): Promise<AdminInfo> {
    const admin = await adminStore().get(id);
    const role = await roleStore().find(admin.role_id);
    return toInfo(admin, role?.name ?? null);
  },

  async create(input: AdminCreateInput, options: { id?: number } = {}): Promise<AdminInfo> {
    await assertRoleExists(input.role_id);
    const record = await adminStore().create(
      {
        name: input.name,
        email: input.email,
        password_hash: await hashPassword(input.password),
        enabled: input.enabled,
        role_id: input.role_id,
        commission_enabled: input.commission_enabled,
        phone: input.phone || null,
        country_code: input.country_code || null,
        ...(await commissionFields(input)),
      },
      options,
    );
    return toInfo(record);
  },

  async update(id: number, input: AdminUpdateInput, actor?: AdminActor): Promise<AdminInfo> {
    await assertRoleExists(input.role_id);
    if (actor?.id === id && !input.enabled) throw ValidationError.field('enabled', 'You cannot disable your own account.');
    const commission = await commissionFields(input, id);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const record = await adminStore().update(id, () => ({
      name: input.name,
      email: input.email,
      enabled: input.enabled,
      role_id: input.role_id,
      commission_enabled: input.commission_enabled,
      phone: input.phone || null,
      country_code: input.country_code || null,
      ...commission,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    }));
    return toInfo(record);
  },

  async remove(id: number, actor: AdminActor): Promise<void> {
    await Admin.assertDeletable([id], actor);
    await adminStore().remove(id);
  },

  async batchUpdate(ids: number[], data: { enabled?: boolean }, actor: AdminActor): Promise<number> {
    if (data.enabled === false && ids.includes(actor.id)) {
      throw ValidationError.field('ids', 'You cannot disable your own account.');
    }
    return adminStore().updateMany(ids, data);
  },

  async batchRemove(ids: number[], actor: AdminActor): Promise<number> {
    await Admin.assertDeletable(ids, actor);
    return adminStore().removeMany(ids);
  },

  async assertDeletable(ids: number[], actor: AdminActor): Promise<void> {
    if (ids.includes(actor.id)) throw ValidationError.field('ids', 'You cannot delete your own account.');
    for (const id of ids) {
      const team = await adminStore().idsOn('byParent', { parent_id: id });
      const customers = await customerStore().idsOn('byAdmin', { admin_id: id });
      if (team.length || customers.length) {
        throw ValidationError.field('ids', `Transfer the sales and customers of admin ${id} before deleting it.`);
      }
    }
  },

  /** Moves the admins whose parent is `id` (its sales team) under another commission-enabled admin. */
  async transferSales(id: number, toAdminId: number): Promise<number> {
    if (id === toAdminId) throw ValidationError.field('to_admin_id', 'Choose another admin.');
    await adminStore().get(id);
    const target = await adminStore().find(toAdminId);
    if (!target) throw ValidationError.field('to_admin_id', 'The selected admin does not exist.');
    if (!target.commission_enabled) throw ValidationError.field('to_admin_id', 'The selected admin has no commission enabled.');
    const team = await adminStore().getMany(await adminStore().idsOn('byParent', { parent_id: id }));
    return adminStore().patchAll(team.filter((a) => a.id !== toAdminId), { parent_id: toAdminId });
  },

  /** Reassigns every customer of admin `id` to another admin. */
  async transferCustomers(id: number, toAdminId: number): Promise<number> {
    if (id === toAdminId) throw ValidationError.field('to_admin_id', 'Choose another admin.');
    await adminStore().get(id);
    if (!(await adminStore().find(toAdminId))) throw ValidationError.field('to_admin_id', 'The selected admin does not exist.');
    const customers = await customerStore().getMany(await customerStore().idsOn('byAdmin', { admin_id: id }));
    return customerStore().patchAll(customers, { admin_id: toAdminId });
  },

  async login(email: string, password: string, ip: string): Promise<IssuedToken> {
    return passwordLogin('admin', email, password, ip, (key) => adminStore().findByUnique('email', key));
  },

  async logout(actor: AdminActor): Promise<void> {
    await revokeToken(actor.jti);
  },

  /** Builds the actor for a verified token; a disabled or deleted admin is refused. */
  async actor(id: number, jti: string): Promise<AdminActor> {
    const admin = await adminStore().find(id);
    if (!admin || !admin.enabled) throw new ForbiddenError('This account is disabled.');
    const role = await roleStore().find(admin.role_id);
    return { type: 'admin', id, jti, permissions: role ? effectivePermissions(role) : [] };
  },

  async profile(id: number) {
    const admin = await adminStore().find(id);
    if (!admin) throw new NotFoundError();
    const role = await roleStore().find(admin.role_id);
    return {
      ...toInfo(admin, role?.name ?? null),
      role: { id: admin.role_id, name: role?.name ?? null, permission_list: role ? effectivePermissions(role) : [] },
    };
  },

  async updateProfile(id: number, input: ProfileInput) {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    await adminStore().update(id, () => ({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      country_code: input.country_code || null,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    }));
    return Admin.profile(id);
  },

  async findByEmail(email: string): Promise<AdminRecord | undefined> {
    return adminStore().findByUnique('email', email);
  },

  async setPassword(id: number, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await adminStore().update(id, () => ({ password_hash: passwordHash }));
  },
};
