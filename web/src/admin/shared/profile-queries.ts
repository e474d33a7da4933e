import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '@shop/core/access/admin.schema';
import { client, unwrap } from '../../lib/client';
import { withoutEmptyPassword } from '../../lib/password-body';
import { adminKeys } from '../../lib/query-keys';

/** `GET /api/admin`: the signed-in admin with their role's permission strings. */
export const adminProfileQuery = () =>
  queryOptions({
    queryKey: adminKeys.profile(),
    queryFn: ({ signal }) => unwrap(client.api.admin.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
  });

/** `PUT /api/admin`; an empty new password keeps the current one. */
export const saveProfile = (body: ProfileInput) => unwrap(client.api.admin.$put({ json: withoutEmptyPassword(body) }));

/** The admin's own record changed: their profile, and their row in the admins list and form. */
export function profileSaved(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.profile() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.resource('account').lists() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.resource('account').item(id) });
}
