import { Block } from '@shop/core/content/block';
import { BlockContract } from '@shop/core/content/block.contract';
import { resourceRouter } from '../resource.js';

export const blockRoutes = resourceRouter(BlockContract, {
  list: (query, filters, { language }) => Block.list(query, language, filters),
  options: (query, filters, { language }) => Block.options(query, language, filters),
  get: (id, { language }) => Block.get(id, language),
  add: (input, { language }) => Block.create(input, language),
  edit: (id, input, { language }) => Block.update(id, input, language),
  remove: (id) => Block.remove(id),
  batchUpdate: (ids, data) => Block.batchUpdate(ids, data),
  batchRemove: (ids) => Block.batchRemove(ids),
});
