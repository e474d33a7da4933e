import { TransactionCanceledException, type CancellationReason } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Entity } from 'electrodb';
import { batchGetItems, documentClient, isConditionFailure, TABLE_NAME, type TransactItem } from './dynamo.js';
import { ConflictError, DomainError, MESSAGES, NotFoundError, ValidationError } from './errors.js';
import { itemSize, largestField, MAX_ITEM_BYTES } from './item-size.js';
import { keys, type ItemKey } from './keys.js';
import type { BaseItem } from './model.js';
import type { FilterSlot } from './table.js';
import type { ListQuery, Options, OptionsQuery, Page } from './paging.js';
import type { PublicCache } from './public-cache.js';
import { DEFAULT_MAX_TOKENS, SearchIndex, searchIdBatches, searchTokens } from './search-index.js';
import { UrlHistory } from './url-history.js';

// ElectroDB's generics are exact per entity; the generic repository works over any of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntity = Entity<any, any, any, any>;

export type { TransactItem } from './dynamo.js';

export interface UniqueField<T> {
  /** Field name reported in the 409 message map. */
  field: string;
  value: (record: T) => string | null | undefined;
  /**
   * An update that moves the record to another value keeps the old one as a marker naming the record,
   * until another record claims it (a storefront url: shared/url-history.ts, decision 0040).
   */
  history?: boolean;
}

export type FilterValue = string | number | boolean | { contains: string | number };

/** A filter partition read in id ranges (`Repository.idWindows`): what the sitemap's parts read. */
export interface IdWindows<R> {
  /** How many records the partition holds (its filter counter: one GetItem). */
  count(): Promise<number>;
  /** The lowest id at or after `from` in the partition (one Query, Limit 1), if any. */
  first(from: number): Promise<number | undefined>;
  /** The records with ids from `from` to `to`, both included, in id order: one Query of that key range. */
  range(from: number, to: number): Promise<R[]>;
  /** Every record, in id order: one paginated Query. */
  all(): Promise<R[]>;
}

export interface RepositoryConfig<T extends BaseItem> {
  name: string;
  entity: AnyEntity;
  unique?: UniqueField<T>[];
  sortName: (record: T) => string;
  /** The texts a list's search box finds the record by (shared/search-index.ts). */
  searchTexts: (record: T) => readonly (string | null | undefined)[];
  /** Search entries a record has at most (each is one item in its transactions); default 16. */
  maxSearchTokens?: number;
  /** Fields a list may filter on with an exact match (e.g. `enabled`). */
  filters?: readonly string[];
  /** Called after every write of this store commits (e.g. to empty a cache of its public data). */
  changed?: () => void;
  /**
   * Items kept in step with each record by every write of it (a view's own entries, e.g. a category's
   * listing: catalog/category-listing.ts): unconditional Puts and Deletes for `before` becoming `after`
   * (a create has no before, a delete no after), written last in the record's own transaction.
   */
  alongside?: (before: T | undefined, after: T | undefined) => TransactItem[];
}

/**
 * What a write may give an attribute: an optional one also takes `null`, meaning "no value" (DynamoDB
 * stores that as an absent attribute, so it reads back as `undefined`).
 */
export type Writable<T> = { [K in keyof T]: undefined extends T[K] ? T[K] | null : T[K] };

/** A new record's own attributes: the repository adds id, timestamps, sort name and search text. */
export type NewRecord<T extends BaseItem> = Omit<Writable<T>, keyof BaseItem>;

const MAX_TRANSACTION_ITEMS = 100;
/** Ids read per Query request while paging (DynamoDB also stops at 1 MB). */
const MAX_IDS_PER_REQUEST = 1000;
/** Attributes the repository derives; never the field to blame for a large record. */
const DERIVED = ['search_tokens', 'sort_name'];

/** 422 beside the field that makes a record too large for one DynamoDB item (400 KB). */
export function recordTooLarge(record: Record<string, unknown>): ValidationError {
  return ValidationError.field(largestField(record, DERIVED) || '_', MESSAGES.recordTooLarge);
}

/** Refuses an item DynamoDB would refuse for its size, before the write (decision 0009). */
export function assertItemFits(item: Record<string, unknown>, record: Record<string, unknown> = item): void {
  if (itemSize(item) > MAX_ITEM_BYTES) throw recordTooLarge(record);
}

/** DynamoDB's own "Item size has exceeded the maximum allowed size", alone or as a cancellation reason. */
function isItemSizeError(error: unknown): boolean {
  const sizeMessage = (message: unknown) => typeof message === 'string' && /item size/i.test(message);
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some((r) => sizeMessage(r.Message));
  }
  return (error as { name?: string }).name === 'ValidationException' && sizeMessage((error as Error).message);
}

/**
 * The last line behind `assertItemFits`: maps DynamoDB's item-size refusal of a transaction to the
 * same 422, naming the largest field of the largest item written.
 */
export function explainItemSize(error: unknown, items: readonly TransactItem[]): ValidationError | undefined {
  if (!isItemSizeError(error)) return undefined;
  const puts = items.flatMap((i) => (i.Put?.Item ? [i.Put.Item as Record<string, unknown>] : []));
  const largest = puts.sort((a, b) => itemSize(b) - itemSize(a))[0];
  return largest ? recordTooLarge(largest) : ValidationError.field('_', MESSAGES.recordTooLarge);
}

