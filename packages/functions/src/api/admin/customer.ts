import { z } from 'zod';
import { Customer } from '@shop/core/customer/customer';
import { CustomerCreateInput, CustomerInfo, CustomerUpdateInput } from '@shop/core/customer/customer.schema';
import { booleanish, idNumber } from '@shop/core/shared/validation';
import { resourceRouter } from '../resource.js';

/** Customers are `user` on the API (spec section 7). */
export const customerRoutes = resourceRouter({
  path: 'user',
  tag: 'Customer',
  singular: 'user',
  plural: 'users',
  create: CustomerCreateInput,
  update: CustomerUpdateInput,
  info: CustomerInfo,
  filters: z.object({ enabled: booleanish().optional(), admin_id: idNumber().optional() }),
  list: (query, filters) => Customer.list(query, filters),
  get: (id) => Customer.get(id),
  add: (input) => Customer.create(input),
  edit: (id, input) => Customer.update(id, input),
  remove: (id) => Customer.remove(id),
  batchUpdate: (ids, data) => Customer.batchUpdate(ids, data),
  batchRemove: (ids) => Customer.batchRemove(ids),
});
