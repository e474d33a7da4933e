import type { LoaderFunctionArgs } from 'react-router-dom';
import { storeLanguage } from '../../lib/preferences';
import { queryClient } from '../../lib/query-client';
import { siteConfigQuery } from '../../lib/site-config';
import { contentLanguage } from '../shell/store-context';
import { pageQuery } from './page-data';

/** How long the first render waits for the page before it shows its spinner instead. */
const PAGE_WAIT_MS = 3000;

/**
 * `/page/:url` and `/:url`'s route loader (in the entry, like the product page's, decision 0031):
 * reads the page while the page's chunk downloads. Errors are left to the page's own query.
 */
export async function loadPage({ params }: LoaderFunctionArgs): Promise<null> {
  try {
    const config = await queryClient.ensureQueryData(siteConfigQuery());
    const page = queryClient.prefetchQuery(pageQuery(params.url ?? '', contentLanguage(config, storeLanguage.get())));
    await Promise.race([page, new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]);
  } catch {
    // the page shows the error
  }
  return null;
}
