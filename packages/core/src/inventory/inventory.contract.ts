import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { InventoryFilters, InventoryRow } from './inventory.schema.js';
import { z } from 'zod';

/** The inventory resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const InventoryContract = contract({
  group: permissionGroup('inventory'),
  path: 'inventory',
  input: z.object({}),
  info: InventoryRow,
  filters: InventoryFilters,
});
