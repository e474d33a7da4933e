import { queryOptions } from '@tanstack/react-query';
import { publicClient, unwrap, type AnswerOf } from '../../lib/client';

export type StorePage = AnswerOf<typeof publicClient.api.page.$post>;

/** `POST /api/page {language, url}` (spec section 7): an enabled page, else 404 (not retried). */
export const pageQuery = (url: string, language: string) =>
  queryOptions({
    queryKey: ['store', 'page', url, language] as const,
    queryFn: () => unwrap(publicClient.api.page.$post({ json: { url, language } })),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
    // A page not found was answered once (by the loader or the server): not asked again on mount.
    retryOnMount: false,
  });
