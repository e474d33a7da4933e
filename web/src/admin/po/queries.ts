import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PoReceiveInput } from '@shop/core/purchasing/po.schema';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';
import type { PurchaseOrder } from './po-types';

export type PoTransition = 'order' | 'cancel' | 'close';

const po = adminKeys.resource('po');

/** The order as a document (`/admin/po/view/{id}`). */
export function usePoView(id: string) {
  return useQuery({
    queryKey: po.view(id, 'document'),
    queryFn: ({ signal }) => unwrap(client.api.admin.po[':id{[0-9]+}'].$get({ param: { id }, query: {} }, { init: { signal } })),
  });
}

/** The supplier and destination the document names, when the admin may read them. */
export function usePoParties(order: PurchaseOrder | undefined, can: (permission: string) => boolean) {
  const supplier = useQuery({
    queryKey: adminKeys.resource('supplier').detail(order?.supplier_id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(client.api.admin.supplier[':id{[0-9]+}'].$get({ param: { id: String(order?.supplier_id) }, query: {} }, { init: { signal } })),
    enabled: Boolean(order && can('get supplier')),
  });
  const warehouse = useQuery({
    queryKey: adminKeys.resource('warehouse').detail(order?.warehouse_id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.admin.warehouse[':id{[0-9]+}'].$get({ param: { id: String(order?.warehouse_id) }, query: {} }, { init: { signal } }),
      ),
    enabled: Boolean(order && can('get warehouse')),
  });
  return { supplier: supplier.data, warehouse: warehouse.data };
}

export const transitionPo = (id: string | number, action: PoTransition) =>
  unwrap(client.api.admin.po[':id{[0-9]+}'][action].$post({ param: { id: String(id) } }));

export const receivePo = (id: string | number, body: PoReceiveInput) =>
  unwrap(client.api.admin.po[':id{[0-9]+}'].receive.$post({ param: { id: String(id) }, json: body }));

/**
 * What a change to one order makes stale: the order itself (form and document) and the order lists;
 * after a receipt also the stock lists and the received products' stock.
 */
export function usePoChanged() {
  const queryClient = useQueryClient();
  return (order: PurchaseOrder, { received = false } = {}) => {
    void queryClient.invalidateQueries({ queryKey: po.item(order.id) });
    void queryClient.invalidateQueries({ queryKey: po.lists() });
    if (!received) return;
    void queryClient.invalidateQueries({ queryKey: adminKeys.resource('inventory').lists() });
    for (const productId of new Set((order.lines ?? []).map((l) => l.product_id))) {
      void queryClient.invalidateQueries({ queryKey: adminKeys.productStock.detail(productId) });
    }
  };
}

export type ProductVariants = AnswerOf<(typeof client.api.admin.product)[':id{[0-9]+}']['$get']>;

/** The order lines' product finder: ten products matching a name or SKU. */
export function useProductSearch(term: string) {
  const params = { search: term, per_page: 10, page: 1 };
  return useQuery({
    queryKey: adminKeys.resource('product').search(params),
    queryFn: ({ signal }) => unwrap(client.api.admin.product.$get({ query: params }, { init: { signal } })),
    enabled: term.length > 0,
  });
}

/** A found product's variants to choose from. */
export function useProductVariants(productId: number | null) {
  return useQuery({
    queryKey: adminKeys.resource('product').view(productId ?? '', 'variants'),
    queryFn: ({ signal }) =>
      unwrap(client.api.admin.product[':id{[0-9]+}'].$get({ param: { id: String(productId) }, query: {} }, { init: { signal } })),
    enabled: productId !== null,
  });
}
