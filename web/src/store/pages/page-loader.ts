import type { LoaderFunctionArgs } from 'react-router-dom';
import { readRecord } from '../shell/record-loader';
import { pageLanguage } from '../shell/store-context';
import { pageQuery } from './page-data';

/**
 * `/page/:url` and `/:url`'s route loader (in the entry, like the product page's, decision 0031):
 * reads the page while the page's chunk downloads, or before the server renders it. A renamed page's
 * old address answers 301 to `/{url}` (where menus link), an unknown one 404.
 */
export async function loadPage({ params }: LoaderFunctionArgs) {
  const language = await pageLanguage().catch(() => undefined);
  if (language === undefined) return null;
  return readRecord(pageQuery(params.url ?? '', language), (moved) => `/${encodeURIComponent(moved)}`);
}
