import { Warehouse } from '@shop/core/inventory/warehouse';
import { WarehouseContract } from '@shop/core/inventory/warehouse.contract';
import { resourceRouter } from '../resource.js';

export const warehouseRoutes = resourceRouter(WarehouseContract, {
  list: (query, filters) => Warehouse.list(query, filters),
  options: (query, filters) => Warehouse.options(query, filters),
  get: (id) => Warehouse.get(id),
  add: (input) => Warehouse.create(input),
  edit: (id, input) => Warehouse.update(id, input),
  remove: (id) => Warehouse.remove(id),
  batchUpdate: (ids, data) => Warehouse.batchUpdate(ids, data),
  batchRemove: (ids) => Warehouse.batchRemove(ids),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/warehouse', warehouseRoutes]] as const;
