import { INVENTORY_MESSAGES, InventoryMoveInput, InventoryTransferInput } from '@shop/core/inventory/inventory.schema';
import { MESSAGES } from '@shop/core/shared/errors';
import type { StockAction } from './stock-queries';

export const STOCK_ACTIONS = ['plus', 'minus', 'transfer', 'update'] as const satisfies readonly StockAction[];

/**
 * What the movement dialog edits. One source warehouse for every action: the API calls it `from`
 * for a transfer and `warehouse_id` otherwise. An empty reason means the default (Correction).
 */
export interface StockValues {
  action: StockAction;
  warehouse_id: string;
  to: string;
  quantity: string;
  reason: string;
  remark: string;
  expiry_date: string;
}

export const stockSchema = ({ action }: StockValues) => (action === 'transfer' ? InventoryTransferInput : InventoryMoveInput);

/** The request body for the chosen action (the schema trims, defaults the reason and reads the numbers). */
export function stockBody(values: StockValues, { stockId, withExpiry }: { stockId: number; withExpiry: boolean }) {
  const base = { stock_id: stockId, quantity: values.quantity, reason: values.reason, remark: values.remark.trim() || null };
  if (values.action === 'transfer') return { ...base, from: values.warehouse_id || undefined, to: values.to || undefined };
  return {
    ...base,
    warehouse_id: values.warehouse_id || undefined,
    ...(withExpiry && values.expiry_date ? { expiry_date: values.expiry_date } : {}),
  };
}

const SHOWN = new Set(['warehouse_id', 'to', 'quantity', 'reason', 'remark', 'expiry_date']);

/** A body path's field: the source warehouse whatever the API calls it; the variant's row under the quantity. */
export function stockFieldOf(path: string): string | undefined {
  if (path === 'from') return 'warehouse_id';
  if (path === 'stock_id' || path === 'inventory_id') return 'quantity';
  return SHOWN.has(path) ? path : undefined;
}

/** Checks the dialog makes itself: a source warehouse, and no more out than is available there. */
export function stockCheck(values: StockValues, available: (warehouseId: number) => number): Record<string, string | undefined> {
  // Only a whole number is compared; anything else is the schema's to refuse.
  const out = (values.action === 'minus' || values.action === 'transfer') && /^\d+$/.test(values.quantity.trim());
  return {
    warehouse_id: values.warehouse_id ? undefined : MESSAGES.required,
    quantity:
      out && values.warehouse_id && Number(values.quantity) > available(Number(values.warehouse_id))
        ? INVENTORY_MESSAGES.lessThanTotal
        : undefined,
  };
}
