import { useQuery, type QueryClient } from '@tanstack/react-query';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';

export type Configuration = AnswerOf<typeof client.api.admin.configuration.$get>;

/** The site-wide settings (`GET /api/admin/configuration`), when the admin may read them. */
export function useConfiguration(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.configuration(),
    queryFn: ({ signal }) => unwrap(client.api.admin.configuration.$get(undefined, { init: { signal } })),
    enabled,
  });
}

export const setWarehouseEnabled = (enabled: boolean) =>
  unwrap(client.api.admin.configuration.$put({ json: { warehouse_enabled: enabled ? 1 : 0 } }));

/** The answer is the settings as saved: they replace the cached ones. */
export const configurationSaved = (queryClient: QueryClient, saved: Configuration) =>
  queryClient.setQueryData(adminKeys.configuration(), saved);
