import { crudFacade } from '../shared/crud.js';
import { batchGetItems } from '../shared/dynamo.js';
import { ConflictError, DomainError, NotFoundError, ValidationError } from '../shared/errors.js';
import { keys } from '../shared/keys.js';
import type { ListQuery, Page } from '../shared/paging.js';
import type { TransactItem } from '../shared/repository.js';
import { fieldMessages } from '../shared/validation.js';
import type { TagRecord } from './tag.entity.js';
import { keyName, tagFields, type TagInfo, type TagInput, type TagUpdateInput } from './tag.schema.js';
import { carriers, tagStore } from './tag.store.js';

export const TAG_IN_USE = 'The tag is carried by {{count}} customers; remove it from them first.';

const fold = (name: string) => name.trim().toLowerCase();

/** How many customers carry each of these tags (one BatchGet per 100 names): folded name → count. */
async function customerCounts(names: readonly string[]): Promise<Map<string, number>> {
  const byPk = new Map(names.map((n) => [keys.referencesByValue('tag', 'name', n, 'customer').pk, fold(n)]));
  const items = await batchGetItems(names.map((n) => keys.referencesByValue('tag', 'name', n, 'customer')));
  const counts = new Map<string, number>();
  for (const item of items) counts.set(byPk.get(String(item.pk)) ?? '', (item.customers as Set<number> | undefined)?.size ?? 0);
  return counts;
}

function toInfo(record: TagRecord, customers = 0): TagInfo {
  return { id: record.id, ...tagFields.present(record), customers, created_at: record.created_at, updated_at: record.updated_at };
}

const inUse = (count: number) => new ConflictError(TAG_IN_USE.replace('{{count}}', String(count)));

const crud = crudFacade<TagRecord, TagInput | TagUpdateInput, TagInfo>({
  store: tagStore,
  toInfo: (record) => toInfo(record),
  // An update has no name: the stored one is kept (names never change, decision 0060).
  toRecord: (input, _language, current) => ({
    name: 'name' in input ? input.name : current!.name,
    description: input.description ?? null,
    color: input.color ?? null,
  }),
  /** A tag customers carry is not deleted (409 with their count); the check is repeated in the delete's transaction. */
  async checkRemove(records) {
    const counts = await customerCounts(records.map((r) => r.name));
    const used = records.map((r) => counts.get(fold(r.name)) ?? 0).find((n) => n > 0);
    if (used) throw inUse(used);
  },
  removing: (records) => records.map((r) => carriers.release(r.name)),
});

/** The tag names of a customer's tag list, one per name whatever its case, in the order given. */
export function distinctTags(names: readonly string[]): string[] {
  return [...new Map(names.map((n) => [fold(n), n.trim()] as const)).values()].filter(Boolean);
}

/** Tags (`/admin/tag`): the plain operations, a tag found by its name, and the customers carrying them. */
export const Tag = {
  ...crud,

  /** A list page with each tag's customer count (one more BatchGet for the page). */
  async list(query: ListQuery, _language: string): Promise<Page<TagInfo>> {
    const page = await tagStore.list(query);
    const counts = await customerCounts(page.data.map((r) => r.name));
    return { ...page, data: page.data.map((r) => toInfo(r, counts.get(fold(r.name)) ?? 0)) };
  },

  async get(id: number, _language?: string): Promise<TagInfo> {
    const record = await tagStore.get(id);
    return toInfo(record, (await customerCounts([record.name])).get(fold(record.name)) ?? 0);
  },

  /** The id of the tag with this name (case-insensitive): one GetItem of its unique guard. */
  async idOf(name: string): Promise<number> {
    const id = (await tagStore.findIdsByUnique('name', [name])).get(name);
    if (id === undefined) throw new NotFoundError();
    return id;
  },

  /** Which of these names no tag has (one BatchGet per 100 names). */
  async missing(names: readonly string[]): Promise<string[]> {
    if (!names.length) return [];
    const found = await tagStore.findIdsByUnique('name', names);
    return names.filter((n) => !found.has(n));
  },

  /**
   * Creates the tags these names do not have yet (spec: a customer's tags are picked or created).
   * Names are checked as a tag's name is (a 422 on `field`); a tag created meanwhile by another
   * request is simply there.
   */
  async ensure(names: readonly string[], field = 'tags'): Promise<void> {
    for (const name of names) {
      const parsed = keyName().safeParse(name);
      if (!parsed.success) throw new ValidationError({ [field]: Object.values(fieldMessages(parsed.error)).flat() });
    }
    for (const name of await Tag.missing(names)) {
      await tagStore.create({ name, description: null, color: null }).catch((error: unknown) => {
        if (!(error instanceof DomainError && error.status === 409)) throw error;
      });
    }
  },

  /** Items moving customer `customerId` from carrying `before` to carrying `after` (for its own transaction). */
  customerItems(customerId: number, before: readonly string[], after: readonly string[]): TransactItem[] {
    const had = new Set(before.map(fold));
    const has = new Set(after.map(fold));
    return [
      ...after.filter((n) => !had.has(fold(n))).map((n) => carriers.add(n, [customerId])),
      ...before.filter((n) => !has.has(fold(n))).map((n) => carriers.drop(n, [customerId])),
    ];
  },

  /** Items for customers going away (a batch delete): one drop per tag. */
  customersLeaving(customers: readonly { id: number; tags?: readonly string[] | null }[]): TransactItem[] {
    return carriers.dropAll(customers.flatMap((c) => (c.tags ?? []).map((target) => ({ id: c.id, target }))));
  },

  /** The ids of the customers carrying a tag, ascending (one strongly consistent GetItem). */
  async customerIds(name: string): Promise<number[]> {
    return carriers.ids(name);
  },
};
