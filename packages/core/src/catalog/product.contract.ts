import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { booleanish } from '../shared/validation.js';
import { ProductFilters, ProductInfo, ProductInput, ProductRow } from './product.schema.js';
import { z } from 'zod';

/** The product resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const ProductContract = contract({
  group: permissionGroup('product'),
  path: 'product',
  input: ProductInput,
  info: ProductInfo,
  row: ProductRow,
  filters: ProductFilters,
  batchData: z.object({ visibled: booleanish().optional() }),
});
