import { Settings } from '../settings/settings.js';
import { ValidationError } from '../shared/errors.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import { inventoryStore } from './inventory.store.js';
import type { WarehouseRecord } from './warehouse.entity.js';
import { warehouseFields, type WarehouseInfo, type WarehouseInput } from './warehouse.schema.js';
import { warehouseStore } from './warehouse.store.js';

function toInfo(w: WarehouseRecord, defaultId: number | null): WarehouseInfo {
  return { id: w.id, ...warehouseFields.present(w), is_default: w.id === defaultId, created_at: w.created_at, updated_at: w.updated_at };
}

async function applyDefault(id: number, input: WarehouseInput): Promise<void> {
  const settings = await Settings.get();
  if (input.is_default) await Settings.update({ warehouse_id: id });
  else if (input.is_default === false && settings.warehouse_id === id) await Settings.update({ warehouse_id: null });
}

/** A warehouse still holding stock cannot be deleted (its stock would be lost). */
async function assertEmpty(ids: number[]): Promise<void> {
  for (const id of ids) {
    if (await inventoryStore.holdsStock(id)) {
      throw ValidationError.field('id', `Warehouse ${id} still holds stock; transfer it first.`);
    }
  }
}

export const Warehouse = {
  async list(query: ListQuery, filters: { enabled?: boolean } = {}): Promise<Page<WarehouseInfo>> {
    const page = await warehouseStore.list(query, filters);
    const { warehouse_id } = await Settings.get();
    return { ...page, data: page.data.map((w) => toInfo(w, warehouse_id)) };
  },
  /** A combobox's warehouses: searched, or labelled by id (decision 0021). */
  async options(query: OptionsQuery, filters: { enabled?: boolean } = {}): Promise<Options<WarehouseInfo>> {
    const [found, { warehouse_id }] = await Promise.all([warehouseStore.options(query, filters), Settings.get()]);
    return { ...found, data: found.data.map((w) => toInfo(w, warehouse_id)) };
  },
  async get(id: number): Promise<WarehouseInfo> {
    return toInfo(await warehouseStore.get(id), (await Settings.get()).warehouse_id);
  },
  async create(input: WarehouseInput): Promise<WarehouseInfo> {
    const record = await warehouseStore.create(warehouseFields.stored(input));
    await applyDefault(record.id, input);
    return Warehouse.get(record.id);
  },
  async update(id: number, input: WarehouseInput): Promise<WarehouseInfo> {
    await warehouseStore.update(id, () => warehouseFields.stored(input));
    await applyDefault(id, input);
    return Warehouse.get(id);
  },
  async remove(id: number): Promise<void> {
    await assertEmpty([id]);
    await warehouseStore.remove(id);
    if ((await Settings.get()).warehouse_id === id) await Settings.update({ warehouse_id: null });
  },
  async batchUpdate(ids: number[], data: { enabled?: boolean }): Promise<number> {
    return warehouseStore.updateMany(ids, data);
  },
  async batchRemove(ids: number[]): Promise<number> {
    await assertEmpty(ids);
    return warehouseStore.removeMany(ids);
  },
  /** Warehouse names by id, for views (one batch read; unknown ids are left out). */
  async names(ids: readonly number[]): Promise<Map<number, string>> {
    return new Map((await warehouseStore.getMany(ids)).map((w) => [w.id, w.name]));
  },
  async require(id: number, field: string): Promise<WarehouseRecord> {
    const warehouse = await warehouseStore.find(id);
    if (!warehouse) throw ValidationError.field(field, 'The selected warehouse does not exist.');
    return warehouse;
  },
};
