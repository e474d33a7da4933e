import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, documentClient, TABLE_NAME } from './dynamo.js';
import { NotFoundError } from './errors.js';
import { keys, type ItemKey } from './keys.js';
import type { BaseItem } from './model.js';
import type { PublicCache } from './public-cache.js';
import type { AnyEntity, IdWindows, RepositoryConfig } from './repository-types.js';
import type { FilterSlot } from './table.js';
import { UrlHistory } from './url-history.js';

const uniqueKey = keys.unique;
const counterKey = keys.counter;

/**
 * A store's reads of one entity (shared/repository.ts): records by id, by unique value, on an index
 * partition or in id windows, and the counters every write keeps (rows, filter values).
 */
export class RepositoryReads<T extends BaseItem> {
  constructor(readonly config: RepositoryConfig<T>) {}

  get name(): string {
    return this.config.name;
  }

  protected get entity(): AnyEntity {
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

  async requireAll(ids: readonly number[]): Promise<T[]> {
    const unique = [...new Set(ids)];
    const records = await this.getMany(unique);
    if (records.length !== unique.length) {
      throw new NotFoundError();
    }
    return records;
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
  protected filterCounter(field: string, value: string | number | boolean): { key: ItemKey; attribute: string } {
    return typeof value === 'number'
      ? { key: keys.filterCounter(this.name, field, value), attribute: 'count' }
      : { key: counterKey(this.name), attribute: `filter#${field}#${String(value)}` };
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

  // ElectroDB's generics are exact per index; the query builder is the same for every one.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  protected get queries(): Record<string, (keys: object) => any> {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return this.entity.query as Record<string, (keys: object) => any>;
  }

  /** The filter slots the entity declares (`filterIndexes` in model.ts): field → slot. */
  protected get slots(): Map<string, FilterSlot> {
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
}
