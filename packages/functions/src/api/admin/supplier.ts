import { Supplier } from '@shop/core/purchasing/supplier';
import { SupplierInfo, SupplierInput } from '@shop/core/purchasing/supplier.schema';
import { enabledFilter, resourceRouter } from '../resource.js';

export const supplierRoutes = resourceRouter({
  path: 'supplier',
  tag: 'Supplier',
  singular: 'supplier',
  plural: 'suppliers',
  create: SupplierInput,
  update: SupplierInput,
  info: SupplierInfo,
  filters: enabledFilter,
  list: (query, filters) => Supplier.list(query, filters),
  get: (id) => Supplier.get(id),
  add: (input) => Supplier.create(input),
  edit: (id, input) => Supplier.update(id, input),
  remove: (id) => Supplier.remove(id),
  batchUpdate: (ids, data) => Supplier.batchUpdate(ids, data),
  batchRemove: (ids) => Supplier.batchRemove(ids),
});
