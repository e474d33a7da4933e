import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryStatus } from '@shop/core/form/form.schema';
import { request } from '../../lib/api';
import { client, unwrap } from '../../lib/client';

/** Under the form resource's prefix, so a write to forms refreshes these too. */
const keys = {
  all: ['admin', 'form', 'submit_histories'] as const,
  list: (id: string, page: number, perPage: number) => ['admin', 'form', 'submit_histories', id, page, perPage] as const,
  one: (id: string, hid: string) => ['admin', 'form', 'submit_histories', id, 'one', hid] as const,
};

/** A page of a form's submissions, newest first (`formbuilder/histories/{id}`). */
export function useHistories(id: string, page: number, perPage: number) {
  return useQuery({
    queryKey: keys.list(id, page, perPage),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.admin.form[':id'].submit_histories.$get(
          { param: { id }, query: { page: String(page), per_page: String(perPage), sort: 'id', order: 'desc' } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One submission (`formbuilder/{form_id}/history/{history_id}`). */
export function useHistory(id: string, hid: string) {
  return useQuery({
    queryKey: keys.one(id, hid),
    queryFn: ({ signal }) =>
      unwrap(client.api.admin.form[':id'].submit_histories[':hid'].$get({ param: { id, hid } }, { init: { signal } })),
    retry: false,
  });
}

export function useSetHistoryStatus(hid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: HistoryStatus) =>
      unwrap(client.api.admin.form.submit_histories[':hid'].$put({ param: { hid }, json: { status } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUploadHistoryFile(hid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('admin_file', file);
      return request(`/admin/form/submit_histories/${encodeURIComponent(hid)}/upload`, { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Opens a submission's private file through its five-minute link. */
export async function openHistoryFile(hid: string, key: string): Promise<void> {
  const link = await unwrap(client.api.admin.form.submit_histories[':hid'].file.$get({ param: { hid }, query: { key } }));
  window.open(link.url, '_blank', 'noopener');
}
