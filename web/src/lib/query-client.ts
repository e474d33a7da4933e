import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** One client for the whole SPA, importable from non-React code (session expiry clears it). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (404, 403 …) will not fix themselves; retry only network and 5xx failures once.
      retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
    },
  },
});
