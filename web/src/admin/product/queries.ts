import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AttributeInput } from '@shop/core/catalog/attribute.schema';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';
import type { InventoryRow } from '../shared/stock-queries';

/** `GET /api/admin/product/{id}`: the product with its variants' stock numbers and first movements. */
export type ProductStock = AnswerOf<(typeof client.api.admin.product)[':id{[0-9]+}']['$get']>;

/** One product's stock numbers, apart from the form's copy (see `adminKeys.productStock`). */
export function useProductStock(id: string | undefined, initial?: ProductStock) {
  return useQuery({
    queryKey: adminKeys.productStock.detail(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(client.api.admin.product[':id{[0-9]+}'].$get({ param: { id: id ?? '' }, query: {} }, { init: { signal } })),
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
export const createAttribute = (body: AttributeInput) => unwrap(client.api.admin.attribute.$post({ json: body }));

/** The option lists and selects read attributes again. */
export const attributeCreated = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.resource('attribute').all });
