import { Shipping } from '@shop/core/shipping/shipping';
import { ShippingContract } from '@shop/core/shipping/shipping.contract';
import { resourceRouter } from '../resource.js';

export const shippingRoutes = resourceRouter(ShippingContract, {
  list: (query, filters, { language }) => Shipping.list(query, language, filters),
  options: (query, filters, { language }) => Shipping.options(query, language, filters),
  get: (id, { language }) => Shipping.get(id, language),
  add: (input, { language }) => Shipping.create(input, language),
  edit: (id, input, { language }) => Shipping.update(id, input, language),
  remove: (id) => Shipping.remove(id),
  batchUpdate: (ids, data) => Shipping.batchUpdate(ids, data),
  batchRemove: (ids) => Shipping.batchRemove(ids),
});
