import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession, type Audience } from './session';

/** The audience's current token, re-rendering on login, logout and refresh. */
export function useSessionToken(audience: Audience): string | undefined {
  return useSyncExternalStore(subscribeSession, () => getToken(audience));
}
