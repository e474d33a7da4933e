import type { Entity } from 'electrodb';
import type { TransactItem } from './dynamo.js';
import type { BaseItem } from './model.js';

/* What a store is built from (RepositoryConfig) and what its writes take (shared/repository.ts). */

// ElectroDB's generics are exact per entity; the generic repository works over any of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntity = Entity<any, any, any, any>;

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

/**
 * Every field of a record named, each optional one too (`undefined` or `null` for "no value"): a write
 * built as one fails to compile when the entity gains a field the write does not give a value.
 */
export type EveryField<T> = { [K in keyof Required<T>]: T[K] };

/** A write's fields without those named only to say "no value" (`undefined`), as the store takes them. */
export function definedFields<T extends object>(record: EveryField<T>): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}
