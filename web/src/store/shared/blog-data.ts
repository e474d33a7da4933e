import { queryOptions } from '@tanstack/react-query';
import { client, unwrap, type AnswerOf } from '../../lib/client';

export type StoreArticle = AnswerOf<typeof client.api.article.$post>;
export type StoreBlogCategoryPage = AnswerOf<typeof client.api.blog.category.$post>;
export type StoreArticleCard = StoreBlogCategoryPage['data'][number];

/** Articles per page of a blog category (one of the API's page sizes, spec section 9). */
export const BLOG_PAGE_SIZE = 10;

const notFoundIsFinal = (count: number, error: unknown) => {
  const status = (error as { status?: number }).status;
  return status !== 404 && status !== 422 && count < 2;
};

/** `POST /api/article {language, url}` (decision 0034), with the shopper's token: related products' prices follow it. */
export const articleQuery = (url: string, language: string) =>
  queryOptions({
    queryKey: ['store', 'article', url, language] as const,
    queryFn: () => unwrap(client.api.article.$post({ json: { url, language } })),
    retry: notFoundIsFinal,
    retryOnMount: false,
  });

/** `POST /api/blog/category {language, url, page, per_page}`: the previous page stays on screen while the next loads. */
export const blogCategoryQuery = (url: string, language: string, page: number) =>
  queryOptions({
    queryKey: ['store', 'blog-category', url, language, page] as const,
    queryFn: () => unwrap(client.api.blog.category.$post({ json: { url, language, page, per_page: BLOG_PAGE_SIZE } })),
    placeholderData: (previous, query) => (query?.queryKey[2] === url && query.queryKey[3] === language ? previous : undefined),
    retry: notFoundIsFinal,
    retryOnMount: false,
  });

/** The page number in the query string (`?page=2`); anything else is the first page. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
