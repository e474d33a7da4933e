import { Brand } from '@shop/core/catalog/brand';
import { BrandContract } from '@shop/core/catalog/brand.contract';
import { resourceRouter } from '../resource.js';

export const brandRoutes = resourceRouter(BrandContract, {
  list: (query, filters, { language }) => Brand.list(query, language, filters),
  options: (query, filters, { language }) => Brand.options(query, language, filters),
  get: (id, { language }) => Brand.get(id, language),
  add: (input, { language }) => Brand.create(input, language),
  edit: (id, input, { language }) => Brand.update(id, input, language),
  remove: (id) => Brand.remove(id),
  batchUpdate: (ids, data) => Brand.batchUpdate(ids, data),
  batchRemove: (ids) => Brand.batchRemove(ids),
});
