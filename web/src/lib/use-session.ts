import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession, type Audience } from './session';

const noToken = () => undefined;

/**
 * The audience's current token, re-rendering on login, logout and refresh. A server render has none
 * (its HTML is shared by every shopper), and the browser's first render, which hydrates that HTML,
 * has none either: React renders with the server's snapshot, then at once again with the token.
 */
export function useSessionToken(audience: Audience): string | undefined {
  return useSyncExternalStore(subscribeSession, () => getToken(audience), noToken);
}