const uniqueKey = keys.unique;
const counterKey = keys.counter;

/** Reason an item in a cancelled transaction failed, by position. */
function cancellationCodes(error: unknown): (string | undefined)[] | undefined {
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).map((r: CancellationReason) => r.Code);
  }
  return undefined;
}

/**
 * Create/read/update/delete/list for one entity, with unique-value guard items, an id counter and a
 * row count, written together in DynamoDB transactions so a failure changes nothing.
 */
export class Repository<T extends BaseItem> {
  constructor(readonly config: RepositoryConfig<T>) {}

  get name(): string {
    return this.config.name;
  }

  private get entity(): AnyEntity {
    return this.config.entity;
  }

  async find(id: number): Promise<T | undefined> {
    if (!Number.isSafeInteger(id) || id <= 0) return undefined;
    const { data } = await this.entity.get({ id }).go();
    return (data as T | null) ?? undefined;
  }

  async get(id: number): Promise<T> {
    const record = await this.find(id);
    if (!record) throw new NotFoundError();
    return record;
  }

  /**
   * Records for the ids, in the ids' order; missing ids are left out. BatchGets of 100, in parallel,
   * each asking again for the keys DynamoDB left unprocessed (a few times, then it fails rather than
   * answer "absent" for a record it did not read). `attributes` reads only those (a projection: a
   * list's entries need a few of a record's fields, not its index keys), and the records hold only them.
   */
  async getMany(ids: readonly number[]): Promise<T[]>;
  async getMany<K extends keyof T & string>(ids: readonly number[], attributes: readonly K[]): Promise<Pick<T, K | 'id'>[]>;
  async getMany(ids: readonly number[], attributes?: readonly string[]): Promise<T[]> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (!unique.length) return [];
    const options = attributes ? { attributes: [...new Set(['id', ...attributes])] } : {};
    const found = new Map<number, T>();
    const read = async (chunk: number[]) => {
      let pending: { id: number }[] = chunk.map((id) => ({ id }));
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt === 5) throw new Error(`BatchGetItem left ${String(pending.length)} ${this.name} records unprocessed`);
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
        const { data, unprocessed } = (await this.entity.get(pending).go(options)) as { data: T[]; unprocessed: { id: number }[] };
        for (const record of data) found.set(record.id, record);
        pending = unprocessed;
      }
    };
    const chunks: number[][] = [];
    for (let i = 0; i < unique.length; i += 100) chunks.push(unique.slice(i, i + 100));
    await Promise.all(chunks.map(read));
    return ids.map((id) => found.get(id)).filter((r): r is T => r !== undefined);
  }

  /** What a unique value's guard says: owned, moved away from (a `history` field), or free. One GetItem. */
  private async uniqueState(field: string, value: string) {
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: uniqueKey(this.name, field, value) }));
    return UrlHistory.state(Item);
  }

  /** Id of the record owning a unique value, if any (a value a record moved away from is owned by none). */
  async findIdByUnique(field: string, value: string): Promise<number | undefined> {
    const state = await this.uniqueState(field, value);
    return state && 'owner' in state ? state.owner : undefined;
  }

  /**
   * The owners of many unique values at once (one BatchGet per 100 values): value as given → id;
   * values nobody owns are left out. Values are compared folded (trimmed, lowercase).
   */
  async findIdsByUnique(field: string, values: readonly string[]): Promise<Map<string, number>> {
    const byPk = new Map<string, string[]>();
    for (const value of values) {
      const { pk } = uniqueKey(this.name, field, value);
      byPk.set(pk, [...(byPk.get(pk) ?? []), value]);
    }
    const owners = new Map<string, number>();
    const items = await batchGetItems([...byPk.keys()].map((pk) => ({ pk, sk: 'unique' })));
    for (const item of items) {
      if (typeof item.owner !== 'number') continue;
      for (const value of byPk.get(String(item.pk)) ?? []) owners.set(value, item.owner);
    }
    return owners;
  }

  async findByUnique(field: string, value: string): Promise<T | undefined> {
    const id = await this.findIdByUnique(field, value);
    return id === undefined ? undefined : this.find(id);
  }

  /**
   * The record holding a unique value, or the id of the record that moved off it (a `history` field):
   * the same GetItem of the guard as `findByUnique`, then the holder's record.
   */
  async findByUniqueOrMoved(field: string, value: string): Promise<{ record: T } | { moved: number } | undefined> {
    const state = await this.uniqueState(field, value);
    if (!state) return undefined;
    if ('moved' in state) return state;
    const record = await this.find(state.owner);
    return record && { record };
  }

  async count(): Promise<number> {
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: counterKey(this.name) }));
    return typeof Item?.count === 'number' ? Math.max(0, Item.count) : 0;
  }

  private async nextId(): Promise<number> {
    return (await this.reserveIds(1))[0]!;
  }

  /**
   * `count` new ids in one counter update, for `create(…, { reservedId })`: a bulk write (an import
   * chunk) takes its ids at once instead of one update per record. Ids left unused stay unused, as
   * the id of a failed create does.
   */
  async reserveIds(count: number): Promise<number[]> {
    if (count <= 0) return [];
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: counterKey(this.name),
        UpdateExpression: 'ADD last_id :n',
        ExpressionAttributeValues: { ':n': count },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const last = Attributes?.last_id as number;
    return Array.from({ length: count }, (_, i) => last - count + 1 + i);
  }

  /** Ensures the id counter is at least `id` (seeding fixed ids such as the super admin role 1). */
  private async bumpCounterTo(id: number): Promise<void> {
    await documentClient
      .send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: counterKey(this.name),
          UpdateExpression: 'SET last_id = :id',
          ConditionExpression: 'attribute_not_exists(last_id) OR last_id < :id',
          ExpressionAttributeValues: { ':id': id },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }

  private withDerived(record: Omit<T, 'sort_name' | 'search_tokens'>): T {
    const full = { ...record, sort_name: '', search_tokens: [] } as unknown as T;
    full.sort_name = (this.config.sortName(full) || '').trim().toLowerCase().slice(0, 200) || '~';
    full.search_tokens = searchTokens(this.config.searchTexts(full), this.config.maxSearchTokens ?? DEFAULT_MAX_TOKENS);
    return full;
  }

  /**
   * The records whose search entries an older rule made: `searchTexts` (or the token rule) now gives
   * other tokens. `patchAll(stale, {})` writes them anew, entries included.
   */
  staleSearch(records: readonly T[]): T[] {
    return records.filter((record) => {
      const now = this.withDerived(record).search_tokens ?? [];
      const stored = record.search_tokens ?? [];
      return now.length !== stored.length || now.some((token, i) => token !== stored[i]);
    });
  }

  /** The search entries to put and delete when `previous` becomes `next` (either may be absent). */
  private searchChanges(previous: T | undefined, next: T | undefined): TransactItem[] {
    const id = (next ?? previous)!.id;
    return SearchIndex.changes(this.name, id, previous?.search_tokens ?? [], next?.search_tokens ?? []);
  }

  /** The items a write keeps in step with the record (`alongside`), none without the option. */
  private alongsideItems(previous: T | undefined, next: T | undefined): TransactItem[] {
    return this.config.alongside?.(previous, next) ?? [];
  }

  /**
   * Transaction items that apply `patch` to already-read records, guarded against concurrent
   * change; used when another domain's write must move these records with it. The records' Puts
   * come first, in the records' order, then the search entries that change with them, and the
   * `alongside` items unless `alongside: false` (the caller then writes them once this commits).
   */
  patchItems(records: readonly T[], patch: Partial<NewRecord<T>>, options: { alongside?: boolean } = {}): TransactItem[] {
    const patched = this.patched(records, patch, options.alongside ?? true);
    return [...patched.map((p) => p.put), ...patched.flatMap((p) => p.search), ...this.filterCounterItems(patched.map((p) => p.change))];
  }

  private patched(
    records: readonly T[],
    patch: Partial<NewRecord<T>>,
    alongside = true,
  ): { put: TransactItem; search: TransactItem[]; change: [T, T] }[] {
    return records.map((current) => {
      const next = this.withDerived({ ...current, ...patch, updated_at: stampAfter(current.updated_at) });
      return {
        put: this.putItem(next, { updatedAt: current.updated_at }),
        search: [...this.searchChanges(current, next), ...(alongside ? this.alongsideItems(current, next) : [])],
        change: [current, next],
      };
    });
  }

  /** A transaction item that only checks `record` is still as it was read (same updated_at). */
  unchangedItem(record: T): TransactItem {
    const params = this.entity.delete({ id: record.id }).params() as { Key: Record<string, unknown> };
    return {
      ConditionCheck: {
        TableName: TABLE_NAME,
        Key: params.Key,
        ConditionExpression: 'updated_at = :seen',
        ExpressionAttributeValues: { ':seen': record.updated_at },
      },
    };
  }

  /** Ids on a secondary index partition (e.g. admins of a role), in key order. */
  async idsOn(index: string, keys: Record<string, unknown>): Promise<number[]> {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const queries = this.entity.query as Record<string, (keys: object) => any>;
    const { data } = await queries[index]!(keys).go({ pages: 'all', attributes: ['id'] });
    return (data as { id: number }[]).map((r) => r.id);
  }

  /**
   * Some fields of every record on a secondary index partition (e.g. the urls of the visible products
   * for the sitemap), in key order: one paginated Query, no BatchGet.
   */
  async fieldsOn<K extends keyof T & string>(index: string, keys: Record<string, unknown>, fields: readonly K[]): Promise<Pick<T, K>[]> {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const queries = this.entity.query as Record<string, (keys: object) => any>;
    const { data } = await queries[index]!(keys).go({ pages: 'all', attributes: [...fields] });
    return data as Pick<T, K>[];
  }

  /**
   * One filter partition's records read by id windows (the sitemap's parts, decision 0041): its
   * count from the filter counter, the first id at or after another, and some fields of the records
   * in an id range, each a Query of that key range only. Whole answers and ranges are kept in
   * `cache` (emptied by the store's writes) when one is given.
   */
  idWindows<K extends keyof T & string>(
    field: string,
    value: boolean | string,
    fields: readonly K[],
    cache?: PublicCache<Pick<T, K>[]>,
  ): IdWindows<Pick<T, K>> {
    // The entity is built on first use (shared/model.ts `lazy`): find its index only when asked.
    const query = () => {
      const slot = this.slots.get(field);
      if (!slot) throw new Error(`${this.name}.${field} has no filter slot`);
      return this.queries[`filter${slot}ById`]!({ [field]: value });
    };
    const kept = (key: string, load: () => Promise<Pick<T, K>[]>) => (cache ? cache.get(key, load) : load());
    return {
      count: () => this.filterCount(field, value),
      first: async (from) => {
        const { data } = await query()
          .gte({ id: from })
          .go({ limit: 1, attributes: ['id'] });
        return (data as { id: number }[])[0]?.id;
      },
      range: (from, to) =>
        kept(`${from}-${to}`, async () => {
          const { data } = await query()
            .between({ id: from }, { id: to })
            .go({ pages: 'all', attributes: [...fields] });
          return data as Pick<T, K>[];
        }),
      all: () =>
        kept('all', async () => {
          const { data } = await query().go({ pages: 'all', attributes: [...fields] });
          return data as Pick<T, K>[];
        }),
    };
  }

  private putItem(record: T, condition: 'new' | { updatedAt: string }): TransactItem {
    // DynamoDB stores "no value" as an absent attribute; ElectroDB refuses null for typed attributes.
    const present = Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined));
    const params = this.entity.put(present).params() as { Item: Record<string, unknown> };
    assertItemFits(params.Item, present);
    if (condition === 'new') {
      return {
        Put: { TableName: TABLE_NAME, Item: params.Item, ConditionExpression: 'attribute_not_exists(pk)' },
      };
    }
    return {
      Put: {
        TableName: TABLE_NAME,
        Item: params.Item,
        ConditionExpression: 'attribute_exists(pk) AND updated_at = :previous',
        ExpressionAttributeValues: { ':previous': condition.updatedAt },
      },
    };
  }

  /**
   * Deletes the record as it was read: its guards were taken from that read, so a record changed in
   * between (a new unique value) must not be deleted with the old value's guard.
   */
  private deleteItem(record: T): TransactItem {
    const params = this.entity.delete({ id: record.id }).params() as { Key: Record<string, unknown> };
    return {
      Delete: {
        TableName: TABLE_NAME,
        Key: params.Key,
        ConditionExpression: 'attribute_exists(pk) AND updated_at = :seen',
        ExpressionAttributeValues: { ':seen': record.updated_at },
      },
    };
  }

  /**
   * Claims a value: free, already the record's, or only a moved marker (which the Put replaces, so a
   * reused url stops redirecting in the claim's own transaction, decision 0040).
   */
  private guardPut(field: string, value: string, owner: number): TransactItem {
    return {
      Put: {
        TableName: TABLE_NAME,
        Item: { ...uniqueKey(this.name, field, value), owner, field },
        ConditionExpression: 'attribute_not_exists(#owner) OR #owner = :owner',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':owner': owner },
      },
    };
  }

  private guardDelete(field: string, value: string): TransactItem {
    return { Delete: { TableName: TABLE_NAME, Key: uniqueKey(this.name, field, value) } };
  }

  /**
   * Frees a value an update leaves: a `history` field that still has a value (a renamed url) keeps the
   * old one as a marker naming the record; otherwise the guard goes.
   */
  private guardLeave(field: string, value: string, next: T): TransactItem {
    const keeps = this.config.unique?.some((u) => u.field === field && u.history && (u.value(next) ?? '').trim() !== '');
    return keeps ? UrlHistory.movedItem(this.name, field, value, next.id) : this.guardDelete(field, value);
  }

  private counterAdd(delta: number): TransactItem {
    return counterAdd(counterKey(this.name), delta);
  }

  /** Runs the transaction, turning a failed condition into the right domain error. */
  private async transact(all: TransactItem[], explain: (index: number) => DomainError): Promise<void> {
    const items = mergeCounterAdds(all);
    if (items.length > MAX_TRANSACTION_ITEMS) {
      throw new ValidationError({ ids: ['Too many records in one request.'] });
    }
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
      this.config.changed?.();
    } catch (error) {
      const tooLarge = explainItemSize(error, items);
      if (tooLarge) throw tooLarge;
      const codes = cancellationCodes(error);
      if (codes) {
        const index = codes.findIndex((c) => c === 'ConditionalCheckFailed');
        if (index >= 0) throw explain(index);
        if (codes.includes('TransactionConflict')) {
          throw new ConflictError('The record is being changed by another request, please try again.');
        }
      }
      throw error;
    }
  }

  /** Creates a record. `extra` items join the same transaction (e.g. a related row). */
  async create(
    input: NewRecord<T>,
    options: {
      /** A fixed id (seeding): the counter is raised to it. */
      id?: number;
      /** An id taken from `reserveIds`. */
      reservedId?: number;
      extra?: (record: T) => TransactItem[];
      conflict?: (extraIndex: number) => DomainError;
    } = {},
  ): Promise<T> {
    const id = options.id ?? options.reservedId ?? (await this.nextId());
    if (options.id) await this.bumpCounterTo(options.id);
    const now = new Date().toISOString();
    const record = this.withDerived({ ...input, id, created_at: now, updated_at: now } as Omit<T, 'sort_name' | 'search_tokens'>);
    const guards = this.guardsFor(record);
    const items: TransactItem[] = [
      this.putItem(record, 'new'),
      ...guards.map((g) => this.guardPut(g.field, g.value, id)),
      this.counterAdd(1),
      ...(options.extra?.(record) ?? []),
      // Last: unconditional, so never the item a failure is explained by.
      ...this.searchChanges(undefined, record),
      ...this.filterCounterItems([[undefined, record]]),
      ...this.alongsideItems(undefined, record),
    ];
    await this.transact(items, (index) => {
      const guard = guards[index - 1];
      if (guard) return ConflictError.unique(guard.field);
      if (index === 0) return new ConflictError({ id: ['This id is already used.'] });
      const extraIndex = index - guards.length - 2;
      if (extraIndex >= 0 && options.conflict) return options.conflict(extraIndex);
      return new ConflictError('The related record was changed, please try again.');
    });
    return record;
  }

  private guardsFor(record: T): { field: string; value: string }[] {
    return (this.config.unique ?? []).map((u) => ({ field: u.field, value: (u.value(record) ?? '').trim() })).filter((g) => g.value !== '');
  }

  /** Replaces a record with `change(current)`; fails with 409 if it changed in between. */
  async update(
    id: number,
    change: (current: T) => Partial<NewRecord<T>>,
    options: { extra?: (next: T, previous: T) => TransactItem[]; conflict?: (extraIndex: number) => DomainError } = {},
  ): Promise<T> {
    const current = await this.get(id);
    const patch = change(current);
    const next = this.withDerived({ ...current, ...patch, id, created_at: current.created_at, updated_at: stampAfter(current.updated_at) });
    const before = new Map(this.guardsFor(current).map((g) => [g.field, g.value]));
    const after = this.guardsFor(next);
    const changed = after.filter((g) => before.get(g.field)?.toLowerCase() !== g.value.toLowerCase());
    const dropped = [...before.entries()]
      .filter(([field, value]) => !after.some((g) => g.field === field && g.value.toLowerCase() === value.toLowerCase()))
      .map(([field, value]) => ({ field, value }));
    const items: TransactItem[] = [
      this.putItem(next, { updatedAt: current.updated_at }),
      ...changed.map((g) => this.guardPut(g.field, g.value, id)),
      ...dropped.map((g) => this.guardLeave(g.field, g.value, next)),
      ...(options.extra?.(next, current) ?? []),
      ...this.searchChanges(current, next),
      ...this.filterCounterItems([[current, next]]),
      ...this.alongsideItems(current, next),
    ];
    await this.transact(items, (index) => {
      const guard = changed[index - 1];
      if (guard) return ConflictError.unique(guard.field);
      if (index === 0) return new ConflictError('The record was changed by someone else, please reload it.');
      const extraIndex = index - 1 - changed.length - dropped.length;
      if (extraIndex >= 0 && options.conflict) return options.conflict(extraIndex);
      return new ConflictError('The related record was changed, please try again.');
    });
    return next;
  }

  async remove(
    id: number,
    options: { extra?: (record: T) => TransactItem[]; conflict?: (extraIndex: number) => DomainError } = {},
  ): Promise<T> {
    const record = await this.get(id);
    const guards = this.guardsFor(record);
    await this.transact(
      [
        this.deleteItem(record),
        ...guards.map((g) => this.guardDelete(g.field, g.value)),
        this.counterAdd(-1),
        ...(options.extra?.(record) ?? []),
        ...this.filterCounterItems([[record, undefined]]),
        ...this.alongsideItems(record, undefined),
      ],
      (index) => {
        if (index === 0) return new ConflictError('The record was changed by someone else, please reload it.');
        const extraIndex = index - guards.length - 2;
        if (extraIndex >= 0 && options.conflict) return options.conflict(extraIndex);
        return new ConflictError('The related record was changed, please try again.');
      },
    );
    await SearchIndex.removeAll(this.name, [record]);
    return record;
  }

  /** Deletes all the ids in one transaction (all or nothing); unknown ids fail with 404. */
  async removeMany(
    ids: readonly number[],
    options: { extra?: (records: T[]) => TransactItem[]; conflict?: (extraIndex: number) => DomainError } = {},
  ): Promise<number> {
    const records = await this.requireAll(ids);
    const items = records.flatMap((record) => [
      this.deleteItem(record),
      ...this.guardsFor(record).map((g) => this.guardDelete(g.field, g.value)),
    ]);
    const own = items.length + 1;
    items.push(
      this.counterAdd(-records.length),
      ...(options.extra?.(records) ?? []),
      ...this.filterCounterItems(records.map((r) => [r, undefined] as [T, undefined])),
      ...records.flatMap((r) => this.alongsideItems(r, undefined)),
    );
    await this.transact(items, (index) =>
      index >= own && options.conflict
        ? options.conflict(index - own)
        : new ConflictError('The record was changed by someone else, please reload it.'),
    );
    await SearchIndex.removeAll(this.name, records);
    return records.length;
  }

  /** Applies the same patch to all the ids in one transaction (all or nothing). */
  async updateMany(
    ids: readonly number[],
    patch: Partial<NewRecord<T>>,
    options: { extra?: (records: T[]) => TransactItem[]; conflict?: (extraIndex: number) => DomainError } = {},
  ): Promise<number> {
    const records = await this.requireAll(ids);
    const patched = this.patched(records, patch);
    const items = [
      ...patched.map((p) => p.put),
      ...(options.extra?.(records) ?? []),
      ...patched.flatMap((p) => p.search),
      ...this.filterCounterItems(patched.map((p) => p.change)),
    ];
    await this.transact(items, (index) =>
      index >= records.length && options.conflict
        ? options.conflict(index - records.length)
        : new ConflictError('A record was changed by someone else, please reload.'),
    );
    return records.length;
  }

  /**
   * Applies a patch to many records, in transactions of up to 100 items (each all or nothing); a
   * record's Put and its search entries are always in the same one.
   */
  async patchAll(records: readonly T[], patch: Partial<NewRecord<T>>): Promise<number> {
    let batch: TransactItem[] = [];
    let changes: [T, T][] = [];
    const flush = async () => {
      const items = [...batch, ...this.filterCounterItems(changes)];
      if (items.length) await this.transact(items, () => new ConflictError('A record was changed by someone else, please retry.'));
      batch = [];
      changes = [];
    };
    // Room for the filter counters: at most two per slot (the old value and the new one).
    const room = MAX_TRANSACTION_ITEMS - 2 * this.slots.size;
    for (const { put, search, change } of this.patched(records, patch)) {
      if (batch.length + 1 + search.length > room) await flush();
      batch.push(put, ...search);
      changes.push(change);
    }
    await flush();
    return records.length;
  }

  async requireAll(ids: readonly number[]): Promise<T[]> {
    const unique = [...new Set(ids)];
    const records = await this.getMany(unique);
    if (records.length !== unique.length) {
      throw new NotFoundError();
    }
    return records;
  }

  /** Ids of the records a search term finds (search entries only; at most MAX_SEARCH_MATCHES). */
  searchIds(term: string): Promise<number[]> {
    return SearchIndex.ids(this.name, term);
  }

  /**
   * The records the term finds that pass the filters, sorted as asked: reads the matches only
   * (their entries, then the records), never the list.
   */
  async searched(
    term: string,
    query: Pick<ListQuery, 'sort' | 'order'>,
    filters: Record<string, FilterValue | undefined> = {},
  ): Promise<T[]> {
    const active = this.activeFilters(filters);
    const records = (await this.getMany(await this.searchIds(term))).filter((r) =>
      active.every(([field, value]) => matchesFilter((r as Record<string, unknown>)[field], value)),
    );
    return sortRecords(records, query);
  }

  /** Every id matching the search and filters, in the requested order (ids only; no page cut). */
  async matchingIds(
    query: Pick<ListQuery, 'search' | 'sort' | 'order'>,
    filters: Record<string, FilterValue | undefined> = {},
  ): Promise<number[]> {
    const term = query.search?.trim();
    if (term) return (await this.searched(term, query, filters)).map((r) => r.id);
    const active = this.activeFilters(filters);
    return this.filteredIds(query, active, await this.partitionFor(active));
  }

  private async filteredIds(
    query: Pick<ListQuery, 'sort' | 'order'>,
    active: [string, FilterValue][],
    slotted: Awaited<ReturnType<Repository<T>['partitionFor']>>,
  ): Promise<number[]> {
    const [access, keys, rest] = slotted
      ? [slotted.access(query.sort), { [slotted.field]: slotted.value }, active.filter(([field]) => field !== slotted.field)]
      : [listIndex(query.sort), {}, active];
    let request = this.queries[access]!(keys);
    if (rest.length) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      request = request.where((attr: any, op: any) =>
        rest
          .map(([field, value]) => (typeof value === 'object' ? op.contains(attr[field], value.contains) : op.eq(attr[field], value)))
          .join(' AND '),
      );
    }
    const { data } = await request.go({ order: query.order, pages: 'all', attributes: ['id'] });
    return (data as { id: number }[]).map((r) => r.id);
  }

  // ElectroDB's generics are exact per index; the query builder is the same for every one.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private get queries(): Record<string, (keys: object) => any> {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return this.entity.query as Record<string, (keys: object) => any>;
  }

  /** The filter slots the entity declares (`filterIndexes` in model.ts): field → slot. */
  private get slots(): Map<string, FilterSlot> {
    if (!this.slotMap) {
      const indexes = (this.entity.schema as { indexes: Record<string, { pk: { composite: readonly string[] } }> }).indexes;
      this.slotMap = new Map();
      for (const slot of [1, 2, 3, 4] as const) {
        const field = indexes[`filter${slot}ById`]?.pk.composite[0];
        if (field) this.slotMap.set(field, slot);
      }
    }
    return this.slotMap;
  }
  private slotMap: Map<string, FilterSlot> | undefined;

  /**
   * The filter partition a filtered list reads: the field's own partition when one filter is set;
   * with several, the smallest of theirs (by their counters), the others applied as a FilterExpression
   * on it. Undefined when no active filter has a slot (it then filters the list partition).
   */
  private async partitionFor(active: [string, FilterValue][]) {
    const slotted = active.filter(
      (entry): entry is [string, string | number | boolean] => typeof entry[1] !== 'object' && this.slots.has(entry[0]),
    );
    if (!slotted.length) return undefined;
    const counts = slotted.length > 1 ? await Promise.all(slotted.map(([field, value]) => this.filterCount(field, value))) : undefined;
    const chosen = counts ? counts.indexOf(Math.min(...counts)) : 0;
    const [field, value] = slotted[chosen]!;
    const slot = this.slots.get(field)!;
    return {
      field,
      value,
      count: counts?.[chosen],
      access: (sort: ListQuery['sort']) => `filter${slot}${sort === 'updated_at' ? 'ByUpdated' : sort === 'name' ? 'ByName' : 'ById'}`,
    };
  }

  /** How many records have `value` in a slotted field (the counter kept by every write). */
  async filterCount(field: string, value: string | number | boolean): Promise<number> {
    const { key, attribute } = this.filterCounter(field, value);
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: TABLE_NAME, Key: key, ProjectionExpression: '#a', ExpressionAttributeNames: { '#a': attribute } }),
    );
    const count = Item?.[attribute];
    return typeof count === 'number' ? Math.max(0, count) : 0;
  }

  /**
   * Where a filter value is counted: a flag or a status (few values) in an attribute of the entity's
   * own counter item, which its creates and deletes move anyway, so a write moves one counter item,
   * not one per field; a relation (an id: as many values as records) in its own item.
   */
  private filterCounter(field: string, value: string | number | boolean): { key: ItemKey; attribute: string } {
    return typeof value === 'number'
      ? { key: keys.filterCounter(this.name, field, value), attribute: 'count' }
      : { key: counterKey(this.name), attribute: `filter#${field}#${String(value)}` };
  }

  /**
   * Counter updates for slotted fields whose value changes between each `before` and `after` (a
   * create has no before, a delete no after), summed per value: one item per counter, as a
   * transaction may touch an item only once.
   */
  private filterCounterItems(changes: readonly [T | undefined, T | undefined][]): TransactItem[] {
    const deltas = new Map<string, { field: string; value: string | number | boolean; delta: number }>();
    const add = (field: string, value: unknown, delta: number) => {
      if (value === undefined || value === null || typeof value === 'object') return;
      const key = `${field}#${String(value)}`;
      const entry = deltas.get(key) ?? { field, value: value as string | number | boolean, delta: 0 };
      entry.delta += delta;
      deltas.set(key, entry);
    };
    for (const [before, after] of changes) {
      for (const field of this.slots.keys()) {
        const old = (before as Record<string, unknown> | undefined)?.[field];
        const next = (after as Record<string, unknown> | undefined)?.[field];
        if (old === next) continue;
        add(field, old, -1);
        add(field, next, 1);
      }
    }
    return [...deltas.values()]
      .filter((d) => d.delta !== 0)
      .map((d) => {
        const { key, attribute } = this.filterCounter(d.field, d.value);
        return counterAdd(key, d.delta, attribute);
      });
  }

  /** Ids in an index's key order, stopping after `wanted` (DynamoDB Limit per request, ids only). */
  private async idsInKeyOrder(access: string, keys: object, wanted: number, order: ListQuery['order']): Promise<number[]> {
    const collected: number[] = [];
    let cursor: string | null = null;
    do {
      const result: { data: { id: number }[]; cursor: string | null } = await this.queries[access]!(keys).go({
        order,
        limit: Math.min(wanted - collected.length, MAX_IDS_PER_REQUEST),
        pages: 1,
        cursor,
        attributes: ['id'],
      });
      collected.push(...result.data.map((r) => r.id));
      cursor = result.cursor;
    } while (cursor && collected.length < wanted);
    return collected;
  }

  private activeFilters(filters: Record<string, FilterValue | undefined>): [string, FilterValue][] {
    return Object.entries(filters).filter(
      (entry): entry is [string, FilterValue] => entry[1] !== undefined && (this.config.filters ?? []).includes(entry[0]),
    );
  }

  /**
   * What a combobox shows (decision 0021): the records with `ids` (filters do not apply: a chosen
   * value is labelled even when it no longer passes them, e.g. a disabled supplier), or the first
   * `limit` records a search finds that pass the filters, or without a term the first `limit` by
   * name. A search reads the index entries and records in batches of `limit + 1` and stops once it
   * has `limit + 1` (the one more says `more`), so its reads follow what it answers, not the matches.
   */
  async options(query: OptionsQuery, filters: Record<string, FilterValue | undefined> = {}): Promise<Options<T>> {
    if (query.ids) return { data: await this.getMany(query.ids), more: false };
    const term = query.search?.trim();
    if (!term) {
      const page = await this.list({ page: 1, per_page: query.limit, sort: 'name', order: 'asc' }, filters);
      return { data: page.data, more: page.total > page.data.length };
    }
    const active = this.activeFilters(filters);
    const found: T[] = [];
    for await (const ids of searchIdBatches(this.name, term, query.limit + 1)) {
      const records = await this.getMany(ids);
      found.push(...records.filter((r) => active.every(([field, value]) => matchesFilter((r as Record<string, unknown>)[field], value))));
      if (found.length > query.limit) break;
    }
    return { data: sortRecords(found.slice(0, query.limit), { sort: 'name', order: 'asc' }), more: found.length > query.limit };
  }

  /** One page of the given ids (already ordered), with the records fetched. */
  async pageOf(ids: number[], query: Pick<ListQuery, 'page' | 'per_page'>): Promise<Page<T>> {
    const start = (query.page - 1) * query.per_page;
    return {
      data: await this.getMany(ids.slice(start, start + query.per_page)),
      total: ids.length,
      page: query.page,
      per_page: query.per_page,
    };
  }

  /** One page of records already read and ordered. */
  pageOfRecords(records: T[], query: Pick<ListQuery, 'page' | 'per_page'>): Page<T> {
    const start = (query.page - 1) * query.per_page;
    return { data: records.slice(start, start + query.per_page), total: records.length, page: query.page, per_page: query.per_page };
  }

  /**
   * One page, sorted on the server by id, updated_at or name. Without a search or filter the page is
   * read by key order through the matching GSI and the total comes from the row counter; a search
   * reads its matches through the search entries; a filter reads the entity's list partition (ids only).
   */
  async list(query: ListQuery, filters: Record<string, FilterValue | undefined> = {}): Promise<Page<T>> {
    const term = query.search?.trim();
    if (term) return this.pageOfRecords(await this.searched(term, query, filters), query);
    const active = this.activeFilters(filters);
    const start = (query.page - 1) * query.per_page;
    const wanted = start + query.per_page;
    const empty = (total: number): Page<T> => ({ data: [], total, page: query.page, per_page: query.per_page });
    if (active.length) {
      const slotted = await this.partitionFor(active);
      // One filter with a slot: its partition in key order, the total from its counter, read together.
      if (slotted && active.length === 1) {
        const [total, ids] = await Promise.all([
          slotted.count ?? this.filterCount(slotted.field, slotted.value),
          this.idsInKeyOrder(slotted.access(query.sort), { [slotted.field]: slotted.value }, wanted, query.order),
        ]);
        if (start >= ids.length) return empty(total);
        return { data: await this.getMany(ids.slice(start, wanted)), total, page: query.page, per_page: query.per_page };
      }
      return this.pageOf(await this.filteredIds(query, active, slotted), query);
    }
    const readIds = () => this.idsInKeyOrder(listIndex(query.sort), {}, wanted, query.order);
    let total: number;
    let ids: number[];
    if (wanted <= MAX_IDS_PER_REQUEST) {
      // The total and the ids together: one round trip.
      [total, ids] = await Promise.all([this.count(), readIds()]);
    } else {
      // A deep page: the total first, so a page past the last one reads nothing more (and never asks
      // DynamoDB for a huge Limit).
      total = await this.count();
      if (start >= total) return empty(total);
      ids = await readIds();
    }
    if (start >= ids.length) return empty(total);
    return { data: await this.getMany(ids.slice(start, wanted)), total, page: query.page, per_page: query.per_page };
  }
}

