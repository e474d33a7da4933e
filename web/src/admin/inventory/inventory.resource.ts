import { InventoryContract } from '@shop/core/inventory/inventory.contract';
import { defineResource } from '../../components/resource';
import { AdjustStock } from './adjust-stock';

export type { InventoryListRow } from './inventory-row';

/**
 * /admin/inventories: stock per variant per warehouse, searched by product name, SKU or barcode and
 * filtered by warehouse, a low-stock threshold or expiry within N days. No create/edit screens; each row has the movement dialog ("Adjust
 * stock", `update inventory`), so a stock clerk needs no product or warehouse permission.
 */
export const inventoryResource = defineResource(InventoryContract, {
  name: 'inventories',
  label: { singular: 'admin:inventory.singular', plural: 'admin:inventory.plural' },
  translated: true,
  readOnly: true,
  searchHelp: 'admin:inventory.searchHelp',
  navOrder: 130,
  navGroup: 'admin:nav.inventory',
  rowLabel: (row) => row.sku ?? `#${row.id}`,
  columns: [
    {
      key: 'product_name',
      label: 'admin:inventory.fields.product',
      link: (row) => `/admin/product/edit/${row.product_id}`,
      linkPermission: 'update product',
      render: (row) => row.product_name ?? `#${row.product_id}`,
    },
    { key: 'sku', label: 'admin:product.fields.sku' },
    { key: 'attributes', label: 'admin:inventory.fields.variant', render: (row) => Object.values(row.attributes ?? {}).join(' / ') },
    { key: 'warehouse_name', label: 'admin:inventory.fields.warehouse' },
    { key: 'quantity', label: 'admin:inventory.fields.quantity' },
    { key: 'available_inventories', label: 'admin:inventory.fields.available' },
    { key: 'expiry_date', label: 'admin:inventory.fields.expiryDate' },
    { key: 'updated_at', label: 'common:fields.updatedAt', kind: 'date' },
  ],
  filters: [
    // Warehouse names come with the stock permission (`GET /api/admin/inventory/warehouses`).
    {
      name: 'warehouse_id',
      label: 'admin:inventory.fields.warehouse',
      remote: { resource: 'inventory', path: 'inventory/warehouses', label: 'name' },
    },
    { name: 'low_stock', label: 'admin:inventory.filters.lowStock', input: 'number' },
    { name: 'expiring_days', label: 'admin:inventory.filters.expiringDays', input: 'number' },
  ],
  rowActions: [{ label: 'admin:inventory.adjust', dialog: AdjustStock, permission: 'update inventory' }],
  fields: [],
  defaults: {},
});
