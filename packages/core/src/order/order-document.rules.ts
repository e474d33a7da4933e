/**
 * What an order's printed documents derive from the order (decision 0048); pure, so the web and any
 * later server-side renderer (a mailed PDF) number and date them alike.
 */

/** The order fields these rules read. */
export interface DocumentOrder {
  order_number: string;
  created_at: string;
  status_history: readonly { status: string; at: string }[];
}

/**
 * `ORD-000123` → `INV-000123`: one invoice per order, numbered from the order's own number (itself
 * from the id, unique and never reused), so it is stable across prints and needs no counter. An
 * order number of another shape keeps its own text after `INV-`.
 */
export function invoiceNumber(orderNumber: string): string {
  return `INV-${orderNumber.replace(/^ORD-/, '')}`;
}

/** The invoice's date: when the order was (first) paid, else when it was placed. ISO timestamp. */
export function invoiceDate(order: DocumentOrder): string {
  return order.status_history.find((entry) => entry.status === 'paid')?.at ?? order.created_at;
}

/** Whether an amount (`"0.00"`) is zero: the invoice's taxes line then says no tax was charged. */
export const isZeroAmount = (amount: string): boolean => Number(amount) === 0;
