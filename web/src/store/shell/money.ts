import { formatMoney } from '../../lib/preferences';
import { useStore } from './store-context';

/** Formats an amount of the base currency (or passes a withheld price, null, through). */
export interface Money {
  (amount: string): string;
  (amount: string | null): string | null;
}

/**
 * An amount of the base currency in the chosen one (spec section 9: mark + amount × rate, 2 decimals);
 * the storefront's one way of showing a price.
 */
export function useMoney(): Money {
  const { currency } = useStore();
  return ((amount: string | null) => (amount === null ? null : currency ? formatMoney(Number(amount), currency) : amount)) as Money;
}