/** A counter update: `ADD #c0 :c0, #c1 :c1…`, nothing else, no condition (see `mergeCounterAdds`). */
const COUNTER_ADDS = /^ADD #c0 :c0(, #c\d+ :c\d+)*$/;

/** An `ADD` of each attribute's delta to one counter item (each attribute starts at 0). */
function counterUpdate(key: ItemKey, deltas: ReadonlyMap<string, number>): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const parts = [...deltas].map(([attribute, delta], i) => {
    names[`#c${i}`] = attribute;
    values[`:c${i}`] = delta;
    return `#c${i} :c${i}`;
  });
  return {
    Update: {
      TableName: TABLE_NAME,
      Key: key,
      UpdateExpression: `ADD ${parts.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Adds `delta` to one attribute (`count` unless told) of a counter item. */
export function counterAdd(key: ItemKey, delta: number, attribute = 'count'): TransactItem {
  return counterUpdate(key, new Map([[attribute, delta]]));
}

/**
 * One item per counter: a transaction may touch an item only once, and two parts of one write can
 * each move a counter (an admin leaving a group and another joining it), or different attributes of
 * one counter item (a record's count and its filter values). Later additions to a counter item are
 * summed into its first one, so the conditional items before them keep their positions.
 */
export function mergeCounterAdds(items: TransactItem[]): TransactItem[] {
  const counters = new Map<string, { index: number; key: ItemKey; deltas: Map<string, number> }>();
  const merged: TransactItem[] = [];
  for (const item of items) {
    const update = item.Update;
    if (!update || update.ConditionExpression || !COUNTER_ADDS.test(update.UpdateExpression ?? '')) {
      merged.push(item);
      continue;
    }
    const id = JSON.stringify(update.Key);
    let counter = counters.get(id);
    if (!counter) {
      counter = { index: merged.length, key: update.Key as ItemKey, deltas: new Map() };
      counters.set(id, counter);
      merged.push(item);
    }
    for (const [name, attribute] of Object.entries(update.ExpressionAttributeNames ?? {})) {
      const delta = update.ExpressionAttributeValues![`:${name.slice(1)}`] as number;
      counter.deltas.set(attribute, (counter.deltas.get(attribute) ?? 0) + delta);
    }
  }
  for (const counter of counters.values()) merged[counter.index] = counterUpdate(counter.key, counter.deltas);
  return merged;
}

/** The list index for a sort. */
const listIndex = (sort: ListQuery['sort']) => (sort === 'updated_at' ? 'listByUpdated' : sort === 'name' ? 'listByName' : 'listById');

/** Does a record's value pass a list filter (exact, or membership for `contains`)? */
function matchesFilter(value: unknown, filter: FilterValue): boolean {
  if (typeof filter !== 'object') return value === filter;
  if (Array.isArray(value)) return value.includes(filter.contains);
  return typeof value === 'string' && value.includes(String(filter.contains));
}

/** Records in a list's order: by id, updated_at or sort name (ties by id), ascending or descending. */
export function sortRecords<R extends BaseItem>(records: readonly R[], query: Pick<ListQuery, 'sort' | 'order'>): R[] {
  const key = (r: R) => (query.sort === 'updated_at' ? r.updated_at : query.sort === 'name' ? r.sort_name : String(r.id).padStart(12, '0'));
  const sorted = [...records].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
  return query.order === 'desc' ? sorted.reverse() : sorted;
}

/** A new updated_at: now, or 1 ms after the stored one when this clock is behind (stamps only move forward). */
function stampAfter(previous: string): string {
  const now = new Date().toISOString();
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}
