import { Customer } from '@shop/core/customer/customer';
import { CustomerContract } from '@shop/core/customer/customer.contract';
import { resourceRouter } from '../resource.js';

/** Customers are `user` on the API (spec section 7). */
export const customerRoutes = resourceRouter(CustomerContract, {
  list: (query, filters) => Customer.list(query, filters),
  options: (query, filters) => Customer.options(query, filters),
  get: (id) => Customer.get(id),
  add: (input) => Customer.create(input),
  edit: (id, input) => Customer.update(id, input),
  remove: (id) => Customer.remove(id),
  batchUpdate: (ids, data) => Customer.batchUpdate(ids, data),
  batchRemove: (ids) => Customer.batchRemove(ids),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/user', customerRoutes]] as const;
