import { permissionGroup } from '../access/permissions.js';
import { contract, enabledFilter } from '../shared/contract.js';
import { SupplierInfo, SupplierInput } from './supplier.schema.js';

/** The supplier resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const SupplierContract = contract({
  group: permissionGroup('supplier'),
  path: 'supplier',
  input: SupplierInput,
  info: SupplierInfo,
  filters: enabledFilter,
});
