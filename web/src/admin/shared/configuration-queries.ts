import { useQuery, type QueryClient } from '@tanstack/react-query';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { adminKeys, storeKeys } from '../../lib/query-keys';

export type Configuration = AnswerOf<typeof client.api.admin.configuration.$get>;

/** The site-wide settings (`GET /api/admin/configuration`, as stored), when the admin may read them. */
export function useConfiguration(enabled = true) {
  return useQuery({
    queryKey: adminKeys.configuration(),
    queryFn: ({ signal }) => unwrap(client.api.admin.configuration.$get(undefined, { init: { signal } })),
    enabled,
  });
}

/** What `PUT /api/admin/configuration` takes: any of its keys. */
export type ConfigurationBody = Parameters<typeof client.api.admin.configuration.$put>[0]['json'];

/** `PUT /api/admin/configuration`: only the keys sent change; the answer is the whole settings. */
export const saveConfiguration = (body: ConfigurationBody) => unwrap(client.api.admin.configuration.$put({ json: body }));

export const setWarehouseEnabled = (enabled: boolean) => saveConfiguration({ warehouse_enabled: enabled ? 1 : 0 });

/** The answer is the settings as saved: they replace the cached ones, and the storefront's copy is read again. */
export function configurationSaved(queryClient: QueryClient, saved: Configuration) {
  queryClient.setQueryData(adminKeys.configuration(), saved);
  void queryClient.invalidateQueries({ queryKey: storeKeys.config() });
}
