import { Hono } from 'hono';
import { z } from 'zod';
import { Admin } from '@shop/core/access/admin';
import { TransferInput } from '@shop/core/access/admin.schema';
import { AccountContract } from '@shop/core/access/admin.contract';
import { TwoFactor } from '@shop/core/access/two-factor';
import { TwoFactorStatus } from '@shop/core/access/two-factor.schema';
import { Customer } from '@shop/core/customer/customer';
import type { AppEnv } from '../context.js';
import { pathId } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { resourceRouter } from '../resource.js';
import { body } from '../validate.js';

const Transferred = z.object({ transferred: z.number() });

export const accountRoutes = new Hono<AppEnv>()
  .put(
    '/:id{[0-9]+}/transfer/sales',
    doc({ summary: "Move an admin's sales team to another admin", response: Transferred }),
    can('update admin'),
    body(TransferInput),
    async (c) => c.json({ transferred: await Admin.transferSales(pathId(c), c.req.valid('json').to_admin_id, c.get('admin')) }, 200),
  )
  .put(
    '/:id{[0-9]+}/transfer/customer',
    doc({ summary: "Move an admin's customers to another admin", response: Transferred }),
    can('update admin'),
    body(TransferInput),
    async (c) => c.json({ transferred: await Customer.transferFromAdmin(pathId(c), c.req.valid('json').to_admin_id, c.get('admin')) }, 200),
  )
  .post(
    '/:id{[0-9]+}/two-factor/reset',
    doc({ summary: "Take away an admin's second factor (lost phone and codes): the super admin only", response: TwoFactorStatus }),
    can('update admin'),
    async (c) => c.json(await TwoFactor.reset(c.get('admin'), pathId(c)), 200),
  )
  .route(
    '/',
    resourceRouter(AccountContract, {
      list: (query, filters) => Admin.list(query, filters),
      options: (query, filters) => Admin.options(query, filters),
      get: (id) => Admin.get(id),
      add: (input, { actor }) => Admin.create(input, actor),
      edit: (id, input, { actor }) => Admin.update(id, input, actor),
      remove: (id, { actor }) => Admin.remove(id, actor),
      batchUpdate: (ids, data, { actor }) => Admin.batchUpdate(ids, data, actor),
      batchRemove: (ids, { actor }) => Admin.batchRemove(ids, actor),
    }),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/account', accountRoutes]] as const;
