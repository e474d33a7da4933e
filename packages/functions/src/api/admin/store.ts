import { Stores } from '@shop/core/pos/store';
import { StoreContract } from '@shop/core/pos/store.contract';
import { resourceRouter } from '../resource.js';

/** Physical stores (`/admin/store`, issue 29 §3): each sells from its warehouse. */
export const storeRoutes = resourceRouter(StoreContract, {
  list: (query, filters) => Stores.list(query, filters),
  options: (query, filters) => Stores.options(query, filters),
  get: (id) => Stores.get(id),
  add: (input) => Stores.create(input),
  edit: (id, input) => Stores.update(id, input),
  remove: (id) => Stores.remove(id),
  batchUpdate: (ids, data) => Stores.batchUpdate(ids, data),
  batchRemove: (ids) => Stores.batchRemove(ids),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/store', storeRoutes]] as const;
