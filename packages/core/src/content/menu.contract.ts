import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { MenuFilters, MenuInfo, MenuInput, MenuRow, MenuUpdateInput } from './menu.schema.js';

/** The menu resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const MenuContract = contract({
  group: permissionGroup('menu'),
  path: 'menu',
  input: MenuInput,
  update: MenuUpdateInput,
  info: MenuInfo,
  row: MenuRow,
  filters: MenuFilters,
});
