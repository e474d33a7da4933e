import { useEffect, useMemo, useState } from 'react';
import { fromCents, toCents } from './pos-money';
import { quoteSale, type PosCustomerFound, type PosProductFound, type PosQuoteAnswer } from './pos-queries';

export interface TillLine {
  stock_id: number;
  name: string;
  sku: string;
  unit_price: string;
  quantity: number;
}

/** How long the till waits after the last change before asking the server for the price. */
const QUOTE_DELAY_MS = 250;

/**
 * What is being sold: the lines (a variant scanned again adds a unit), the customer, the coupon code
 * and points asked for, and the total — the server's price when online (promotions and points by its
 * rules), else the lines' own sum (an offline sale is cash at list price, decision 0070).
 */
export function usePosSale(storeId: string, online: boolean) {
  const [lines, setLines] = useState<TillLine[]>([]);
  const [customer, setCustomer] = useState<PosCustomerFound | null>(null);
  const [coupon, setCoupon] = useState('');
  const [points, setPoints] = useState('');
  const [quote, setQuote] = useState<PosQuoteAnswer | null>(null);
  const [quoteError, setQuoteError] = useState<unknown>(null);

  const add = (p: PosProductFound) =>
    setLines((current) => {
      const same = current.find((l) => l.stock_id === p.stock_id);
      if (same) return current.map((l) => (l === same ? { ...l, quantity: l.quantity + 1 } : l));
      const variant = Object.values(p.attributes).join(' / ');
      return [
        ...current,
        {
          stock_id: p.stock_id,
          name: `${p.name ?? p.sku}${variant ? ` (${variant})` : ''}`,
          sku: p.sku,
          unit_price: p.unit_price,
          quantity: 1,
        },
      ];
    });
  const setQuantity = (stockId: number, quantity: number) =>
    setLines((current) =>
      quantity <= 0 ? current.filter((l) => l.stock_id !== stockId) : current.map((l) => (l.stock_id === stockId ? { ...l, quantity } : l)),
    );

  const asked = useMemo(
    () => ({
      lines: lines.map((l) => ({ stock_id: l.stock_id, quantity: l.quantity })),
      customer_id: customer?.id ?? null,
      coupon_code: coupon.trim() || null,
      points: Number(points) > 0 ? Number(points) : null,
    }),
    [lines, customer, coupon, points],
  );

  useEffect(() => {
    if (!online || asked.lines.length === 0) {
      setQuote(null);
      setQuoteError(null);
      return;
    }
    let stale = false;
    const timer = window.setTimeout(() => {
      quoteSale(storeId, asked).then(
        (answer) => !stale && (setQuote(answer), setQuoteError(null)),
        (error: unknown) => !stale && (setQuote(null), setQuoteError(error)),
      );
    }, QUOTE_DELAY_MS);
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
  }, [storeId, asked, online]);

  const listTotal = fromCents(lines.reduce((sum, l) => sum + toCents(l.unit_price) * l.quantity, 0));
  const priced = quote !== null && quote.lines.length === lines.length;
  const total = online && priced ? quote.grand_total : listTotal;

  const clear = () => {
    setLines([]);
    setCustomer(null);
    setCoupon('');
    setPoints('');
    setQuote(null);
  };

  return {
    lines,
    add,
    setQuantity,
    customer,
    setCustomer,
    coupon,
    setCoupon,
    points,
    setPoints,
    asked,
    quote,
    quoteError,
    total,
    priced,
    clear,
  };
}

export type PosSaleState = ReturnType<typeof usePosSale>;
