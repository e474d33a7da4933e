import { permissionGroup } from '../access/permissions.js';
import { contract, enabledFilter } from '../shared/contract.js';
import { WarehouseInfo, WarehouseInput } from './warehouse.schema.js';

/** The warehouse resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const WarehouseContract = contract({
  group: permissionGroup('warehouse'),
  path: 'warehouse',
  input: WarehouseInput,
  info: WarehouseInfo,
  filters: enabledFilter,
});
