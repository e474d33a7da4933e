import { permissionGroup } from '../access/permissions.js';
import { contract, enabledFilter } from '../shared/contract.js';
import { BlockInfo, BlockInput, BlockRow } from './block.schema.js';

/** The block resource's HTTP contract (admin-only: apart from the schemas the storefront imports). */
export const BlockContract = contract({
  group: permissionGroup('block'),
  path: 'block',
  input: BlockInput,
  info: BlockInfo,
  row: BlockRow,
  filters: enabledFilter,
});
