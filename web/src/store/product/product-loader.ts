import type { LoaderFunctionArgs } from 'react-router-dom';
import { getToken } from '../../lib/session';
import { readRecord } from '../shell/record-loader';
import { pageLanguage } from '../shell/store-context';
import { productQuery } from '../shared/product-data';

/**
 * The product page's route loader (in the entry, not the page's chunk): reads the product while the
 * chunk downloads instead of after it (decision 0031); on the server, before the page is rendered.
 * A renamed product's old address answers 301, an unknown one 404 (decision 0044).
 */
export async function loadProduct({ params }: LoaderFunctionArgs) {
  const language = await pageLanguage().catch(() => undefined);
  if (language === undefined) return null;
  const url = params.url ?? '';
  return readRecord(productQuery(url, language, getToken('customer') !== undefined), (moved) => `/product/${encodeURIComponent(moved)}`);
}
