import { useQuery, type QueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';
import { MenuNode } from '@shop/core/content/menu.schema';
import { z } from 'zod';

const MenuTree = z.object({ data: z.array(MenuNode) });

/** The menus as a tree in one content language (`GET /api/admin/menu/tree`). */
export function useMenuTree(language: string) {
  return useQuery({
    queryKey: adminKeys.resource('menu').tree(language),
    // The wire type of a recursive answer is plain JSON, so the tree is read through its core schema.
    queryFn: async ({ signal }) =>
      MenuTree.parse(await unwrap(client.api.admin.menu.tree.$get({ query: { language } }, { init: { signal } }))),
  });
}

/** One step of a move: the generic menu update (`POST /api/admin/menu/{id}`, `_method=PUT`). */
export const updateMenu = (id: number, update: { parent_id?: number | null; order?: number }) =>
  unwrap(client.api.admin.menu[':id{[0-9]+}'].$put({ param: { id: String(id) }, json: update }));

/** The server renumbers neighbours: the tree, lists and forms read the orders it settled on. */
export const menusMoved = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.resource('menu').all });
