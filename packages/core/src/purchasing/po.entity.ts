import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { PO_STATUSES, poFields, type PoStatus } from './po.schema.js';

export interface PoLine {
  /** Line id, unique within the order; kept across draft edits. */
  id: number;
  stock_id: number;
  /** The variant's product when the line was saved (for the batch read that names lines). */
  product_id: number;
  quantity: number;
  /** Decimal string, two places. */
  unit_cost: string;
  received_quantity: number;
}

export interface PoStatusEntry {
  status: PoStatus;
  admin_id: number | null;
  at: string;
}

export interface PoReceipt {
  id: string;
  lines: { line_id: number; stock_id: number; quantity: number }[];
  remark: string | null;
  admin_id: number | null;
  at: string;
}

/**
 * A purchase order: one item holding its lines, status history and deliveries (bounded: ≤ 100
 * lines, ≤ 50 deliveries). Its number is derived from the id; its total from the lines. Every write
 * is conditional on the `updated_at` that was read (the order's version).
 */
export const poEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'po', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          ...poFields.attributes,
          status: { type: PO_STATUSES, required: true },
          lines: { type: CustomAttributeType<PoLine[]>('any'), required: true },
          status_history: { type: CustomAttributeType<PoStatusEntry[]>('any'), required: true },
          receipts: { type: CustomAttributeType<PoReceipt[]>('any'), required: true },
        },
        // List filters read their own partitions (decision 0019).
        indexes: ownPartitions('po', {
          ...baseIndexes,
          ...filterIndexes(1, 'status'),
          ...filterIndexes(2, 'supplier_id'),
          ...filterIndexes(3, 'warehouse_id'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type PoRecord = EntityItem<typeof poEntity>;
