import { permissionGroup } from '../access/permissions.js';
import { contract, enabledFilter } from '../shared/contract.js';
import { StoreInfo, StoreInput } from './store.schema.js';

/** Physical stores' HTTP contract (`/api/admin/store`). */
export const StoreContract = contract({
  group: permissionGroup('store'),
  path: 'store',
  input: StoreInput,
  info: StoreInfo,
  filters: enabledFilter,
});
