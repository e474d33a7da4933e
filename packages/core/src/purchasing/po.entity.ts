import { Entity } from 'electrodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseRecord } from '../shared/model.js';
import { PO_STATUSES, type PoStatus } from './po.schema.js';

export interface PoLineRecord {
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

export interface PoStatusRecord {
  status: PoStatus;
  admin_id: number | null;
  at: string;
}

export interface PoReceiptRecord {
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
export interface PoRecord extends BaseRecord {
  supplier_id: number;
  warehouse_id: number;
  expected_date?: string | null;
  remark?: string | null;
  status: PoStatus;
  lines: PoLineRecord[];
  status_history: PoStatusRecord[];
  receipts: PoReceiptRecord[];
}

export const poEntity = () =>
  new Entity(
    {
      model: { entity: 'po', version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        supplier_id: { type: 'number', required: true },
        warehouse_id: { type: 'number', required: true },
        expected_date: { type: 'string' },
        remark: { type: 'string' },
        status: { type: PO_STATUSES, required: true },
        lines: { type: 'any', required: true },
        status_history: { type: 'any', required: true },
        receipts: { type: 'any', required: true },
      },
      indexes: baseIndexes,
    },
    { client: documentClient(), table: tableName() },
  );
