import { crudFacade } from '../shared/crud.js';
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
  ...crudFacade({
    store: shippingStore,
    toInfo,
    toRecord: (input: ShippingInput, language, current) => ({
      translations: shippingFields.translations(input, language, current?.translations),
      ...shippingFields.stored(input),
      countries: input.countries,
    }),
    batchFields: ['enabled'],
  }),

  /** The enabled methods that deliver to `country` (any country when null), for checkout: a bounded, curated set. */
  async available(language: string, country: string | null): Promise<ShippingInfo[]> {
    const page = await shippingStore.list({ page: 1, per_page: 100, sort: 'name', order: 'asc' }, { enabled: true });
    return page.data
      .filter((s) => country === null || s.countries.length === 0 || s.countries.includes(country))
      .map((s) => toInfo(s, language));
  },
};
