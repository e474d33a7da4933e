import { ConflictError, MESSAGES, ValidationError } from '../shared/errors.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import { assertHoldsAll, assertSuperAdmin, GRANT_MESSAGES, type Grantor } from './grants.js';
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE_ID } from './permissions.js';
import type { RoleRecord } from './role.entity.js';
import { roleFields, type RoleInfo, type RoleInput } from './role.schema.js';
import { adminStore, roleStore } from './stores.js';

/** Role 1 is the super admin: it always holds every permission, including ones added later. */
export function effectivePermissions(role: Pick<RoleRecord, 'id' | 'permissions'>): string[] {
  return role.id === SUPER_ADMIN_ROLE_ID ? [...ALL_PERMISSIONS] : role.permissions.filter((p) => ALL_PERMISSIONS.includes(p));
}

function toInfo(role: RoleRecord): RoleInfo {
  return {
    id: role.id,
    ...roleFields.present(role),
    permissions: effectivePermissions(role),
    permission_list: effectivePermissions(role),
    requires_two_factor: role.requires_two_factor ?? false,
    created_at: role.created_at,
    updated_at: role.updated_at,
  };
}

async function assertDeletable(ids: number[], grantor: Grantor): Promise<void> {
  if (ids.includes(SUPER_ADMIN_ROLE_ID)) {
    throw new ValidationError({ id: ['The super admin role cannot be deleted.'] });
  }
  for (const role of await roleStore.requireAll(ids)) {
    assertHoldsAll(grantor, effectivePermissions(role), GRANT_MESSAGES.role);
  }
  for (const id of ids) {
    const users = await adminStore.idsOn('byRole', { role_id: id });
    if (users.length) throw new ValidationError({ id: [`Role ${id} is still assigned to ${users.length} account(s).`] });
  }
}

export const Role = {
  async list(query: ListQuery): Promise<Page<RoleInfo>> {
    const page = await roleStore.list(query);
    return { ...page, data: page.data.map(toInfo) };
  },
  /** A combobox's roles: searched, or labelled by id (decision 0021). */
  async options(query: OptionsQuery): Promise<Options<RoleInfo>> {
    const found = await roleStore.options(query);
    return { ...found, data: found.data.map(toInfo) };
  },
  async get(id: number): Promise<RoleInfo> {
    return toInfo(await roleStore.get(id));
  },
  async find(id: number): Promise<RoleRecord | undefined> {
    return roleStore.find(id);
  },
  /** Which of these role ids name no role (one BatchGet): another domain's check of the roles it names. */
  async missing(ids: readonly number[]): Promise<number[]> {
    const found = new Set((await roleStore.getMany(ids)).map((r) => r.id));
    return ids.filter((id) => !found.has(id));
  },
  /** A new role may hold only permissions its creator holds. */
  async create(input: RoleInput, grantor: Grantor, id?: number): Promise<RoleInfo> {
    assertHoldsAll(grantor, input.permissions, GRANT_MESSAGES.grant);
    if (input.requires_two_factor) assertSuperAdmin(grantor, GRANT_MESSAGES.twoFactor);
    const record = { ...roleFields.stored(input), permissions: input.permissions, requires_two_factor: input.requires_two_factor ?? false };
    return toInfo(await roleStore.create(record, { id }));
  },
  /**
   * The editor must hold everything the role holds now (so only a full-access admin renames role 1)
   * and everything it is given. Role 1 always keeps every permission.
   */
  async update(id: number, input: RoleInput, grantor: Grantor): Promise<RoleInfo> {
    const current = await roleStore.get(id);
    assertHoldsAll(grantor, effectivePermissions(current), GRANT_MESSAGES.role);
    assertHoldsAll(grantor, input.permissions, GRANT_MESSAGES.grant);
    const permissions = id === SUPER_ADMIN_ROLE_ID ? current.permissions : input.permissions;
    const requiresTwoFactor = input.requires_two_factor ?? current.requires_two_factor ?? false;
    if (requiresTwoFactor !== (current.requires_two_factor ?? false)) assertSuperAdmin(grantor, GRANT_MESSAGES.twoFactor);
    const record = await roleStore.update(id, (latest) => {
      if (latest.updated_at !== current.updated_at) throw new ConflictError(MESSAGES.changedElsewhere);
      return { ...roleFields.stored(input), permissions, requires_two_factor: requiresTwoFactor };
    });
    return toInfo(record);
  },
  async remove(id: number, grantor: Grantor): Promise<void> {
    await assertDeletable([id], grantor);
    await roleStore.remove(id);
  },
  async batchRemove(ids: number[], grantor: Grantor): Promise<number> {
    await assertDeletable(ids, grantor);
    return roleStore.removeMany(ids);
  },
};
