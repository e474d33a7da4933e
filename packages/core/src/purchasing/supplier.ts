import { ValidationError } from '../shared/errors.js';
import { crudFacade } from '../shared/crud.js';
import type { SupplierRecord } from './supplier.entity.js';
import { poNumber } from './po.schema.js';
import { supplierFields, type SupplierInfo, type SupplierInput } from './supplier.schema.js';
import { supplierOrders, supplierStore } from './supplier.store.js';

function toInfo(s: SupplierRecord): SupplierInfo {
  return { id: s.id, ...supplierFields.present(s), created_at: s.created_at, updated_at: s.updated_at };
}

/** A supplier named by a purchase order that is not cancelled cannot be deleted (422). */
async function assertUnused(suppliers: readonly SupplierRecord[], field: string): Promise<void> {
  for (const supplier of suppliers) {
    const used = await supplierOrders.ids(supplier.id);
    if (used.length) {
      const shown = used.slice(0, 10).map(poNumber).join(', ') + (used.length > 10 ? ', …' : '');
      throw ValidationError.field(field, `Supplier ${supplier.name} is used by purchase orders ${shown}; cancel or delete them first.`);
    }
  }
}

export const Supplier = {
  ...crudFacade({
    store: supplierStore,
    toInfo,
    toRecord: (input: SupplierInput) => supplierFields.stored(input),
    checkRemove: assertUnused,
    removing: (records) => records.map((s) => supplierOrders.release(s.id)),
    batchFields: ['enabled'],
  }),

  /**
   * The supplier a purchase order names: it must exist, and be enabled unless the order already
   * named it (422 on `field` otherwise).
   */
  async require(id: number, field: string, options: { allowDisabled?: boolean } = {}): Promise<SupplierRecord> {
    const supplier = await supplierStore.find(id);
    if (!supplier) throw ValidationError.field(field, 'The selected supplier does not exist.');
    if (!supplier.enabled && !options.allowDisabled) throw ValidationError.field(field, 'The selected supplier is disabled.');
    return supplier;
  },

  /** Ids of suppliers whose name, contact, email or phone has a word starting with the term, by name (PO search by supplier). */
  async idsMatching(term: string): Promise<number[]> {
    return supplierStore.matchingIds({ search: term, sort: 'name', order: 'asc' });
  },
};
