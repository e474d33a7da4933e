import { permissionGroup } from '../access/permissions.js';
import { contract, enabledFilter } from '../shared/contract.js';
import { BrandInfo, BrandInput } from './brand.schema.js';

/** The brand resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const BrandContract = contract({
  group: permissionGroup('brand'),
  path: 'brand',
  input: BrandInput,
  info: BrandInfo,
  filters: enabledFilter,
});
