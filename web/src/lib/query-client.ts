import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { renderScope } from './render-scope';

/** The cache settings every page shares, in the browser and in each server render. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (404, 403 …) will not fix themselves; retry only network and 5xx failures once.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}

/** The browser's one client, importable from non-React code (session expiry clears it). */
export const queryClient = makeQueryClient();

/**
 * The client of the render under way: each server render has its own (no request sees another's
 * data), the browser has `queryClient`. Route loaders and providers take it from here.
 */
export const currentQueryClient = (): QueryClient => renderScope()?.queryClient ?? queryClient;
