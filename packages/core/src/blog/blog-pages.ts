import { PagePaths } from '../events/storefront.js';
import type { ArticleRecord } from './article.entity.js';
import type { BlogCategoryRecord } from './blog-category.entity.js';
import { blogCategoryStore } from './blog.store.js';

type ShownArticle = Pick<ArticleRecord, 'url' | 'visibled' | 'categories'>;
type ShownCategory = Pick<BlogCategoryRecord, 'url' | 'visibled'>;

/**
 * The storefront pages showing these articles, as they were and as they are (decision 0043): each
 * one's page (old and new url), the pages of its categories before and after (one BatchGet for their
 * urls), and the homepage (its latest-articles widget). An article hidden before and after is on no page.
 */
export async function articlePaths(changes: readonly (readonly [ShownArticle | undefined, ShownArticle | undefined])[]): Promise<string[]> {
  const records = changes
    .filter(([before, after]) => before?.visibled || after?.visibled)
    .flatMap(([before, after]) => [before, after].filter((r): r is ShownArticle => r !== undefined));
  if (!records.length) return [];
  const categories = await blogCategoryStore.getMany([...new Set(records.flatMap((r) => r.categories))]);
  return [PagePaths.home, ...records.map((r) => PagePaths.article(r.url)), ...categories.map((c) => PagePaths.blogCategory(c.url))];
}

/**
 * The pages showing these blog categories, as they were and as they are: each one's page (old and new
 * url) and every article (an article links its categories). A category hidden before and after is on no page.
 */
export function blogCategoryPaths(changes: readonly (readonly [ShownCategory | undefined, ShownCategory | undefined])[]): string[] {
  const records = changes
    .filter(([before, after]) => before?.visibled || after?.visibled)
    .flatMap(([before, after]) => [before, after].filter((r): r is ShownCategory => r !== undefined));
  return records.length ? [PagePaths.articles, ...records.map((r) => PagePaths.blogCategory(r.url))] : [];
}
