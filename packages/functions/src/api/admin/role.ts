import { Hono } from 'hono';
import { permissionTree } from '@shop/core/access/permissions';
import { Role } from '@shop/core/access/role';
import { RoleInfo, RoleInput } from '@shop/core/access/role.schema';
import type { AppEnv } from '../context.js';
import { describe } from '../openapi.js';
import { resourceRouter } from '../resource.js';

describe({ method: 'get', path: '/api/admin/role/permission', summary: 'The permission tree', tag: 'Role', auth: 'admin' });

export const roleRoutes = new Hono<AppEnv>()
  // Any signed-in admin may read the catalogue; it reveals no data.
  .get('/permission', (c) => c.json(permissionTree()))
  .route(
    '/',
    resourceRouter({
      path: 'role',
      tag: 'Role',
      singular: 'role',
      plural: 'roles',
      create: RoleInput,
      update: RoleInput,
      info: RoleInfo,
      list: (query) => Role.list(query),
      get: (id) => Role.get(id),
      add: (input, { actor }) => Role.create(input, actor),
      edit: (id, input, { actor }) => Role.update(id, input, actor),
      remove: (id, { actor }) => Role.remove(id, actor),
      batchRemove: (ids, { actor }) => Role.batchRemove(ids, actor),
    }),
  );
