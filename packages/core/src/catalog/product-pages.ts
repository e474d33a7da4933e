import { PagePaths, pagesChanged } from '../events/storefront.js';
import { Categories } from './categories.js';
import { PRODUCT_FLAGS } from './product-flags.js';
import type { ProductRecord } from './product.entity.js';

type Shown = Pick<ProductRecord, 'id' | 'url' | 'categories' | 'visibled'> & Partial<Pick<ProductRecord, (typeof PRODUCT_FLAGS)[number]>>;

/** A product as it was and as it is now (either may be absent: created, deleted). */
export type ProductChange = readonly [before: Shown | undefined, after: Shown | undefined];

/**
 * The storefront pages showing these products, as they were and as they are (decision 0043): each
 * one's page (old and new url), the pages of the categories it is filed under (before and after), the
 * search results and the articles (their related products' cards), and the homepage while it is or
 * was flagged new, hot or featured (its widgets) — when `home` says so. A product hidden before and
 * after is on no page. A category whose url the catalogue does not know yet stands for all of them.
 */
export async function productPaths(
  changes: readonly ProductChange[],
  home: (id: number) => boolean = () => true,
): Promise<(string | undefined)[]> {
  const shown = changes.filter(([before, after]) => before?.visibled || after?.visibled);
  const records = shown.flatMap(([before, after]) => [before, after].filter((r): r is Shown => r !== undefined));
  if (!records.length) return [];
  const urls = await Categories.urls(records.flatMap((r) => r.categories));
  return [
    PagePaths.searches,
    PagePaths.articles,
    ...records.flatMap((r) => [
      PagePaths.product(r.url),
      ...r.categories.map((id) => {
        const url = urls.get(id);
        return url === undefined ? PagePaths.categories : PagePaths.category(url);
      }),
      r.visibled && home(r.id) && PRODUCT_FLAGS.some((flag) => r[flag]) ? PagePaths.home : undefined,
    ]),
  ];
}

/** After product writes committed: publishes the pages they changed (never fails the write). */
export const productPagesChanged = (changes: readonly ProductChange[], home?: (id: number) => boolean) =>
  pagesChanged(() => productPaths(changes, home));
