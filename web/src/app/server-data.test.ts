import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readNow } from './server-data';

describe('readNow', () => {
  it('counts a cached page’s data as read on arrival, so hydration asks the API for nothing', async () => {
    const server = new QueryClient();
    server.setQueryData(['store', 'menu', 'default'], [{ id: 1 }], { updatedAt: Date.now() - 10 * 60_000 });
    await server.prefetchQuery({ queryKey: ['store', 'broken'], queryFn: () => Promise.reject(new Error('nope')), retry: false });
    const sent = JSON.parse(JSON.stringify(dehydrate(server, { shouldDehydrateQuery: () => true }))) as ReturnType<typeof dehydrate>;

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, readNow(sent, 1_000_000));
    const menu = browser.getQueryCache().find({ queryKey: ['store', 'menu', 'default'] });
    expect(menu?.state.dataUpdatedAt).toBe(1_000_000);
    expect(menu?.state.data).toEqual([{ id: 1 }]);
    // A failed read keeps its state (and is retried as before).
    const broken = browser.getQueryCache().find({ queryKey: ['store', 'broken'] });
    expect(broken?.state.status).toBe('error');
    expect(broken?.state.dataUpdatedAt).toBe(0);
  });

  it('without it, the same page would be stale on arrival', () => {
    const sent = {
      mutations: [],
      queries: [
        {
          queryKey: ['m'],
          queryHash: '["m"]',
          state: {
            data: 1,
            dataUpdateCount: 1,
            dataUpdatedAt: 5,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success' as const,
            fetchStatus: 'idle' as const,
          },
        },
      ],
    };
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(browser, readNow(sent));
    expect(
      browser
        .getQueryCache()
        .find({ queryKey: ['m'] })
        ?.isStaleByTime(60_000),
    ).toBe(false);
    const plain = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(plain, sent);
    expect(
      plain
        .getQueryCache()
        .find({ queryKey: ['m'] })
        ?.isStaleByTime(60_000),
    ).toBe(true);
  });
});
