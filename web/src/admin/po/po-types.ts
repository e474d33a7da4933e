import type { PoStatus } from '@shop/core/purchasing/po.schema';
import type { PoContract } from '@shop/core/purchasing/po.contract';
import type { InfoOf } from '@shop/core/shared/contract';
import { fromMinor, toMinor } from '@shop/core/shared/money';

export type { PoStatus };

/** A purchase order and its lines, as the API answers them (the core contract's types). */
export type PurchaseOrder = InfoOf<typeof PoContract>;
export type PoLine = PurchaseOrder['lines'][number];

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
  return fromMinor(
    lines.reduce((sum, l) => sum + (lineAmount(l.quantity, l.unit_cost) ? toMinor(lineAmount(l.quantity, l.unit_cost)) : 0), 0),
  );
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
