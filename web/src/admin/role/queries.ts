import { useQuery } from '@tanstack/react-query';
import { PermissionNode } from '@shop/core/access/role.schema';
import { z } from 'zod';
import { client, unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';

/** The permission catalogue as the role editor's tree (`GET /api/admin/role/permission`); it never changes while the app runs. */
export function usePermissionTree() {
  return useQuery({
    queryKey: adminKeys.permissionTree(),
    // The wire type of a recursive answer is plain JSON, so the tree is read through its core schema.
    queryFn: async ({ signal }) =>
      z.array(PermissionNode).parse(await unwrap(client.api.admin.role.permission.$get(undefined, { init: { signal } }))),
    staleTime: Infinity,
  });
}
