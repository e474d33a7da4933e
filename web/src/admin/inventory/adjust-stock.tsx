import { useCan } from '../../components/resource';
import { StockDialog } from '../shared/stock-dialog';
import type { InventoryListRow } from './inventory-row';
import { useWarehouses } from '../shared/stock-queries';

/**
 * "Adjust stock" on a row of /admin/inventories: the product form's movement dialog for this variant
 * in this warehouse (add, subtract, set, or transfer to another warehouse). Needs only the
 * inventory permissions, so staff who keep stock need no right to edit products.
 */
export function AdjustStock({ row }: { row: InventoryListRow }) {
  const can = useCan();
  const warehouses = useWarehouses();
  const values = Object.values(row.attributes ?? {}).join(' / ');
  const label = `${row.sku ?? `#${row.stock_id}`}${values ? ` (${values})` : ''}`;
  return (
    <StockDialog
      productId={row.product_id}
      hasExpiryDate={row.has_expiry_date}
      stockId={row.stock_id}
      variantLabel={label}
      inventories={[row]}
      warehouses={warehouses}
      canUpdate={can('update inventory')}
      trigger="adjust"
      fixedWarehouse={{ id: row.warehouse_id, name: row.warehouse_name }}
    />
  );
}
