import type { Attribute } from 'electrodb';
import { FILTER_SLOT_INDEXES, type FilterSlot } from './table.js';

/**
 * Attributes and indexes every listable record shares. Lists are served from three GSIs whose
 * partition is the entity itself (`ownPartitions`), so a page is a Query, never a Scan:
 *   gsi1: list by id, gsi2: list by updated_at, gsi3: list by a lowercase name.
 * `search_tokens` lists the record's search entries (shared/search-index.ts), so a save changes only
 * the entries that changed.
 */
export const baseAttributes = {
  id: { type: 'number', required: true, readOnly: true, padding: { length: 12, char: '0' } },
  created_at: { type: 'string', required: true, readOnly: true },
  updated_at: { type: 'string', required: true },
  sort_name: { type: 'string', required: true },
  search_tokens: { type: 'list', items: { type: 'string' } },
} as const satisfies Record<string, Attribute>;

export const baseIndexes = {
  byId: {
    pk: { field: 'pk', composite: ['id'] },
    sk: { field: 'sk', composite: [] },
  },
  listById: {
    index: 'gsi1',
    pk: { field: 'gsi1pk', composite: [] },
    sk: { field: 'gsi1sk', composite: ['id'] },
  },
  listByUpdated: {
    index: 'gsi2',
    pk: { field: 'gsi2pk', composite: [] },
    sk: { field: 'gsi2sk', composite: ['updated_at', 'id'] },
  },
  listByName: {
    index: 'gsi3',
    pk: { field: 'gsi3pk', composite: [] },
    sk: { field: 'gsi3sk', composite: ['sort_name', 'id'] },
  },
} as const;

/**
 * An entity's indexes with every GSI partition its own: ElectroDB's index `scope` makes the partition
 * key `$shop_<entity>…` instead of `$shop…`. Without it the list indexes of every entity share one
 * partition (`$shop`) and a list reads its entity with `begins_with` on the sort key: on AWS one hot
 * partition for every list, and DynamoDB Local walks the whole partition to answer it (decision
 * 0019). The table index (no `index` name) keeps its keys.
 */
export function ownPartitions<const I extends object>(entity: string, indexes: I): I {
  const scoped = Object.entries(indexes as Record<string, { index?: string }>).map(([name, index]) => [
    name,
    index.index ? { ...index, scope: entity } : index,
  ]);
  return Object.fromEntries(scoped) as I;
}

/**
 * A value built on first use: a stand-in that builds it when first touched and forwards everything
 * to it. Entities are declared with it (`lazy(() => new Entity(…))`): building an ElectroDB entity
 * parses its model, and building all of them at every cold start cost ~20 ms of the API's init, while a
 * request uses a few (decision 0018). `instanceof` and method calls see the real entity.
 */
export function lazy<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get(_target, key) {
      const value: unknown = Reflect.get(real(), key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real()) : value;
    },
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}

/** The base attributes as every listable record's item type (`EntityItem`) has them. */
export interface BaseItem {
  id: number;
  created_at: string;
  updated_at: string;
  sort_name: string;
  search_tokens?: string[] | undefined;
}

/** The ElectroDB service name every entity's model carries (entities.test.ts joins them in one Service to check the model). */
export const SERVICE = 'shop';

type SlotIndex<G extends string, F extends string, S extends readonly string[]> = {
  readonly index: G;
  readonly pk: { readonly field: `${G}pk`; readonly composite: readonly [F] };
  readonly sk: { readonly field: `${G}sk`; readonly composite: S };
};

/**
 * A filter slot's three indexes for one field: the records with each value of `field` in their own
 * partition, sorted by id, updated_at and name (like the list indexes), so a list filtered on it reads
 * that partition in key order (shared/repository.ts, decision 0019). A record without a value for the
 * field is in none (sparse).
 */
export function filterIndexes<const S extends FilterSlot, const F extends string>(slot: S, field: F) {
  const [byId, byUpdated, byName] = FILTER_SLOT_INDEXES[slot];
  const index = <G extends string, K extends readonly string[]>(gsi: G, sk: K): SlotIndex<G, F, K> => ({
    index: gsi,
    pk: { field: `${gsi}pk`, composite: [field] },
    sk: { field: `${gsi}sk`, composite: sk },
  });
  return {
    [`filter${slot}ById`]: index(byId, ['id'] as const),
    [`filter${slot}ByUpdated`]: index(byUpdated, ['updated_at', 'id'] as const),
    [`filter${slot}ByName`]: index(byName, ['sort_name', 'id'] as const),
  } as {
    [K in `filter${S}ById`]: SlotIndex<(typeof FILTER_SLOT_INDEXES)[S][0], F, readonly ['id']>;
  } & {
    [K in `filter${S}ByUpdated`]: SlotIndex<(typeof FILTER_SLOT_INDEXES)[S][1], F, readonly ['updated_at', 'id']>;
  } & {
    [K in `filter${S}ByName`]: SlotIndex<(typeof FILTER_SLOT_INDEXES)[S][2], F, readonly ['sort_name', 'id']>;
  };
}
