import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';

export interface Configuration {
  warehouse_enabled: number;
  warehouse_id: number | null;
}

/** The site-wide settings (`GET /api/admin/configuration`), when the admin may read them. */
export function useConfiguration(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.configuration(), queryFn: () => api.get<Configuration>('/admin/configuration'), enabled });
}

export const setWarehouseEnabled = (enabled: boolean) => api.put<Configuration>('/admin/configuration', { warehouse_enabled: enabled ? 1 : 0 });

/** The answer is the settings as saved: they replace the cached ones. */
export const configurationSaved = (queryClient: QueryClient, saved: Configuration) => queryClient.setQueryData(adminKeys.configuration(), saved);
