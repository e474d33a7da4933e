import { Hono } from 'hono';
import { z } from 'zod';
import { permissionTree } from '@shop/core/access/permissions';
import { Role } from '@shop/core/access/role';
import { PermissionNode } from '@shop/core/access/role.schema';
import { RoleContract } from '@shop/core/access/role.contract';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';
import { resourceRouter } from '../resource.js';

export const roleRoutes = new Hono<AppEnv>()
  // Any signed-in admin may read the catalogue; it reveals no data.
  .get('/permission', doc({ summary: 'The permission tree', response: z.array(PermissionNode) }), (c) => c.json(permissionTree(), 200))
  .route(
    '/',
    resourceRouter(RoleContract, {
      list: (query) => Role.list(query),
      options: (query) => Role.options(query),
      get: (id) => Role.get(id),
      add: (input, { actor }) => Role.create(input, actor),
      edit: (id, input, { actor }) => Role.update(id, input, actor),
      remove: (id, { actor }) => Role.remove(id, actor),
      batchRemove: (ids, { actor }) => Role.batchRemove(ids, actor),
    }),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/role', roleRoutes]] as const;
