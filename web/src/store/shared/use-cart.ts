import { cartAllowed } from '@shop/core/cart/cart.rules';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useSessionToken } from '../../lib/use-session';
import { useStore } from '../shell/store-context';
import { cartQuery, hasCart } from './cart-data';

/**
 * Whether this shop shows a cart to this shopper (spec section 6, the same rule the server
 * enforces with 403): not in catalogue mode, a sale warehouse set and enabled, members only → signed in.
 */
export function useCartAllowed(): boolean {
  const { config } = useStore();
  const shopper = Boolean(useSessionToken('customer'));
  return cartAllowed(
    {
      catalog_mode: config.catalog_mode ?? 0,
      member_only: config.member_only ?? 0,
      warehouse_enabled: config.warehouse_enabled ?? 0,
      warehouse_id: config.warehouse_id ?? null,
    },
    shopper,
  ).allowed;
}

/** The cart, asked for only when there is one (a cookie or a signed-in shopper) and the shop has carts. */
export function useCart() {
  const { language } = useStore();
  const shopper = Boolean(useSessionToken('customer'));
  const allowed = useCartAllowed();
  const query = useQuery({ ...cartQuery(language, shopper), enabled: allowed && hasCart(shopper) });
  return { allowed, shopper, language, query, count: query.data?.count ?? 0 };
}

/** The cart highlight (spec section 9: 1.8 s after something was added). */
const HIGHLIGHT_MS = 1800;
let highlighted = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function highlightCart(): void {
  highlighted = true;
  clearTimeout(timer);
  timer = setTimeout(() => {
    highlighted = false;
    emit();
  }, HIGHLIGHT_MS);
  emit();
}

export function useCartHighlight(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => highlighted,
    () => false,
  );
}
