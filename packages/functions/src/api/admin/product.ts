import { z } from 'zod';
import { Product } from '@shop/core/catalog/product';
import { ProductInput, PRODUCT_TYPES } from '@shop/core/catalog/product.schema';
import { booleanish, idNumber } from '@shop/core/shared/validation';
import { resourceRouter } from '../resource.js';

export const productRoutes = resourceRouter({
  path: 'product',
  tag: 'Product',
  singular: 'product',
  plural: 'products',
  create: ProductInput,
  update: ProductInput,
  filters: z.object({
    type: z.enum(PRODUCT_TYPES).optional(),
    visibled: booleanish().optional(),
    brand_id: idNumber().optional(),
    category_id: idNumber().optional(),
    stock_status: z.enum(['in_stock', 'out_of_stock']).optional(),
  }),
  batchData: z.object({ visibled: booleanish().optional() }),
  list: (query, filters, { language }) => Product.list(query, language, filters),
  get: (id, { language }) => Product.get(id, language),
  add: (input, { language }) => Product.create(input, language),
  edit: (id, input, { language }) => Product.update(id, input, language),
  remove: (id) => Product.remove(id),
  batchUpdate: (ids, data) => Product.batchUpdate(ids, data as { visibled?: boolean }),
  batchRemove: (ids) => Product.batchRemove(ids),
});
