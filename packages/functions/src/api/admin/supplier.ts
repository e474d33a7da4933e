import { Supplier } from '@shop/core/purchasing/supplier';
import { SupplierContract } from '@shop/core/purchasing/supplier.contract';
import { resourceRouter } from '../resource.js';

export const supplierRoutes = resourceRouter(SupplierContract, {
  list: (query, filters) => Supplier.list(query, filters),
  options: (query, filters) => Supplier.options(query, filters),
  get: (id) => Supplier.get(id),
  add: (input) => Supplier.create(input),
  edit: (id, input) => Supplier.update(id, input),
  remove: (id) => Supplier.remove(id),
  batchUpdate: (ids, data) => Supplier.batchUpdate(ids, data),
  batchRemove: (ids) => Supplier.batchRemove(ids),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/supplier', supplierRoutes]] as const;
