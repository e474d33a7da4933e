import { i18n } from '../lib/i18n';

/**
 * Some English `store` texts are not in the storefront's first script (decision 0044): the pages
 * that show them bring them (`en-US/store-<part>.json`, a file per part so a chunk holds only its
 * own) and add them when their module loads, before they draw:
 * `import listing from '../../locales/en-US/store-listing.json'; addPageTexts(listing);`.
 * The other languages' bundles hold them already; the server has them all. `locales.test.ts` checks
 * that every module naming such a key adds its part.
 */
export function addPageTexts(texts: Record<string, unknown>): void {
  i18n.addResourceBundle('en-US', 'store', texts, true, false);
}
