import { Attribute } from '@shop/core/catalog/attribute';
import { AttributeContract } from '@shop/core/catalog/attribute.contract';
import { resourceRouter } from '../resource.js';

/** Stock options (size, colour …) with a key and a per-language label. */
export const attributeRoutes = resourceRouter(AttributeContract, {
  list: (query, _filters, { language }) => Attribute.list(query, language),
  options: (query, _filters, { language }) => Attribute.options(query, language),
  get: (id, { language }) => Attribute.get(id, language),
  add: (input, { language }) => Attribute.create(input, language),
  edit: (id, input, { language }) => Attribute.update(id, input, language),
  remove: (id) => Attribute.remove(id),
  batchRemove: (ids) => Attribute.batchRemove(ids),
});
