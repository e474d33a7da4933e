import type { BaseItem } from './model.js';
import type { ListQuery, Page } from './paging.js';
import { RepositoryWrites } from './repository-writes.js';
import type { FilterValue } from './repository-types.js';
import { SearchIndex } from './search-index.js';

/** Ids read per Query request while paging (DynamoDB also stops at 1 MB). */
const MAX_IDS_PER_REQUEST = 1000;

/**
 * A store's lists (shared/repository.ts): a page planned over the entity's indexes — the list
 * partitions by id, updated_at or name, a filter slot's partition (the smallest when several filters
 * are set), or a search's matches — with its total from the counters, never a Scan.
 */
export class RepositoryLists<T extends BaseItem> extends RepositoryWrites<T> {
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

  private async filteredIds(
    query: Pick<ListQuery, 'sort' | 'order'>,
    active: [string, FilterValue][],
    slotted: Awaited<ReturnType<RepositoryLists<T>['partitionFor']>>,
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

  protected activeFilters(filters: Record<string, FilterValue | undefined>): [string, FilterValue][] {
    return Object.entries(filters).filter(
      (entry): entry is [string, FilterValue] => entry[1] !== undefined && (this.config.filters ?? []).includes(entry[0]),
    );
  }
}

/** The list index for a sort. */
const listIndex = (sort: ListQuery['sort']) => (sort === 'updated_at' ? 'listByUpdated' : sort === 'name' ? 'listByName' : 'listById');

/** Does a record's value pass a list filter (exact, or membership for `contains`)? */
export function matchesFilter(value: unknown, filter: FilterValue): boolean {
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
