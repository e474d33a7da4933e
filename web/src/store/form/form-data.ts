import { queryOptions } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../../lib/api-error';
import { client, publicClient, unwrap, type AnswerOf } from '../../lib/client';
import { currentQueryClient } from '../../lib/query-client';
import { renderScope } from '../../lib/render-scope';
import { pageLanguage } from '../shell/store-context';

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

/** `/form/:url`'s loader: the guest's copy read before rendering; no such form (or a disabled one) goes home (spec §4). */
export async function loadForm({ params }: LoaderFunctionArgs) {
  const language = await pageLanguage().catch(() => undefined);
  if (language === undefined) return null;
  try {
    await currentQueryClient().fetchQuery(formQuery(params.url ?? '', language));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw redirect('/', 302);
    if (renderScope()) throw error;
  }
  return null;
}
