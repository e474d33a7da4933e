import { queryOptions } from '@tanstack/react-query';
import { publicClient, unwrap } from '../../lib/client';
import { storeLanguage } from '../../lib/preferences';
import { queryClient } from '../../lib/query-client';
import { storeKeys } from '../../lib/query-keys';
import { siteConfigQuery } from '../../lib/site-config';
import { contentLanguage } from '../shell/store-context';

/** The enabled brands in a content language (`GET /api/brand`). */
export const brandsQuery = (language: string) =>
  queryOptions({
    queryKey: storeKeys.brands(language),
    queryFn: ({ signal }) => unwrap(publicClient.api.brand.$get({ query: { language } }, { init: { signal } })),
  });

/** How long the first render waits for the brands before it shows their placeholders instead. */
const BRANDS_WAIT_MS = 3000;

/**
 * The homepage's route loader: reads the brands while the page's chunk downloads, so the grid is
 * drawn once, with its cards, instead of placeholders that the cards then replace. Errors are
 * left to the page's own query (error state, retry).
 */
export async function loadHome(): Promise<null> {
  try {
    const chosen = storeLanguage.get();
    const config = await queryClient.ensureQueryData(siteConfigQuery(chosen ?? 'default'));
    const brands = queryClient.prefetchQuery(brandsQuery(contentLanguage(config, chosen)));
    await Promise.race([brands, new Promise((resolve) => setTimeout(resolve, BRANDS_WAIT_MS))]);
  } catch {
    // the page shows the error
  }
  return null;
}
