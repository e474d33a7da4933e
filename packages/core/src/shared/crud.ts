import type { BaseItem } from './model.js';
import type { ListQuery, Options, OptionsQuery, Page } from './paging.js';
import type { FilterValue, NewRecord, Repository, TransactItem } from './repository.js';

type Filters = Record<string, FilterValue | undefined>;

/** What a plain resource's facade is made of: its store, how a record reads and how an input is stored. */
export interface CrudSpec<R extends BaseItem, Input, Info, Row = Info, Batch extends Partial<NewRecord<R>> = never> {
  store: Repository<R>;
  /** One record as the API answers it, in a language. */
  toInfo(record: R, language: string): Info;
  /** A list row, when it is less than the record (a block's row has no content). */
  toRow?(record: R, language: string): Row;
  /** The record's own fields from an input: on update, `current` holds the record's other languages. */
  toRecord(input: Input, language: string, current?: R): NewRecord<R>;
  /** Checks before a create or an update (an upload that must exist, …): throws a ValidationError. */
  check?(input: Input, current?: R): Promise<void>;
  /**
   * Checks before records go (a supplier still named by purchase orders, …): throws a ValidationError
   * on `field` (`id` for one, `ids` for a batch).
   */
  checkRemove?(records: readonly R[], field: 'id' | 'ids'): Promise<void>;
  /** Items written in the same transaction as a delete (a reference set released, …). */
  removing?(records: readonly R[]): TransactItem[];
  /** Runs after each committed change: storefront pages to refresh, caches to empty. */
  changed?(): Promise<void>;
  /** The fields a batch update may set (`{ enabled }`); without it the resource has no batch update. */
  batchFields?: readonly (keyof Batch & string)[];
}

/** The operations every plain resource has; a facade spreads them and adds its own. */
export interface CrudFacade<Input, Info, Row, Batch> {
  list(query: ListQuery, language: string, filters?: Filters): Promise<Page<Row>>;
  /** A combobox's records: searched, or labelled by id (decision 0021). */
  options(query: OptionsQuery, language: string, filters?: Filters): Promise<Options<Row>>;
  get(id: number, language: string): Promise<Info>;
  create(input: Input, language: string): Promise<Info>;
  update(id: number, input: Input, language: string): Promise<Info>;
  remove(id: number): Promise<void>;
  batchRemove(ids: number[]): Promise<number>;
  batchUpdate?(ids: number[], data: Batch): Promise<number>;
}

/**
 * A plain resource's facade from its spec: list, options, get, create, update, remove, batch
 * remove, and batch update when `batchFields` names what it sets. Each write is the store's one
 * transaction (guards, counters and search entries with it); `check` runs before it and `changed`
 * after it. A facade with more to do overrides an operation or adds its own beside the spread:
 * `export const Holiday = { ...crudFacade(spec), upcoming() {…} }`.
 */
export function crudFacade<R extends BaseItem, Input, Info, Row = Info, Batch extends Partial<NewRecord<R>> = never>(
  spec: CrudSpec<R, Input, Info, Row, Batch>,
): CrudFacade<Input, Info, Row, Batch> {
  const { store } = spec;
  const toRow = (spec.toRow ?? spec.toInfo) as (record: R, language: string) => Row;
  const changed = async () => {
    await spec.changed?.();
  };
  const facade: CrudFacade<Input, Info, Row, Batch> = {
    async list(query, language, filters = {}) {
      const page = await store.list(query, filters);
      return { ...page, data: page.data.map((record) => toRow(record, language)) };
    },
    async options(query, language, filters = {}) {
      const found = await store.options(query, filters);
      return { ...found, data: found.data.map((record) => toRow(record, language)) };
    },
    async get(id, language) {
      return spec.toInfo(await store.get(id), language);
    },
    async create(input, language) {
      await spec.check?.(input);
      const record = await store.create(spec.toRecord(input, language));
      await changed();
      return spec.toInfo(record, language);
    },
    async update(id, input, language) {
      if (spec.check) await spec.check(input, await store.get(id));
      const record = await store.update(id, (current) => spec.toRecord(input, language, current));
      await changed();
      return spec.toInfo(record, language);
    },
    async remove(id) {
      if (spec.checkRemove) await spec.checkRemove([await store.get(id)], 'id');
      await store.remove(id, { extra: (record) => spec.removing?.([record]) ?? [] });
      await changed();
    },
    async batchRemove(ids) {
      if (spec.checkRemove) await spec.checkRemove(await store.requireAll(ids), 'ids');
      const removed = await store.removeMany(ids, { extra: (records) => spec.removing?.(records) ?? [] });
      await changed();
      return removed;
    },
  };
  const fields = spec.batchFields;
  if (fields) {
    facade.batchUpdate = async (ids, data) => {
      // Only the named fields, and only those given: `{}` still checks that every id exists.
      const patch = Object.fromEntries(fields.flatMap((f) => (data[f] === undefined ? [] : [[f, data[f]]]))) as Partial<NewRecord<R>>;
      const updated = await store.updateMany(ids, patch);
      await changed();
      return updated;
    };
  }
  return facade;
}
