import { Hono } from 'hono';
import { z } from 'zod';
import { Admin } from '@shop/core/access/admin';
import { AdminCreateInput, AdminInfo, AdminUpdateInput, TransferInput } from '@shop/core/access/admin.schema';
import { Customer } from '@shop/core/customer/customer';
import { booleanish, idNumber } from '@shop/core/shared/validation';
import type { AppEnv } from '../context.js';
import { parse, pathId, readBody } from '../http.js';
import { can } from '../middleware/auth.js';
import { describe } from '../openapi.js';
import { resourceRouter } from '../resource.js';

describe({ method: 'put', path: '/api/admin/account/{id}/transfer/sales', summary: "Move an admin's sales team to another admin", tag: 'Account', permission: 'update admin', auth: 'admin', body: TransferInput });
describe({ method: 'put', path: '/api/admin/account/{id}/transfer/customer', summary: "Move an admin's customers to another admin", tag: 'Account', permission: 'update admin', auth: 'admin', body: TransferInput });

export const accountRoutes = new Hono<AppEnv>()
  .put('/:id{[0-9]+}/transfer/sales', can('update admin'), async (c) => {
    const { to_admin_id } = parse(TransferInput, await readBody(c));
    return c.json({ transferred: await Admin.transferSales(pathId(c), to_admin_id, c.get('admin')) });
  })
  .put('/:id{[0-9]+}/transfer/customer', can('update admin'), async (c) => {
    const { to_admin_id } = parse(TransferInput, await readBody(c));
    return c.json({ transferred: await Customer.transferFromAdmin(pathId(c), to_admin_id, c.get('admin')) });
  })
  .route(
    '/',
    resourceRouter({
      path: 'account',
      tag: 'Account',
      singular: 'admin',
      plural: 'admins',
      create: AdminCreateInput,
      update: AdminUpdateInput,
      info: AdminInfo,
      filters: z.object({ enabled: booleanish().optional(), role_id: idNumber().optional() }),
      list: (query, filters) => Admin.list(query, filters),
      get: (id) => Admin.get(id),
      add: (input, { actor }) => Admin.create(input, actor),
      edit: (id, input, { actor }) => Admin.update(id, input, actor),
      remove: (id, { actor }) => Admin.remove(id, actor),
      batchUpdate: (ids, data, { actor }) => Admin.batchUpdate(ids, data, actor),
      batchRemove: (ids, { actor }) => Admin.batchRemove(ids, actor),
    }),
  );
