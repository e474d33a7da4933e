import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  HISTORY_PAGE_SIZE,
  InventoryHistoryInfo,
  type InventoryMoveInput,
  type InventoryTransferInput,
} from '@shop/core/inventory/inventory.schema';
import { WarehouseInfo } from '@shop/core/inventory/warehouse.schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { useCan } from '../../components/resource/permissions';
import { useRemoteRows } from '../../components/resource/use-resource';
import { client, unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';

/** One stock row of a variant: its quantity in one warehouse (and expiry, for dated stock). */
export interface InventoryRow {
  id: number;
  stock_id: number;
  warehouse_id: number;
  quantity: number;
  available_inventories: number;
  expiry_date: string | null;
}

/** Stock movements: each `POST /api/admin/inventory/{action}`. */
export type StockAction = 'plus' | 'minus' | 'transfer' | 'update';

/** What the stock screens need of a warehouse, from either source (warehouse list or stock's own list). */
const WarehouseRow = WarehouseInfo.pick({ id: true, name: true, code: true, enabled: true });
export type WarehouseRow = z.output<typeof WarehouseRow>;

/** One movement (`GET /api/admin/inventory/history`). */
export type InventoryHistory = z.output<typeof InventoryHistoryInfo>;

export { HISTORY_PAGE_SIZE };

export async function moveStock(action: StockAction, body: InventoryMoveInput | InventoryTransferInput): Promise<void> {
  if (action === 'transfer') await unwrap(client.api.admin.inventory.transfer.$post({ json: body }));
  else await unwrap(client.api.admin.inventory[action].$post({ json: body }));
}

/**
 * After a movement: this product's stock numbers and history, and the stock lists. The product
 * form's own copy is left alone (a half-edited form is not reset).
 */
export function useStockMoved(productId: string | number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.productStock.detail(productId) });
    void queryClient.invalidateQueries({ queryKey: adminKeys.resource('inventory').lists() });
  };
}

/**
 * A product's movements a page at a time (`GET /admin/inventory/history`), newest first; under the
 * product's stock key, so a movement refreshes every page shown.
 */
export function useHistoryPages(productId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: adminKeys.productStock.history(productId),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.api.admin.inventory.history.$get(
          { query: { product_id: productId, per_page: String(HISTORY_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    enabled,
  });
}

/**
 * Every warehouse (names for the stock table and history): from the warehouse list, or for staff
 * who may see stock but not manage warehouses, from `GET /api/admin/inventory/warehouses`.
 */
export function useWarehouses() {
  const can = useCan();
  const source = can('get warehouses')
    ? { resource: 'warehouse' }
    : can('get inventories')
      ? { resource: 'inventory', path: 'inventory/warehouses' }
      : undefined;
  const rows = useRemoteRows(source);
  // The option rows are loose records; the stock screens read them through the core schema.
  return useMemo(() => z.array(WarehouseRow).parse(rows.data ?? []), [rows.data]);
}
