import type { FetchQueryOptions } from '@tanstack/react-query';
import { data, redirect } from 'react-router-dom';
import { ApiError } from '../../lib/api-error';
import { currentQueryClient } from '../../lib/query-client';
import { renderScope } from '../../lib/render-scope';

/** How long a browser's loader waits for a record before the page shows its own loading state instead. */
const BROWSER_WAIT_MS = 3000;

/**
 * A record page's loader (product, category, page, article, blog category): reads the record into
 * the query cache the page draws from, and says what its address is worth —
 * - found: 200;
 * - renamed (the API's 404 names where it went, `moved_to`): a 301 to `movedTo(newUrl)`, so old links
 *   and search results keep their way to it;
 * - unknown or hidden: the page is drawn as not found, with the status 404.
 * The server waits for the answer; the browser at most a moment (the page shows its loading state), and
 * leaves any other failure to the page's own query (error state, retry).
 */
export async function readRecord(
  // Any record's query options (their data, error and key types differ).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: FetchQueryOptions<any, any, any, any>,
  movedTo: (url: string) => string,
) {
  const reading = currentQueryClient().fetchQuery(query);
  // A failure after the browser stopped waiting is the page's to show, not an unhandled rejection.
  reading.catch(() => undefined);
  try {
    if (renderScope()) await reading;
    else await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, BROWSER_WAIT_MS))]);
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      if (error.movedTo) throw redirect(movedTo(error.movedTo), 301);
      return data(null, { status: 404 });
    }
    // The server cannot draw the page without it: the renderer answers with the browser's app instead.
    if (renderScope()) throw error;
    return null;
  }
}

/** The status a page with nothing at its address answers with (the frame and the not-found page). */
export const notFound = () => data(null, { status: 404 });
