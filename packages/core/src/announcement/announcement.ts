import type { AdminActor } from '../access/admin.js';
import { Group } from '../access/group.js';
import { Role } from '../access/role.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import type { AnnouncementRecord } from './announcement.entity.js';
import {
  ANNOUNCEMENT_MESSAGES,
  announcementFields,
  UNREAD_WINDOW,
  type AnnouncementInbox,
  type AnnouncementInfo,
  type AnnouncementInput,
  type AnnouncementRow,
  type AnnouncementUnread,
  type AnnouncementView,
} from './announcement.schema.js';
import {
  announcementStore,
  audienceChanges,
  liveEntries,
  markRead,
  readTime,
  readTimes,
  targetsOf,
  targetsOfAdmin,
} from './announcement.store.js';

/** Who may see every announcement through the read view, addressed to them or not. */
export const ANNOUNCEMENT_GET_PERMISSION = 'get announcement';

function toInfo(record: AnnouncementRecord): AnnouncementInfo {
  return {
    id: record.id,
    ...announcementFields.present(record),
    role_ids: record.role_ids,
    group_ids: record.group_ids,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

function toRow(record: AnnouncementRecord): AnnouncementRow {
  const { content: _content, ...row } = toInfo(record);
  return row;
}

/** The stored values of an input: only the list its audience uses is kept. */
async function stored(input: AnnouncementInput) {
  const role_ids = input.audience === 'roles' ? input.role_ids : [];
  const group_ids = input.audience === 'groups' ? input.group_ids : [];
  const [missingRoles, missingGroups] = await Promise.all([Role.missing(role_ids), Group.missing(group_ids)]);
  const messages: Record<string, string[]> = {};
  if (missingRoles.length) messages.role_ids = [ANNOUNCEMENT_MESSAGES.roleMissing];
  if (missingGroups.length) messages.group_ids = [ANNOUNCEMENT_MESSAGES.groupMissing];
  if (Object.keys(messages).length) throw new ValidationError(messages);
  return { ...announcementFields.stored(input), role_ids, group_ids };
}

/** Is the announcement shown now, and to this admin? */
function isLive(record: AnnouncementRecord, now: string): boolean {
  return record.enabled && record.publish_at <= now && (!record.expire_at || record.expire_at > now);
}

function addressedTo(record: AnnouncementRecord, admin: Pick<AdminActor, 'role_id' | 'group_id'>, now: string): boolean {
  if (!isLive(record, now)) return false;
  const mine = new Set(targetsOfAdmin(admin));
  return targetsOf(record).some((t) => mine.has(t));
}

export const Announcement = {
  async list(query: ListQuery, filters: { enabled?: boolean | undefined } = {}): Promise<Page<AnnouncementRow>> {
    const page = await announcementStore.list(query, filters);
    return { ...page, data: page.data.map(toRow) };
  },

  async options(query: OptionsQuery, filters: { enabled?: boolean | undefined } = {}): Promise<Options<AnnouncementRow>> {
    const found = await announcementStore.options(query, filters);
    return { ...found, data: found.data.map(toRow) };
  },

  async get(id: number): Promise<AnnouncementInfo> {
    return toInfo(await announcementStore.get(id));
  },

  /** The record and its audience entries in one transaction. */
  async create(input: AnnouncementInput): Promise<AnnouncementInfo> {
    const values = await stored(input);
    const record = await announcementStore.create(values, { extra: (r) => audienceChanges(undefined, r) });
    return toInfo(record);
  },

  /** The record and its entries move together (a new audience, publish time, or `enabled`). */
  async update(id: number, input: AnnouncementInput): Promise<AnnouncementInfo> {
    const values = await stored(input);
    const record = await announcementStore.update(id, () => values, { extra: (next, previous) => audienceChanges(previous, next) });
    return toInfo(record);
  },

  async remove(id: number): Promise<void> {
    await announcementStore.remove(id, { extra: (r) => audienceChanges(r, undefined) });
  },

  /**
   * Enables or disables each (entries are put or deleted with it). One transaction per announcement:
   * each carries up to 40 audience entries, so many together would pass DynamoDB's 100 items.
   */
  async batchUpdate(ids: number[], data: { enabled?: boolean }): Promise<number> {
    const records = await announcementStore.requireAll(ids);
    if (data.enabled === undefined) return records.length;
    const enabled = data.enabled;
    for (const record of records) {
      await announcementStore.update(record.id, () => ({ enabled }), { extra: (next, previous) => audienceChanges(previous, next) });
    }
    return records.length;
  },

  /** Deletes each with its entries, one transaction per announcement (as `batchUpdate`); unknown ids → 404 first. */
  async batchRemove(ids: number[]): Promise<number> {
    const records = await announcementStore.requireAll(ids);
    for (const record of records) await Announcement.remove(record.id);
    return records.length;
  },

  /**
   * A page of the announcements addressed to the admin and live now, newest first, with whether they
   * opened each: the live entries of their (at most three) targets, then one BatchGet of the page's
   * records and one of their read items.
   */
  async inbox(admin: AdminActor, page: number, perPage: number, now = new Date().toISOString()): Promise<AnnouncementInbox> {
    const entries = await liveEntries(targetsOfAdmin(admin), now);
    const slice = entries.slice((page - 1) * perPage, page * perPage).map((e) => e.id);
    const [records, reads] = await Promise.all([announcementStore.getMany(slice), readTimes(admin.id, slice)]);
    return {
      data: records.map((r) => ({
        id: r.id,
        title: r.title,
        publish_at: r.publish_at,
        expire_at: r.expire_at ?? null,
        read: reads.has(r.id),
      })),
      total: entries.length,
      page,
      per_page: perPage,
    };
  },

  /** How many of the newest live announcements for the admin they have not opened (the shell's badge). */
  async unread(admin: AdminActor, now = new Date().toISOString()): Promise<AnnouncementUnread> {
    const entries = await liveEntries(targetsOfAdmin(admin), now);
    const newest = entries.slice(0, UNREAD_WINDOW).map((e) => e.id);
    const reads = await readTimes(admin.id, newest);
    return { count: newest.filter((id) => !reads.has(id)).length, more: entries.length > UNREAD_WINDOW };
  },

  /**
   * The read view: an announcement addressed to the admin and live now, or any announcement for an
   * admin holding `get announcement`; anything else answers 404, as if it did not exist.
   */
  async view(id: number, admin: AdminActor, now = new Date().toISOString()): Promise<AnnouncementView> {
    const record = await announcementStore.find(id);
    const addressed = record ? addressedTo(record, admin, now) : false;
    if (!record || (!addressed && !admin.permissions.includes(ANNOUNCEMENT_GET_PERMISSION))) throw new NotFoundError();
    return {
      id: record.id,
      title: record.title,
      content: record.content ?? '',
      publish_at: record.publish_at,
      expire_at: record.expire_at ?? null,
      updated_at: record.updated_at,
      addressed,
      read_at: addressed ? ((await readTime(admin.id, id)) ?? null) : null,
    };
  },

  /** Marks an announcement addressed to the admin as opened; idempotent (the first time stays). */
  async read(id: number, admin: AdminActor, now = new Date().toISOString()): Promise<{ read_at: string }> {
    const record = await announcementStore.find(id);
    if (!record || !addressedTo(record, admin, now)) throw new NotFoundError();
    return { read_at: await markRead(admin.id, id, record.expire_at ?? undefined) };
  },
};
