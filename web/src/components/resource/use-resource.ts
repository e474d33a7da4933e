import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';
import type { AnyResource, ListPage, Option, RemoteOptions, Row } from './types';

export const resourcePath = (definition: AnyResource, suffix = '') => `/admin/${definition.apiPath}${suffix}`;

export function useResourceList(definition: AnyResource, params: Query) {
  return useQuery({
    queryKey: adminKeys.resource(definition.apiPath).list(params),
    queryFn: ({ signal }) => api.get<ListPage>(resourcePath(definition), params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useResourceItem(definition: AnyResource, id: string | undefined, language?: string) {
  return useQuery({
    queryKey: adminKeys.resource(definition.apiPath).detail(id ?? '', language),
    queryFn: ({ signal }) =>
      api.get<Row>(resourcePath(definition, `/${id}`), definition.translated ? { language } : undefined, { signal }),
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
    mutationFn: ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
      id ? api.put<Row>(resourcePath(definition, `/${id}`), body) : api.post<Row>(resourcePath(definition), body),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteResource(definition: AnyResource) {
  const invalidate = useInvalidateResource(definition);
  return useMutation({
    mutationFn: (id: string | number) => api.delete<{ status: string }>(resourcePath(definition, `/${id}`)),
    onSuccess: () => invalidate(),
  });
}

export function useBatchUpdate(definition: AnyResource) {
  const invalidate = useInvalidateResource(definition);
  return useMutation({
    mutationFn: ({ ids, data }: { ids: (string | number)[]; data: Record<string, unknown> }) =>
      api.put<{ updated: number }>(resourcePath(definition, '/batch'), { ids, data }),
    onSuccess: () => invalidate(),
  });
}

export function useBatchDelete(definition: AnyResource) {
  const invalidate = useInvalidateResource(definition);
  return useMutation({
    mutationFn: (ids: (string | number)[]) => api.delete<{ deleted: number }>(resourcePath(definition, '/batch'), { ids }),
    onSuccess: () => invalidate(),
  });
}

const OPTION_PAGE = 100;
const OPTION_PAGE_LIMIT = 10;

/** Every row of another resource as select options (pages of 100, at most 1000 rows). */
export function useRemoteOptions(remote: RemoteOptions | undefined) {
  const params: Query = { per_page: OPTION_PAGE, sort: 'id', order: 'asc' };
  return useQuery({
    // Rows are cached per resource; each caller maps them to its own labels in `select`.
    queryKey: adminKeys.resource(remote?.resource ?? '').options(params),
    enabled: Boolean(remote),
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<Row[]> => {
      if (!remote) return [];
      const rows: Row[] = [];
      for (let page = 1; page <= OPTION_PAGE_LIMIT; page += 1) {
        const result = await api.get<ListPage>(`/admin/${remote.resource}`, { ...params, page }, { signal });
        rows.push(...result.data);
        if (rows.length >= result.total || result.data.length === 0) break;
      }
      return rows;
    },
    select: (rows): Option[] =>
      rows.filter((row) => remote?.filter?.(row) ?? true).map((row) => ({
        value: row[remote?.value ?? 'id'] as string | number,
        label: typeof remote?.label === 'function' ? remote.label(row) : String(row[remote?.label ?? 'id'] ?? row.id),
      })),
  });
}
