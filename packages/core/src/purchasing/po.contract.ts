import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { PoInfo, PoInput, PoListFilters, PoRow } from './po.schema.js';

/** The po resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const PoContract = contract({
  group: permissionGroup('po'),
  path: 'po',
  input: PoInput,
  info: PoInfo,
  row: PoRow,
  filters: PoListFilters,
});
