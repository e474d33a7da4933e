/**
 * What the shopper confirmed at checkout, kept for this tab so the result page can show the order
 * (issue 25 §8): a guest cannot read an order back, and the page must not thank anyone for an order
 * it knows nothing of. Amounts are the base currency's, as the order keeps them.
 */
export interface OrderSummaryNote {
  lines: { name: string; quantity: number; line_total: string }[];
  subtotal: string;
  shipping_fee: string;
  grand_total: string;
  /** The shipping address as one line (name, address, country). */
  ship_to: string;
  payment_method: 'card' | 'offline';
}

const key = (orderNumber: string) => `order-summary:${orderNumber}`;

export function rememberOrderSummary(orderNumber: string, summary: OrderSummaryNote): void {
  try {
    sessionStorage.setItem(key(orderNumber), JSON.stringify(summary));
  } catch {
    // Storage refused: the result page says less, never more than it knows.
  }
}

export function rememberedOrderSummary(orderNumber: string): OrderSummaryNote | null {
  try {
    const saved = sessionStorage.getItem(key(orderNumber));
    return saved ? (JSON.parse(saved) as OrderSummaryNote) : null;
  } catch {
    return null;
  }
}
