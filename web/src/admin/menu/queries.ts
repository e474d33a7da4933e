import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';
import type { MenuNodeInfo } from './menu-tree';

/** The menus as a tree in one content language (`GET /api/admin/menu/tree`). */
export function useMenuTree(language: string) {
  return useQuery({
    queryKey: adminKeys.resource('menu').tree(language),
    queryFn: ({ signal }) => api.get<{ data: MenuNodeInfo[] }>('/admin/menu/tree', { language }, { signal }),
  });
}

/** One step of a move: the generic menu update (`POST /api/admin/menu/{id}`, `_method=PUT`). */
export const updateMenu = (id: number, update: Record<string, number | null>) => api.post(`/admin/menu/${id}`, { _method: 'PUT', ...update });

/** The server renumbers neighbours: the tree, lists and forms read the orders it settled on. */
export const menusMoved = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.resource('menu').all });
