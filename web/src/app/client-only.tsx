import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true from the render
 * right after (and at once on pages the browser draws itself): what only the browser can know — a
 * token, the cart cookie — is drawn from then on, so the hydrating render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** Personal pages: the server sends the frame with `fallback` in the page's place; the browser draws the page. */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return <>{useHydrated() ? children : fallback}</>;
}
