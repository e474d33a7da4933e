import { Product } from '@shop/core/catalog/product';
import { ProductContract } from '@shop/core/catalog/product.contract';
import { resourceRouter } from '../resource.js';

export const productRoutes = resourceRouter(ProductContract, {
  list: (query, filters, { language }) => Product.list(query, language, filters),
  // Related products of an article choose from it (decision 0034).
  options: (query, filters, { language }) => Product.options(query, language, filters),
  get: (id, { language }) => Product.get(id, language),
  add: (input, { language }) => Product.create(input, language),
  edit: (id, input, { language }) => Product.update(id, input, language),
  remove: (id) => Product.remove(id),
  batchUpdate: (ids, data) => Product.batchUpdate(ids, data),
  batchRemove: (ids) => Product.batchRemove(ids),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/product', productRoutes]] as const;
