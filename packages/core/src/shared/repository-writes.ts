import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, isConditionFailure, TABLE_NAME, type TransactItem } from './dynamo.js';
import { ConflictError, type DomainError, ValidationError } from './errors.js';
import { keys } from './keys.js';
import type { BaseItem } from './model.js';
import {
  cancellationCodes,
  counterAdd,
  deleteItem,
  explainItemSize,
  guardDelete,
  guardPut,
  MAX_TRANSACTION_ITEMS,
  mergeCounterAdds,
  putItem,
  stampAfter,
  unchangedCheck,
} from './repository-items.js';
import { RepositoryReads } from './repository-reads.js';
import type { NewRecord } from './repository-types.js';
import { DEFAULT_MAX_TOKENS, SearchIndex, searchTokens } from './search-index.js';
import { UrlHistory } from './url-history.js';

/**
 * A store's writes (shared/repository.ts): each one transaction holding the record, its unique-value
 * guards, its id and row counters, its filter counters, its search entries and the items kept in
 * step with it, so a failure changes nothing; a failed condition becomes the domain error it means.
 */
export class RepositoryWrites<T extends BaseItem> extends RepositoryReads<T> {
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
        Key: keys.counter(this.name),
        UpdateExpression: 'ADD last_id :n',
        ExpressionAttributeValues: { ':n': count },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const last = Attributes?.last_id as number;
    return Array.from({ length: count }, (_, i) => last - count + 1 + i);
  }

  private async nextId(): Promise<number> {
    return (await this.reserveIds(1))[0]!;
  }

  /** Ensures the id counter is at least `id` (seeding fixed ids such as the super admin role 1). */
  private async bumpCounterTo(id: number): Promise<void> {
    await documentClient
      .send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: keys.counter(this.name),
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
        put: putItem(this.entity, next, { updatedAt: current.updated_at }),
        search: [...this.searchChanges(current, next), ...(alongside ? this.alongsideItems(current, next) : [])],
        change: [current, next],
      };
    });
  }

  /** A transaction item that only checks `record` is still as it was read (same updated_at). */
  unchangedItem(record: T): TransactItem {
    return unchangedCheck(this.entity, record);
  }

  /**
   * Frees a value an update leaves: a `history` field that still has a value (a renamed url) keeps the
   * old one as a marker naming the record; otherwise the guard goes.
   */
  private guardLeave(field: string, value: string, next: T): TransactItem {
    const keeps = this.config.unique?.some((u) => u.field === field && u.history && (u.value(next) ?? '').trim() !== '');
    return keeps ? UrlHistory.movedItem(this.name, field, value, next.id) : guardDelete(this.name, field, value);
  }

  private counterAdd(delta: number): TransactItem {
    return counterAdd(keys.counter(this.name), delta);
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
      putItem(this.entity, record, 'new'),
      ...guards.map((g) => guardPut(this.name, g.field, g.value, id)),
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
      putItem(this.entity, next, { updatedAt: current.updated_at }),
      ...changed.map((g) => guardPut(this.name, g.field, g.value, id)),
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
        deleteItem(this.entity, record),
        ...guards.map((g) => guardDelete(this.name, g.field, g.value)),
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
      deleteItem(this.entity, record),
      ...this.guardsFor(record).map((g) => guardDelete(this.name, g.field, g.value)),
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
}
