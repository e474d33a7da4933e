import type { InventoryContract } from '@shop/core/inventory/inventory.contract';
import type { RowOf } from '@shop/core/shared/contract';

/** One stock row: a variant in a warehouse (`GET /api/admin/inventory`), as the contract says. */
export type InventoryListRow = RowOf<typeof InventoryContract>;
