import { ValidationError } from '../shared/errors.js';
import type { ListQuery, Page } from '../shared/paging.js';
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE_ID } from './permissions.js';
import type { RoleRecord } from './role.entity.js';
import type { RoleInfo, RoleInput } from './role.schema.js';
import { adminStore, roleStore } from './stores.js';

/** Role 1 is the super admin: it always holds every permission, including ones added later. */
export function effectivePermissions(role: Pick<RoleRecord, 'id' | 'permissions'>): string[] {
  return role.id === SUPER_ADMIN_ROLE_ID ? [...ALL_PERMISSIONS] : role.permissions.filter((p) => ALL_PERMISSIONS.includes(p));
}

function toInfo(role: RoleRecord): RoleInfo {
  return {
    id: role.id,
    name: role.name,
    permissions: effectivePermissions(role),
    permission_list: effectivePermissions(role),
    created_at: role.created_at,
    updated_at: role.updated_at,
  };
}

async function assertDeletable(ids: number[]): Promise<void> {
  if (ids.includes(SUPER_ADMIN_ROLE_ID)) {
    throw new ValidationError({ id: ['The super admin role cannot be deleted.'] });
  }
  for (const id of ids) {
    const users = await adminStore().idsOn('byRole', { role_id: id });
    if (users.length) throw new ValidationError({ id: [`Role ${id} is still assigned to ${users.length} account(s).`] });
  }
}

export const Role = {
  async list(query: ListQuery): Promise<Page<RoleInfo>> {
    const page = await roleStore().list(query);
    return { ...page, data: page.data.map(toInfo) };
  },
  async get(id: number): Promise<RoleInfo> {
    return toInfo(await roleStore().get(id));
  },
  async find(id: number): Promise<RoleRecord | undefined> {
    return roleStore().find(id);
  },
  async create(input: RoleInput, id?: number): Promise<RoleInfo> {
    return toInfo(await roleStore().create({ name: input.name, permissions: input.permissions }, { id }));
  },
  async update(id: number, input: RoleInput): Promise<RoleInfo> {
    return toInfo(await roleStore().update(id, () => ({ name: input.name, permissions: input.permissions })));
  },
  async remove(id: number): Promise<void> {
    await assertDeletable([id]);
    await roleStore().remove(id);
  },
  async batchRemove(ids: number[]): Promise<number> {
    await assertDeletable(ids);
    return roleStore().removeMany(ids);
  },
};
