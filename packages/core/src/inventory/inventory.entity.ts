import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { ownPartitions, SERVICE, lazy } from '../shared/model.js';

/**
 * Stock of one variant in one warehouse. Keyed by stock then warehouse (a variant's stock is one
 * Query); gsi1 orders all rows by quantity (low stock), gsi4 a warehouse's rows by quantity, gsi5
 * groups a product, gsi6 finds a row by id. gsi2 (expiry date) is sparse and written by
 * inventory.store.ts, as are the row counters.
 */
export const inventoryEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'inventory', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'number', required: true },
          stock_id: { type: 'number', required: true, padding: { length: 12, char: '0' } },
          product_id: { type: 'number', required: true, padding: { length: 12, char: '0' } },
          warehouse_id: { type: 'number', required: true, padding: { length: 12, char: '0' } },
          quantity: { type: 'number', required: true, padding: { length: 12, char: '0' } },
          available_inventories: { type: 'number', required: true },
          expiry_date: { type: 'string' },
          version: { type: 'number', required: true },
          created_at: { type: 'string', required: true },
          updated_at: { type: 'string', required: true },
        },
        indexes: ownPartitions('inventory', {
          byStock: {
            pk: { field: 'pk', composite: ['stock_id'] },
            sk: { field: 'sk', composite: ['warehouse_id'] },
          },
          byQuantity: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [] },
            sk: { field: 'gsi1sk', composite: ['quantity', 'stock_id', 'warehouse_id'] },
          },
          byWarehouse: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['warehouse_id'] },
            sk: { field: 'gsi4sk', composite: ['quantity', 'stock_id'] },
          },
          byProduct: {
            index: 'gsi5',
            pk: { field: 'gsi5pk', composite: ['product_id'] },
            sk: { field: 'gsi5sk', composite: ['stock_id', 'warehouse_id'] },
          },
          byInventoryId: {
            index: 'gsi6',
            pk: { field: 'gsi6pk', composite: ['id'] },
            sk: { field: 'gsi6sk', composite: [] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);

/** Immutable movement rows: by product (newest first) and by variant (gsi4). */
export const inventoryHistoryEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'inventory_history', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          inventory_id: { type: 'number', required: true },
          product_id: { type: 'number', required: true, padding: { length: 12, char: '0' } },
          stock_id: { type: 'number', required: true, padding: { length: 12, char: '0' } },
          warehouse_id: { type: 'number', required: true },
          kind: { type: ['plus', 'minus', 'transfer_in', 'transfer_out', 'update', 'receive'] as const, required: true },
          quantity: { type: 'number', required: true },
          total_quantity: { type: 'number', required: true },
          from: { type: 'number' },
          to: { type: 'number' },
          reason: { type: 'string', required: true },
          remark: { type: 'string' },
          admin_id: { type: 'number' },
          reference: { type: 'string' },
          created_at: { type: 'string', required: true },
        },
        indexes: ownPartitions('inventory_history', {
          byProduct: {
            pk: { field: 'pk', composite: ['product_id'] },
            sk: { field: 'sk', composite: ['created_at', 'id'] },
          },
          byStock: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['stock_id'] },
            sk: { field: 'gsi4sk', composite: ['created_at', 'id'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type InventoryRecord = EntityItem<typeof inventoryEntity>;
export type InventoryHistoryRecord = EntityItem<typeof inventoryHistoryEntity>;
