import { GetCommand, PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, documentClient, isConditionFailure, TABLE_NAME, type TransactItem } from '../shared/dynamo.js';
import { keys, type ItemKey } from '../shared/keys.js';
import { Repository } from '../shared/repository.js';
import { announcementEntity, type AnnouncementRecord } from './announcement.entity.js';

export const announcementStore = new Repository<AnnouncementRecord>({
  name: 'announcement',
  entity: announcementEntity,
  sortName: (a) => a.title,
  searchTexts: (a) => [a.title],
  // Each entry is an item of the announcement's transactions, beside up to 2 × 20 audience entries.
  maxSearchTokens: 8,
  filters: ['enabled'],
});

/** The audience targets an announcement reaches: none while disabled (the entries are sparse). */
export function targetsOf(record: Pick<AnnouncementRecord, 'enabled' | 'audience' | 'role_ids' | 'group_ids'>): string[] {
  if (!record.enabled) return [];
  if (record.audience === 'roles') return record.role_ids.map((id) => `role#${id}`);
  if (record.audience === 'groups') return record.group_ids.map((id) => `group#${id}`);
  return ['all'];
}

/** The targets an admin belongs to: everyone's, their role's and their group's (at most three). */
export function targetsOfAdmin(admin: { role_id: number; group_id: number | null }): string[] {
  return ['all', `role#${admin.role_id}`, ...(admin.group_id ? [`group#${admin.group_id}`] : [])];
}

/** Seconds after its expiry an audience entry is left to DynamoDB's TTL (reads filter expired ones at once). */
const TTL_GRACE_SECONDS = 86_400;

type Entry = Pick<AnnouncementRecord, 'id' | 'publish_at' | 'expire_at' | 'enabled' | 'audience' | 'role_ids' | 'group_ids'>;

const entryKeys = (record: Entry): ItemKey[] => targetsOf(record).map((t) => keys.announcementAudience(t, record.publish_at, record.id));
const keyId = (key: ItemKey) => `${key.pk}|${key.sk}`;

/**
 * The transaction items that move an announcement's audience entries from `before` to `after`
 * (either absent: a create or a delete). An entry whose key stays is put again (its expiry may
 * change); one whose key goes is deleted. A transaction touches each item once.
 */
export function audienceChanges(before: Entry | undefined, after: Entry | undefined): TransactItem[] {
  const next = after ? entryKeys(after) : [];
  const kept = new Set(next.map(keyId));
  const deletes: TransactItem[] = (before ? entryKeys(before) : [])
    .filter((key) => !kept.has(keyId(key)))
    .map((Key) => ({ Delete: { TableName: TABLE_NAME, Key } }));
  const puts: TransactItem[] = next.map((key) => ({
    Put: {
      TableName: TABLE_NAME,
      Item: {
        ...key,
        id: after!.id,
        publish_at: after!.publish_at,
        ...(after!.expire_at
          ? { expire_at: after!.expire_at, expires_at: Math.floor(Date.parse(after!.expire_at) / 1000) + TTL_GRACE_SECONDS }
          : {}),
      },
    },
  }));
  return [...deletes, ...puts];
}

/** A live audience entry: an announcement for the target, published by now and not expired. */
export interface LiveEntry {
  id: number;
  publish_at: string;
  expire_at?: string;
}

/**
 * The live entries of the targets, newest first (by publish time, then id), each announcement once:
 * one Query per target over its partition up to `now` (the future ones are past the key range;
 * expired ones, until the TTL removes them, are filtered out). Reads follow the announcements live
 * for those targets, never the announcement list.
 */
export async function liveEntries(targets: readonly string[], now: string): Promise<LiveEntry[]> {
  const perTarget = await Promise.all(
    targets.map(async (target) => {
      const found: LiveEntry[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page: QueryCommandOutput = await documentClient.send(
          new QueryCommand({
            TableName: TABLE_NAME,
            KeyConditionExpression: 'pk = :pk AND sk <= :until',
            FilterExpression: 'attribute_not_exists(expire_at) OR expire_at > :now',
            ExpressionAttributeValues: { ':pk': keys.announcementAudiencePartition(target), ':until': `${now}#~`, ':now': now },
            ProjectionExpression: 'id, publish_at, expire_at',
            ScanIndexForward: false,
            ExclusiveStartKey: start,
          }),
        );
        found.push(...((page.Items ?? []) as LiveEntry[]));
        start = page.LastEvaluatedKey;
      } while (start);
      return found;
    }),
  );
  const byId = new Map<number, LiveEntry>();
  for (const entry of perTarget.flat()) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => (a.publish_at === b.publish_at ? b.id - a.id : a.publish_at < b.publish_at ? 1 : -1));
}

/** When the admin opened each of these announcements (one BatchGet); unopened ones are absent. */
export async function readTimes(adminId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const items = await batchGetItems(ids.map((id) => keys.announcementRead(adminId, id)));
  return new Map(items.map((item) => [Number(item.announcement_id), String(item.read_at)]));
}

/** When the admin opened one announcement, if they did. */
export async function readTime(adminId: number, id: number): Promise<string | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.announcementRead(adminId, id) }));
  return typeof Item?.read_at === 'string' ? Item.read_at : undefined;
}

/**
 * Records that the admin opened the announcement: put only if absent, so the first time stays and a
 * second call (a reload, two tabs) changes nothing. Answers the stored time.
 */
export async function markRead(adminId: number, id: number, expireAt: string | undefined): Promise<string> {
  const readAt = new Date().toISOString();
  try {
    await documentClient.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: {
          ...keys.announcementRead(adminId, id),
          admin_id: adminId,
          announcement_id: id,
          read_at: readAt,
          // Kept while the announcement can be shown; then the TTL removes it.
          ...(expireAt ? { expires_at: Math.floor(Date.parse(expireAt) / 1000) + TTL_GRACE_SECONDS } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return readAt;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await readTime(adminId, id)) ?? readAt;
  }
}
