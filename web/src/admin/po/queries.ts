import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PoReceiveInput } from '@shop/core/purchasing/po.schema';
import { api } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';
import type { WarehouseContract } from '@shop/core/inventory/warehouse.contract';
import type { SupplierContract } from '@shop/core/purchasing/supplier.contract';
import type { InfoOf } from '@shop/core/shared/contract';
import type { PurchaseOrder } from './po-types';

type Supplier = InfoOf<typeof SupplierContract>;
type Warehouse = InfoOf<typeof WarehouseContract>;

export type PoTransition = 'order' | 'cancel' | 'close';

const po = adminKeys.resource('po');

/** The order as a document (`/admin/po/view/{id}`). */
export function usePoView(id: string) {
  return useQuery({
    queryKey: po.view(id, 'document'),
    queryFn: ({ signal }) => api.get<PurchaseOrder>(`/admin/po/${id}`, undefined, { signal }),
  });
}

/** The supplier and destination the document names, when the admin may read them. */
export function usePoParties(order: PurchaseOrder | undefined, can: (permission: string) => boolean) {
  const supplier = useQuery({
    queryKey: adminKeys.resource('supplier').detail(order?.supplier_id ?? ''),
    queryFn: ({ signal }) => api.get<Supplier>(`/admin/supplier/${order?.supplier_id}`, undefined, { signal }),
    enabled: Boolean(order && can('get supplier')),
  });
  const warehouse = useQuery({
    queryKey: adminKeys.resource('warehouse').detail(order?.warehouse_id ?? ''),
    queryFn: ({ signal }) => api.get<Warehouse>(`/admin/warehouse/${order?.warehouse_id}`, undefined, { signal }),
    enabled: Boolean(order && can('get warehouse')),
  });
  return { supplier: supplier.data, warehouse: warehouse.data };
}

export const transitionPo = (id: string | number, action: PoTransition) => api.post<PurchaseOrder>(`/admin/po/${id}/${action}`);

export const receivePo = (id: string | number, body: PoReceiveInput) => api.post<PurchaseOrder>(`/admin/po/${id}/receive`, body);

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

interface ProductHit {
  id: number;
  name: string;
  sku: string;
}

export interface ProductVariants {
  id: number;
  name: string;
  stocks: { id: number; sku: string; visibled: boolean; attributes: Record<string, string> }[];
}

/** The order lines' product finder: ten products matching a name or SKU. */
export function useProductSearch(term: string) {
  const params = { search: term, per_page: 10, page: 1 };
  return useQuery({
    queryKey: adminKeys.resource('product').search(params),
    queryFn: ({ signal }) => api.get<{ data: ProductHit[] }>('/admin/product', params, { signal }),
    enabled: term.length > 0,
  });
}

/** A found product's variants to choose from. */
export function useProductVariants(productId: number | null) {
  return useQuery({
    queryKey: adminKeys.resource('product').view(productId ?? '', 'variants'),
    queryFn: ({ signal }) => api.get<ProductVariants>(`/admin/product/${productId}`, undefined, { signal }),
    enabled: productId !== null,
  });
}
