import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRemoteRows } from '../../components/resource/use-resource';
import { useCan } from '../../components/resource';
import { api } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';
import type { InventoryRow, SavedVariant } from './variants';

export interface InventoryHistory {
  id: string;
  stock_id: number;
  warehouse_id: number;
  kind: string;
  quantity: number;
  total_quantity: number;
  from: number | null;
  to: number | null;
  reason: string;
  remark: string | null;
  admin_id: number | null;
  reference: string | null;
  created_at: string;
}

export interface ProductStock {
  id: number;
  has_expiry_date: boolean;
  stocks: SavedVariant[];
  inventories_histories: InventoryHistory[];
}

export interface WarehouseRow {
  id: number;
  name: string;
  code: string;
  enabled: boolean;
}

/**
 * Stock numbers of one product, cached apart from the form's copy of it: a stock movement refreshes
 * these without reloading (and so resetting) a half-edited product form.
 */
export const productStockKey = (id: string | number) => ['admin', 'product-stock', String(id)] as const;

export function useProductStock(id: string | undefined, initial?: ProductStock) {
  return useQuery({
    queryKey: productStockKey(id ?? ''),
    queryFn: ({ signal }) => api.get<ProductStock>(`/admin/product/${id}`, undefined, { signal }),
    enabled: Boolean(id),
    initialData: initial,
    staleTime: 30_000,
  });
}

export function useRefreshStock(id: string | number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: productStockKey(id) });
    void queryClient.invalidateQueries({ queryKey: adminKeys.resource('inventory').all });
  };
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
  return (rows.data ?? []) as unknown as WarehouseRow[];
}

export const inventoriesOf = (stock: ProductStock | undefined, stockId: number): InventoryRow[] =>
  stock?.stocks.find((s) => s.id === stockId)?.inventories ?? [];
