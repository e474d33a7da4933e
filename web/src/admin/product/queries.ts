import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AttributeInput } from '@shop/core/catalog/attribute.schema';
import { api } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';
import type { InventoryHistory } from '../inventory/queries';
import type { InventoryRow, SavedVariant } from './variants';

export interface ProductStock {
  id: number;
  has_expiry_date: boolean;
  stocks: SavedVariant[];
  inventories_histories: InventoryHistory[];
}

/** One product's stock numbers, apart from the form's copy (see `adminKeys.productStock`). */
export function useProductStock(id: string | undefined, initial?: ProductStock) {
  return useQuery({
    queryKey: adminKeys.productStock.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<ProductStock>(`/admin/product/${id}`, undefined, { signal }),
    enabled: Boolean(id),
    initialData: initial,
    staleTime: 30_000,
  });
}

export const inventoriesOf = (stock: ProductStock | undefined, stockId: number): InventoryRow[] =>
  stock?.stocks.find((s) => s.id === stockId)?.inventories ?? [];

/** A saved product's variants may have changed: its stock numbers are read again. */
export const productSaved = (queryClient: QueryClient, id: string | number) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.productStock.detail(id) });

/** A stock option made from the product form (`POST /api/admin/attribute`). */
export const createAttribute = (body: AttributeInput) => api.post<{ key: string }>('/admin/attribute', body);

/** The option lists and selects read attributes again. */
export const attributeCreated = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.resource('attribute').all });
