import { queryOptions } from '@tanstack/react-query';
import { publicClient, unwrap } from '../../lib/client';
import { storeLanguage } from '../../lib/preferences';
import { queryClient } from '../../lib/query-client';
import { storeKeys } from '../../lib/query-keys';
import { siteConfigQuery } from '../../lib/site-config';
import { contentLanguage } from '../shell/store-context';

/** `GET /api/brand`: the enabled brands in a content language (`default`: the site's main language). */
const fetchBrands = (language: string, signal?: AbortSignal) =>
  unwrap(publicClient.api.brand.$get({ query: { language } }, signal ? { init: { signal } } : undefined));

export const brandsQuery = (language: string) =>
  queryOptions({
    queryKey: storeKeys.brands(language),
    queryFn: ({ signal }) => fetchBrands(language, signal),
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
    const settings = siteConfigQuery();
    // On a first load the settings are not in yet, and they decide the page's language (is the
    // chosen one still offered?). Rather than wait for them, ask for the brands at once in the
    // language the page will most likely have (the chosen one, else the main one), and again only
    // if the settings say otherwise: one round trip less before the cards show.
    const early = queryClient.getQueryData(settings.queryKey) ? undefined : fetchBrands(chosen ?? 'default').catch(() => undefined);
    const config = await queryClient.ensureQueryData(settings);
    const language = contentLanguage(config, chosen);
    const guessed = chosen ? chosen === language : language === config.main_language;
    const brands = (async () => {
      const data = guessed ? await early : undefined;
      if (data) queryClient.setQueryData(brandsQuery(language).queryKey, data);
      else await queryClient.prefetchQuery(brandsQuery(language));
    })();
    await Promise.race([brands, new Promise((resolve) => setTimeout(resolve, BRANDS_WAIT_MS))]);
  } catch {
    // the page shows the error
  }
  return null;
}
