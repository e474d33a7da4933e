import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { readRecord } from '../shell/record-loader';
import { pageLanguage } from '../shell/store-context';

const notFoundIsFinal = (count: number, error: unknown) => (error as { status?: number }).status !== 404 && count < 2;

export type StoreFunnel = AnswerOf<(typeof client.api.funnel)[':url']['$get']>;

/** `GET /api/funnel/{url}?language`: the funnel and its steps in the visitor's language. */
export const funnelQuery = (url: string, language: string) =>
  queryOptions({
    queryKey: ['store', 'funnel', url, language] as const,
    queryFn: () => unwrap(client.api.funnel[':url'].$get({ param: { url }, query: { language } })),
    retry: notFoundIsFinal,
    retryOnMount: false,
  });

/** `/funnel/:url`: the funnel, read before the page is drawn (on the server too); unknown or disabled → 404. */
export async function loadFunnel({ params }: LoaderFunctionArgs) {
  const language = await pageLanguage().catch(() => undefined);
  if (language === undefined) return null;
  return readRecord(funnelQuery(params.url ?? '', language), (moved) => `/funnel/${encodeURIComponent(moved)}`);
}
