import { AsyncLocalStorage } from 'node:async_hooks';
import { z } from 'zod';
import { defineEvent, publish } from './define.js';

/**
 * Storefront pages a write changed (decision 0043): the edge (CloudFront on AWS, the local server's
 * `HtmlCache`) drops them at once instead of serving them until they expire. A path is the page's
 * address as the storefront links it — exact (`/product/canvas-tote`, `/`) or a prefix ending in `*`
 * (`/category/*`, `/*`) — without its query: every `?page=`/`?language=` copy of a page goes with it.
 */

/** Paths one event carries at most; a write that changes more pages says `/*`. */
export const MAX_PAGE_PATHS = 50;

/** Every page of the site. */
export const ALL_PAGES = '/*';

const PATH = /^\/[^\s?#*]*\*?$/;

/** A storefront path: `/…` without a query, `*` only at the end (never shown to a shopper: a programming error). */
export const StorefrontPath = z.string().max(1024).regex(PATH);

export const StorefrontChanged = defineEvent('storefront.changed', z.object({ paths: z.array(StorefrontPath).min(1).max(MAX_PAGE_PATHS) }));

/** A url slug as the storefront's links spell it. */
const slug = (url: string) => encodeURIComponent(url.trim());

/** The storefront's addresses (web/src/app/routes.tsx), spelled as its links spell them. */
export const PagePaths = {
  home: '/',
  all: ALL_PAGES,
  /** Search results list product cards. */
  searches: '/search/*',
  /** Articles show their related products' cards. */
  articles: '/blog/article/*',
  /** Every category page: for a category whose url the catalogue does not know. */
  categories: '/category/*',
  product: (url: string) => `/product/${slug(url)}`,
  category: (url: string) => `/category/${slug(url)}`,
  /** A static page answers at `/{url}` and `/page/{url}`. */
  page: (url: string) => [`/${slug(url)}`, `/page/${slug(url)}`],
  article: (url: string) => `/blog/article/${slug(url)}`,
  blogCategory: (url: string) => `/blog/category/${slug(url)}`,
  /** Every funnel's steps (`/funnel/{url}?step=`): a funnel's save drops them all; there are few. */
  funnels: '/funnel/*',
};

const covers = (prefix: string, path: string) => prefix !== path && prefix.endsWith('*') && path.startsWith(prefix.slice(0, -1));

/**
 * The paths de-duplicated, in order, with every path a prefix already covers left out (`/*` covers
 * all); more than `max` → `['/*']`. A path that is not a storefront path is a programming error and
 * throws.
 */
export function normalisePaths(paths: Iterable<string | false | null | undefined>, max = MAX_PAGE_PATHS): string[] {
  const unique = new Set<string>();
  for (const path of paths) {
    if (!path) continue;
    unique.add(StorefrontPath.parse(path));
  }
  const prefixes = [...unique].filter((p) => p.endsWith('*'));
  const kept = [...unique].filter((path) => !prefixes.some((prefix) => covers(prefix, path))).sort();
  return kept.length > max ? [ALL_PAGES] : kept;
}

type PathSource = Iterable<string | false | null | undefined> | (() => Promise<Iterable<string | false | null | undefined>>);

/** Paths collected while `batchPages` runs, published once at its end. */
const collecting = new AsyncLocalStorage<Set<string>>();

const log = (message: string, error: unknown) =>
  console.error(JSON.stringify({ level: 'error', message, event: StorefrontChanged.type, error: String(error) }));

/**
 * Publishes `storefront.changed` for these paths, after the write that changed them has committed:
 * nothing for none. It never fails the write: the write is done, and a page nobody invalidated is
 * still dropped when it expires (`PAGE_FRESH_SECONDS`), so a failure is logged, not thrown. The paths
 * may be worked out here (`() => …`, e.g. reading a product's category urls): a failure there is
 * logged alike. Inside `batchPages` the paths join the batch's one event instead.
 */
export async function pagesChanged(paths: PathSource): Promise<void> {
  let list: Iterable<string | false | null | undefined>;
  try {
    list = typeof paths === 'function' ? await paths() : paths;
  } catch (error) {
    log('could not work out the changed storefront pages', error);
    return;
  }
  const normal = normalisePaths(list, Infinity);
  if (!normal.length) return;
  const batch = collecting.getStore();
  if (batch) {
    for (const path of normal) batch.add(path);
    return;
  }
  try {
    await publish(StorefrontChanged, { paths: normalisePaths(normal) });
  } catch (error) {
    log('could not publish the changed storefront pages', error);
  }
}

/**
 * Runs `work`, collecting the pages its writes change, and publishes them as ONE event when it ends
 * (also when it fails half-way: what it did write is committed). A spreadsheet import's chunk saves
 * dozens of products; one event per row would be one invalidation per row.
 */
export async function batchPages<T>(work: () => Promise<T>): Promise<T> {
  const outer = collecting.getStore();
  if (outer) return work();
  const paths = new Set<string>();
  try {
    return await collecting.run(paths, work);
  } finally {
    await pagesChanged(paths);
  }
}
