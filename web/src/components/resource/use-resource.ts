import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hc } from 'hono/client';
import type { ResourceRoutes } from '@shop/functions/api/resource';
import type { AnyContract } from '@shop/core/shared/contract';
import { api, sessionFetch, type Query } from '../../lib/api';
import { API_BASE } from '../../lib/api-base';
import { unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';
import { z } from 'zod';
import { useCanRead } from './permissions';
import type { AnyResource, FormContext, ListPage, Option, RemoteOptions, Row } from './types';

export const resourcePath = (definition: AnyResource, suffix = '') => `/admin/${definition.apiPath}${suffix}`;

/** The resource's routes through the typed client (`resourceRouter`'s own type). */
export const resourceClient = (contract: AnyContract) =>
  hc<ResourceRoutes<AnyContract>>(`${API_BASE}/api/admin/${contract.path}`, { fetch: sessionFetch('admin') });

/** Query-string values the API reads: empty ones are left out. */
const queryOf = (params: Query) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)]])),
  );

export function useResourceList(definition: AnyResource, params: Query) {
  return useQuery({
    queryKey: adminKeys.resource(definition.apiPath).list(params),
    queryFn: ({ signal }): Promise<ListPage> =>
      unwrap(resourceClient(definition.contract).index.$get({ query: queryOf(params) }, { init: { signal } })) as Promise<ListPage>,
    placeholderData: keepPreviousData,
  });
}

export function useResourceItem(definition: AnyResource, id: string | undefined, language?: string) {
  return useQuery({
    queryKey: adminKeys.resource(definition.apiPath).detail(id ?? '', language),
    queryFn: ({ signal }): Promise<Row> =>
      unwrap(
        resourceClient(definition.contract)[':id{[0-9]+}'].$get(
          { param: { id: id ?? '' }, query: definition.translated && language ? { language } : {} },
          { init: { signal } },
        ),
      ) as Promise<Row>,
    enabled: Boolean(id),
    // A half-edited form must not be overwritten by a background refetch.
    staleTime: Infinity,
  });
}

/** Lists and details of this resource are stale after any write. */
export function useInvalidateResource(definition: AnyResource) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.resource(definition.apiPath).all });
}

export function useSaveResource(definition: AnyResource) {
  const invalidate = useInvalidateResource(definition);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Record<string, unknown> }): Promise<Row> => {
      const routes = resourceClient(definition.contract);
      return (
        id ? unwrap(routes[':id{[0-9]+}'].$put({ param: { id }, json: body })) : unwrap(routes.index.$post({ json: body }))
      ) as Promise<Row>;
    },
    onSuccess: () => invalidate(),
  });
}

export function useDeleteResource(definition: AnyResource) {
  const invalidate = useInvalidateResource(definition);
  return useMutation({
    mutationFn: (id: string | number) => unwrap(resourceClient(definition.contract)[':id{[0-9]+}'].$delete({ param: { id: String(id) } })),
    onSuccess: () => invalidate(),
  });
}

export function useBatchUpdate(definition: AnyResource) {
  const invalidate = useInvalidateResource(definition);
  return useMutation({
    mutationFn: ({ ids, data }: { ids: (string | number)[]; data: Record<string, unknown> }) =>
      unwrap(resourceClient(definition.contract).batch.$put({ json: { ids, data } })),
    onSuccess: () => invalidate(),
  });
}

export function useBatchDelete(definition: AnyResource) {
  const invalidate = useInvalidateResource(definition);
  return useMutation({
    mutationFn: (ids: (string | number)[]) => unwrap(resourceClient(definition.contract).batch.$delete({ json: { ids } })),
    onSuccess: () => invalidate(),
  });
}

const OPTION_PAGE = 100;
const OPTION_PAGE_LIMIT = 10;

/** What an option source answers: a page of rows, or all of them (a path such as `role/permission`). */
const RemotePage = z.object({
  data: z.array(z.looseObject({ id: z.union([z.string(), z.number()]) })).optional(),
  total: z.number().optional(),
});

/**
 * Every row of a remote option source: pages of 100 (at most 1000 rows), or one unpaged reply. A
 * source the admin may not read is not requested (no rows, no error).
 */
export function useRemoteRows(remote: Pick<RemoteOptions, 'resource' | 'path' | 'permission'> | undefined) {
  const params: Query = { per_page: OPTION_PAGE, sort: 'id', order: 'asc' };
  const path = remote?.path ?? remote?.resource ?? '';
  const canRead = useCanRead();
  return useQuery({
    // Rows are cached per source; each caller maps them to its own labels.
    queryKey: adminKeys.resource(remote?.resource ?? '').options(params, path),
    enabled: canRead(remote),
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<Row[]> => {
      if (!remote) return [];
      const rows: Row[] = [];
      for (let page = 1; page <= OPTION_PAGE_LIMIT; page += 1) {
        const result = RemotePage.parse(await api.get(`/admin/${path}`, remote.path ? undefined : { ...params, page }, { signal }));
        rows.push(...(result.data ?? []));
        if (typeof result.total !== 'number' || rows.length >= result.total || !result.data?.length) break;
      }
      return rows;
    },
  });
}

export function toOptions(remote: RemoteOptions, rows: Row[], ctx?: FormContext): Option[] {
  return rows
    .filter((row) => remote.filter?.(row, ctx) ?? true)
    .map((row) => ({
      value: row[remote.value ?? 'id'] as string | number,
      label: typeof remote.label === 'function' ? remote.label(row) : String(row[remote.label] ?? row.id),
    }));
}

/** Every row of another resource as select options. */
export function useRemoteOptions(remote: RemoteOptions | undefined, ctx?: FormContext) {
  const rows = useRemoteRows(remote);
  return { ...rows, data: remote && rows.data ? toOptions(remote, rows.data, ctx) : undefined };
}
