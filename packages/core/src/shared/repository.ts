import type { BaseItem } from './model.js';
import type { Options, OptionsQuery } from './paging.js';
import { matchesFilter, RepositoryLists, sortRecords } from './repository-lists.js';
import type { FilterValue } from './repository-types.js';
import { searchIdBatches } from './search-index.js';

export type { TransactItem } from './dynamo.js';
export { assertItemFits, counterAdd, explainItemSize, mergeCounterAdds, recordTooLarge } from './repository-items.js';
export { sortRecords } from './repository-lists.js';
export {
  definedFields,
  type AnyEntity,
  type EveryField,
  type FilterValue,
  type IdWindows,
  type NewRecord,
  type RepositoryConfig,
  type UniqueField,
  type Writable,
} from './repository-types.js';

/**
 * Create/read/update/delete/list for one entity, with unique-value guard items, an id counter and a
 * row count, written together in DynamoDB transactions so a failure changes nothing. Built in layers,
 * one file each: reads (repository-reads.ts), writes (repository-writes.ts, from the items in
 * repository-items.ts), lists and search (repository-lists.ts), and here what a combobox shows.
 */
export class Repository<T extends BaseItem> extends RepositoryLists<T> {
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
}
