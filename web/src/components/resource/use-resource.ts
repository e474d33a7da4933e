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
import type { AnyResource, FormContext, ListPage, Option, RemoteSearch, RemoteWhole, Row } from './types';

type RemoteSource = Pick<RemoteSearch, 'resource' | 'label' | 'permission'>;

/** Options a combobox asks for per term (the server's default; decision 0021). */
export const OPTIONS_LIMIT = 20;

export const resourcePath = (definition: AnyResource, suffix = '') => `/admin/${definition.apiPath}${suffix}`;

/**
 * The item routes' parameter: an id, or a name for resources keyed by name (`itemKey`), which the
 * same routes' URLs carry encoded (`/api/admin/tag/Walk%20in`; the server has `/:name` beside `/:id`).
 */
const itemParam = (definition: AnyResource, key: string) => (definition.itemKey === 'name' ? encodeURIComponent(key) : key);

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
          { param: { id: itemParam(definition, id ?? '') }, query: definition.translated && language ? { language } : {} },
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
        id
          ? unwrap(routes[':id{[0-9]+}'].$put({ param: { id: itemParam(definition, id) }, json: body }))
          : unwrap(routes.index.$post({ json: body }))
      ) as Promise<Row>;
    },
    onSuccess: () => invalidate(),
  });
}

export function useDeleteResource(definition: AnyResource) {
  const invalidate = useInvalidateResource(definition);
  return useMutation({
    mutationFn: (id: string | number) =>
      unwrap(resourceClient(definition.contract)[':id{[0-9]+}'].$delete({ param: { id: itemParam(definition, String(id)) } })),
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

const WHOLE_PAGE = 100;

/** What a whole-list source answers: a page of rows, or all of them (a path such as `menu/flat`). */
const RemotePage = z.object({
  data: z.array(z.looseObject({ id: z.union([z.string(), z.number()]) })).optional(),
  total: z.number().optional(),
});

/** What `GET /api/admin/<resource>/options` answers (decision 0021). */
const OptionsReply = z.object({
  data: z.array(z.looseObject({ id: z.union([z.string(), z.number()]) })),
  more: z.boolean(),
});
export type OptionRows = { data: Row[]; more: boolean };

/**
 * Every row of a small source, for screens that need them all at once (warehouse names beside
 * stock, the attributes of the variant grid): one reply for a `path`; otherwise the first page of
 * 100, then every other page at once (its total says how many). Never cut short: a dropdown over a
 * source that can grow uses `RemoteCombobox` instead. A source the admin may not read is not
 * requested (no rows, no error).
 */
export function useRemoteRows(remote: (Pick<RemoteSource, 'resource' | 'permission'> & { path?: string | undefined }) | undefined) {
  const params: Query = { per_page: WHOLE_PAGE, sort: 'id', order: 'asc' };
  const path = remote?.path ?? remote?.resource ?? '';
  const canRead = useCanRead();
  return useQuery({
    // Rows are cached per source; each caller maps them to its own labels.
    queryKey: adminKeys.resource(remote?.resource ?? '').options(params, path),
    enabled: canRead(remote),
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<Row[]> => {
      if (!remote) return [];
      if (remote.path) return RemotePage.parse(await api.get(`/admin/${path}`, undefined, { signal })).data ?? [];
      const page = (n: number) => api.get(`/admin/${path}`, { ...params, page: n }, { signal }).then((r) => RemotePage.parse(r));
      const first = await page(1);
      const pages = Math.ceil((first.total ?? 0) / WHOLE_PAGE);
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
      return [first, ...rest].flatMap((p) => p.data ?? []);
    },
  });
}

/** The text of one row of a source. */
export const optionLabel = (remote: RemoteSource, row: Row) =>
  typeof remote.label === 'function' ? remote.label(row) : String(row[remote.label] ?? row.id);

/** A whole list's rows as select options, narrowed by the source's own filter. */
export function toOptions(remote: RemoteWhole, rows: Row[], ctx?: FormContext): Option[] {
  return rows
    .filter((row) => remote.filter?.(row, ctx) ?? true)
    .map((row) => ({ value: row[remote.value ?? 'id'] as string | number, label: optionLabel(remote, row) }));
}

/** Every row of a whole-list source (`menu/flat`) as select options. */
export function useRemoteOptions(remote: RemoteWhole | undefined, ctx?: FormContext) {
  const rows = useRemoteRows(remote);
  return { ...rows, data: remote && rows.data ? toOptions(remote, rows.data, ctx) : undefined };
}

/**
 * What a combobox shows for a term: the first `limit` rows the source's search finds (by name
 * without a term), narrowed by its `params` on the server (decision 0021).
 */
export function useOptionSearch(remote: RemoteSearch, term: string, enabled: boolean, limit = OPTIONS_LIMIT) {
  const canRead = useCanRead();
  const query: Query = { ...remote.params, limit, ...(term ? { search: term } : {}) };
  return useQuery({
    queryKey: adminKeys.resource(remote.resource).options(query, 'search'),
    enabled: enabled && canRead(remote),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<OptionRows> =>
      OptionsReply.parse(await api.get(`/admin/${remote.resource}/options`, query, { signal })) as OptionRows,
  });
}

/** The rows of chosen values, read by id (at most 100 per request), so a value is labelled without its list. */
export function useOptionLabels(remote: Pick<RemoteSource, 'resource' | 'permission'> | undefined, ids: readonly (string | number)[]) {
  const canRead = useCanRead();
  const wanted = [...new Set(ids.map(String))].filter((id) => /^\d+$/.test(id)).sort();
  return useQuery({
    queryKey: adminKeys.resource(remote?.resource ?? '').options({ ids: wanted.join(',') }, 'ids'),
    enabled: wanted.length > 0 && canRead(remote),
    staleTime: 60_000,
    // A newly chosen value keeps the others' labels on screen while its own is read.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Row[]> => {
      const chunks: string[][] = [];
      for (let i = 0; i < wanted.length; i += 100) chunks.push(wanted.slice(i, i + 100));
      const replies = await Promise.all(
        chunks.map((chunk) => api.get(`/admin/${remote?.resource ?? ''}/options`, { ids: chunk.join(',') }, { signal })),
      );
      return replies.flatMap((reply) => OptionsReply.parse(reply).data as Row[]);
    },
  });
}
