import { queryOptions } from '@tanstack/react-query';
import { client, publicClient, unwrap, type AnswerOf } from '../../lib/client';

export type StoreFormAnswer = AnswerOf<(typeof publicClient.api.form)[':url']['$get']>;

/**
 * `GET /api/form/{url}?language`: the form's config and fields. The guest's copy is what the server
 * renders (the edge caches it for everyone); a signed-in shopper's own copy (`mine`) adds the fields of
 * a login-only form and whether they already sent a limit_submit one.
 */
export const formQuery = (url: string, language: string, mine = false) =>
  queryOptions({
    queryKey: ['store', 'form', url, language, mine ? 'mine' : 'guest'] as const,
    queryFn: () => unwrap((mine ? client : publicClient).api.form[':url'].$get({ param: { url }, query: { language } })),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
    retryOnMount: false,
  });
