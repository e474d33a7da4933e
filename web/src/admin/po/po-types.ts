import type { PoStatus } from '@shop/core/purchasing/po.schema';
import { fromMinor, toMinor } from '@shop/core/shared/money';
import type { Row } from '../../components/resource';

export type { PoStatus };

export interface PoLine {
  id: number;
  stock_id: number;
  product_id: number;
  product_name: string | null;
  sku: string | null;
  attributes: Record<string, string>;
  quantity: number;
  unit_cost: string;
  amount: string;
  received_quantity: number;
  outstanding_quantity: number;
}

export interface PurchaseOrder extends Row {
  id: number;
  number: string;
  supplier_id: number;
  supplier_name: string | null;
  warehouse_id: number;
  warehouse_name: string | null;
  expected_date: string | null;
  remark: string | null;
  status: PoStatus;
  total: string;
  total_quantity: number;
  received_quantity: number;
  line_count: number;
  created_at: string;
  updated_at: string;
  lines?: PoLine[];
  status_history?: { status: PoStatus; admin_id: number | null; admin_name: string | null; at: string }[];
  receipts?: {
    id: string;
    lines: { line_id: number; stock_id: number; quantity: number }[];
    remark: string | null;
    admin_id: number | null;
    admin_name: string | null;
    at: string;
  }[];
}

/** A line as the form edits it: the API's fields plus labels to show (dropped on submit). */
export interface LineRow {
  _key: string;
  id?: number;
  stock_id: number;
  quantity: string;
  unit_cost: string;
  product_name: string | null;
  sku: string | null;
  attributes: Record<string, string>;
  received_quantity?: number;
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** quantity × unit cost, exact (minor units), or '' while either is not a valid number yet. */
export function lineAmount(quantity: string | number, unitCost: string): string {
  const q = Number(quantity);
  if (!Number.isInteger(q) || q <= 0 || !MONEY.test(String(unitCost).trim())) return '';
  return fromMinor(toMinor(String(unitCost).trim()) * q);
}

export function linesTotal(lines: { quantity: string | number; unit_cost: string }[]): string {
  return fromMinor(lines.reduce((sum, l) => sum + (lineAmount(l.quantity, l.unit_cost) ? toMinor(lineAmount(l.quantity, l.unit_cost)) : 0), 0));
}

export const STATUS_COLOURS: Record<PoStatus, string> = {
  draft: 'gray',
  ordered: 'blue',
  partially_received: 'orange',
  received: 'green',
  closed: 'purple',
  cancelled: 'red',
};

export const variantText = (line: { sku: string | null; attributes: Record<string, string> }) =>
  [line.sku ?? '', Object.values(line.attributes ?? {}).join(' / ')].filter(Boolean).join(' · ');
