import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import type { UiLanguage } from '../lib/languages';

/**
 * What a server-rendered page hands the browser (decision 0044), in one non-executable
 * `<script type="application/json" id="shop-data">` block (the CSP allows no inline script): the
 * router's loader data, the query cache the page was drawn from, and its interface language.
 */
export interface ServerData {
  router: HydrationState;
  query: DehydratedState;
  language: UiLanguage;
}

export const SERVER_DATA_ID = 'shop-data';

/** A failed query travels as its status, messages and new url (404s only; see entry-server.tsx). */
export interface SentError {
  status: number;
  messages: string;
  movedTo?: string;
}

/**
 * The page's data counts as read when the page is opened, not when it was drawn. A cached page is
 * current by construction: every write that changes what it shows invalidates it (decision 0044),
 * so re-reading it on arrival would only repeat the server's reads and redraw the page while the
 * phone is still bringing it to life (decision 0045).
 */
export function readNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}
