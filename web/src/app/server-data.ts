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
