import { Warehouse } from '../inventory/warehouse.js';
import { ValidationError } from '../shared/errors.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import type { StoreRecord } from './store.entity.js';
import { STORE_MESSAGES, storeFields, type StoreInfo, type StoreInput } from './store.schema.js';
import { storeStore } from './store.store.js';

/** Stores as read, each with its warehouse's name: ONE batch read of warehouses for a page. */
async function infos(records: readonly StoreRecord[]): Promise<StoreInfo[]> {
  const names = await Warehouse.names([...new Set(records.map((s) => s.warehouse_id))]);
  return records.map((s) => ({
    id: s.id,
    ...storeFields.present(s),
    warehouse_name: names.get(s.warehouse_id) ?? null,
    created_at: s.created_at,
    updated_at: s.updated_at,
  }));
}

async function checked(input: StoreInput) {
  await Warehouse.require(input.warehouse_id, 'warehouse_id');
  return storeFields.stored(input);
}

/** Physical stores (`/admin/store`, issue 29 §3): their till sells from their warehouse. */
export const Stores = {
  async list(query: ListQuery, filters: { enabled?: boolean } = {}): Promise<Page<StoreInfo>> {
    const page = await storeStore.list(query, filters);
    return { ...page, data: await infos(page.data) };
  },
  async options(query: OptionsQuery, filters: { enabled?: boolean } = {}): Promise<Options<StoreInfo>> {
    const found = await storeStore.options(query, filters);
    return { ...found, data: await infos(found.data) };
  },
  async get(id: number): Promise<StoreInfo> {
    return (await infos([await storeStore.get(id)]))[0]!;
  },
  async create(input: StoreInput): Promise<StoreInfo> {
    const record = await storeStore.create(await checked(input));
    return Stores.get(record.id);
  },
  async update(id: number, input: StoreInput): Promise<StoreInfo> {
    const stored = await checked(input);
    await storeStore.update(id, () => stored);
    return Stores.get(id);
  },
  async remove(id: number): Promise<void> {
    await storeStore.remove(id);
  },
  async batchUpdate(ids: number[], data: { enabled?: boolean }): Promise<number> {
    return storeStore.updateMany(ids, data);
  },
  async batchRemove(ids: number[]): Promise<number> {
    return storeStore.removeMany(ids);
  },
  /** The store a till sells in: it must exist and be enabled (404 / 422). */
  async open(id: number): Promise<StoreRecord> {
    const store = await storeStore.get(id);
    if (!store.enabled) throw ValidationError.field('store_id', STORE_MESSAGES.disabled);
    return store;
  },
};
