import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';

const keys = adminKeys.announcements;

/** A page of the announcements addressed to the signed-in admin (the dashboard). */
export function useAnnouncementInbox(page: number, perPage: number) {
  return useQuery({
    queryKey: keys.inbox(page, perPage),
    queryFn: ({ signal }) =>
      unwrap(client.api.admin.announcement.inbox.$get({ query: { page: String(page), per_page: String(perPage) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

/** The shell's badge: unread announcements (a small read, kept a minute). */
export function useAnnouncementUnread() {
  return useQuery({
    queryKey: keys.unread(),
    queryFn: ({ signal }) => unwrap(client.api.admin.announcement.unread.$get({}, { init: { signal } })),
    staleTime: 60_000,
  });
}

/** One announcement as its reader sees it (`/admin/announcement/view/{id}`). */
export function useAnnouncementView(id: string) {
  return useQuery({
    queryKey: keys.view(id),
    queryFn: ({ signal }) => unwrap(client.api.admin.announcement.view[':id{[0-9]+}'].$get({ param: { id } }, { init: { signal } })),
    retry: false,
  });
}

/** Marks it read (idempotent on the server); the dashboard and the badge follow. */
export function useMarkAnnouncementRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.api.admin.announcement.view[':id{[0-9]+}'].read.$put({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.mine() }),
  });
}
