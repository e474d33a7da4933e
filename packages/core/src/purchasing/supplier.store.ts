import { phoneDigits } from '../shared/search-index.js';
import { References } from '../shared/references.js';
import { Repository } from '../shared/repository.js';
import { supplierEntity, type SupplierRecord } from './supplier.entity.js';

export const supplierStore = new Repository<SupplierRecord>({
  name: 'supplier',
  entity: supplierEntity,
  unique: [{ field: 'name', value: (s) => s.name }],
  sortName: (s) => s.name,
  searchTexts: (s) => [s.name, s.contact_name, s.email, s.phone, phoneDigits(s.phone)],
  filters: ['enabled'],
});

/**
 * Which purchase orders (not cancelled) name each supplier (shared/references.ts): a supplier's
 * delete is conditional on the set being empty, a purchase order's write on the supplier existing.
 */
export const supplierOrders = new References(supplierEntity, 'po');
