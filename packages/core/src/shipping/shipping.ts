import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import type { ShippingRecord } from './shipping.entity.js';
import { shippingFields, type ShippingInfo, type ShippingInput } from './shipping.schema.js';
import { shippingStore } from './shipping.store.js';

function toInfo(record: ShippingRecord, language: string): ShippingInfo {
  return {
    id: record.id,
    ...shippingFields.present(record, language),
    countries: record.countries,
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** Shipping methods (`/admin/shipping`): staff keep them; checkout offers the enabled ones. */
export const Shipping = {
  async list(query: ListQuery, language: string, filters: { enabled?: boolean } = {}): Promise<Page<ShippingInfo>> {
    const page = await shippingStore.list(query, filters);
    return { ...page, data: page.data.map((s) => toInfo(s, language)) };
  },

  async options(query: OptionsQuery, language: string, filters: { enabled?: boolean } = {}): Promise<Options<ShippingInfo>> {
    const found = await shippingStore.options(query, filters);
    return { ...found, data: found.data.map((s) => toInfo(s, language)) };
  },

  /** The enabled methods that deliver to `country` (any country when null), for checkout: a bounded, curated set. */
  async available(language: string, country: string | null): Promise<ShippingInfo[]> {
    const page = await shippingStore.list({ page: 1, per_page: 100, sort: 'name', order: 'asc' }, { enabled: true });
    return page.data
      .filter((s) => country === null || s.countries.length === 0 || s.countries.includes(country))
      .map((s) => toInfo(s, language));
  },

  async get(id: number, language: string): Promise<ShippingInfo> {
    return toInfo(await shippingStore.get(id), language);
  },

  async create(input: ShippingInput, language: string): Promise<ShippingInfo> {
    const record = await shippingStore.create({
      translations: shippingFields.translations(input, language),
      ...shippingFields.stored(input),
      countries: input.countries,
    });
    return toInfo(record, language);
  },

  async update(id: number, input: ShippingInput, language: string): Promise<ShippingInfo> {
    const record = await shippingStore.update(id, (current) => ({
      translations: shippingFields.translations(input, language, current.translations),
      ...shippingFields.stored(input),
      countries: input.countries,
    }));
    return toInfo(record, language);
  },

  async remove(id: number): Promise<void> {
    await shippingStore.remove(id);
  },

  async batchUpdate(ids: number[], data: { enabled?: boolean }): Promise<number> {
    return shippingStore.updateMany(ids, data);
  },

  async batchRemove(ids: number[]): Promise<number> {
    return shippingStore.removeMany(ids);
  },
};
