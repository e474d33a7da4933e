import { queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { readRecord } from '../shell/record-loader';
import { pageLanguage } from '../shell/store-context';

export type StoreService = AnswerOf<(typeof client.api.service)[':url']['$get']>;
export type MyApplication = AnswerOf<typeof client.api.application.$get>['data'][number];

const notFoundIsFinal = (count: number, error: unknown) => (error as { status?: number }).status !== 404 && count < 2;

/** `GET /api/service/{url}`: one service and the form its application fills. */
export const serviceQuery = (url: string, language: string) =>
  queryOptions({
    queryKey: ['store', 'service', url, language] as const,
    queryFn: () => unwrap(client.api.service[':url'].$get({ param: { url }, query: { language } })),
    retry: notFoundIsFinal,
    retryOnMount: false,
  });

/** `GET /api/service`: the visible services, a page of 50. */
export const servicesQuery = (language: string) =>
  queryOptions({
    queryKey: ['store', 'services', language] as const,
    queryFn: () => unwrap(client.api.service.$get({ query: { language, per_page: '50' } })),
  });

/** `/service/:url`: the service, read before the page is drawn; unknown or hidden → 404. */
export async function loadService({ params }: LoaderFunctionArgs) {
  const language = await pageLanguage().catch(() => undefined);
  if (language === undefined) return null;
  return readRecord(serviceQuery(params.url ?? '', language), (moved) => `/service/${encodeURIComponent(moved)}`);
}

/** `/service`: the list, read before the page is drawn. */
export async function loadServices() {
  const language = await pageLanguage().catch(() => undefined);
  if (language === undefined) return null;
  return readRecord(servicesQuery(language), () => '/service');
}
