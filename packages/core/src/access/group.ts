import { ValidationError } from '../shared/errors.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import type { GroupRecord } from './group.entity.js';
import { groupFields, type GroupInfo, type GroupInput } from './group.schema.js';
import { adminStore, groupStore } from './stores.js';

async function memberIds(groupId: number): Promise<number[]> {
  return adminStore.idsOn('byGroup', { group_id: groupId });
}

async function toInfo(group: GroupRecord): Promise<GroupInfo> {
  return {
    id: group.id,
    ...groupFields.present(group),
    admins: await memberIds(group.id),
    created_at: group.created_at,
    updated_at: group.updated_at,
  };
}

/** Group membership lives on the admin (`group_id`); only commission-enabled admins can join. */
async function membershipChanges(groupId: number | undefined, wanted: number[]) {
  const unique = [...new Set(wanted)];
  const joining = await adminStore.getMany(unique);
  if (joining.length !== unique.length) throw ValidationError.field('admins', 'An selected admin does not exist.');
  const notCommission = joining.filter((a) => !a.commission_enabled);
  if (notCommission.length) {
    throw ValidationError.field(
      'admins',
      `Only commission-enabled admins can join a group: ${notCommission.map((a) => a.name).join(', ')}`,
    );
  }
  const current = groupId ? await adminStore.getMany(await memberIds(groupId)) : [];
  const leaving = current.filter((a) => !unique.includes(a.id));
  const added = joining.filter((a) => a.group_id !== groupId || groupId === undefined);
  return { leaving, added };
}

export const Group = {
  async list(query: ListQuery): Promise<Page<GroupInfo>> {
    const page = await groupStore.list(query);
    return { ...page, data: await Promise.all(page.data.map(toInfo)) };
  },

  /** A combobox's groups: searched, or labelled by id (decision 0021). */
  async options(query: OptionsQuery): Promise<Options<GroupInfo>> {
    const found = await groupStore.options(query);
    return { ...found, data: await Promise.all(found.data.map(toInfo)) };
  },

  async get(id: number): Promise<GroupInfo> {
    return toInfo(await groupStore.get(id));
  },

  /** Which of these group ids name no group (one BatchGet): another domain's check of the groups it names. */
  async missing(ids: readonly number[]): Promise<number[]> {
    const found = new Set((await groupStore.getMany(ids)).map((g) => g.id));
    return ids.filter((id) => !found.has(id));
  },

  async create(input: GroupInput): Promise<GroupInfo> {
    const { added } = await membershipChanges(undefined, input.admins);
    if (added.length > 90) throw ValidationError.field('admins', 'Add at most 90 admins at once.');
    const group = await groupStore.create(groupFields.stored(input), { extra: (g) => adminStore.patchItems(added, { group_id: g.id }) });
    return toInfo(group);
  },

  async update(id: number, input: GroupInput): Promise<GroupInfo> {
    await groupStore.get(id);
    const { added, leaving } = await membershipChanges(id, input.admins);
    if (added.length + leaving.length > 90) throw ValidationError.field('admins', 'Change at most 90 members at once.');
    const group = await groupStore.update(id, () => groupFields.stored(input), {
      extra: () => [...adminStore.patchItems(added, { group_id: id }), ...adminStore.patchItems(leaving, { group_id: null })],
    });
    return toInfo(group);
  },

  async remove(id: number): Promise<void> {
    const members = await adminStore.getMany(await memberIds(id));
    await groupStore.remove(id, { extra: () => adminStore.patchItems(members, { group_id: null }) });
  },

  /** All the groups go, and their members are released, in one transaction (or nothing changes). */
  async batchRemove(ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    await groupStore.requireAll(unique);
    const members = await adminStore.getMany((await Promise.all(unique.map(memberIds))).flat());
    return groupStore.removeMany(unique, { extra: () => adminStore.patchItems(members, { group_id: null }) });
  },
};
