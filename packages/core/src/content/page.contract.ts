import { permissionGroup } from '../access/permissions.js';
import { contract, enabledFilter } from '../shared/contract.js';
import { PageInfo, PageInput, PageRow } from './page.schema.js';

/** The page resource's HTTP contract (admin-only: apart from the schemas the storefront imports). */
export const PageContract = contract({
  group: permissionGroup('page'),
  path: 'page',
  input: PageInput,
  info: PageInfo,
  row: PageRow,
  filters: enabledFilter,
});
