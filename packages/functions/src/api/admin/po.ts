import type { Context } from 'hono';
import { PurchaseOrder } from '@shop/core/purchasing/po';
import { PoInfo, PoReceiveInput } from '@shop/core/purchasing/po.schema';
import { PoContract } from '@shop/core/purchasing/po.contract';
import type { AppEnv } from '../context.js';
import { languageOf, pathId } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { resourceRouter } from '../resource.js';
import { body, rawBody } from '../validate.js';

/**
 * Purchase orders: the generic list/get/create/edit/delete routes plus the state transitions.
 * Ordering, cancelling, closing short and receiving change the order, so they need `update po` (decision 0005).
 */
const actor = (c: Context<AppEnv>) => ({ admin_id: c.get('admin').id });

export const poRoutes = resourceRouter(PoContract, {
  list: (query, filters) => PurchaseOrder.list(query, filters),
  get: (id, ctx) => PurchaseOrder.get(id, ctx.language),
  add: (input, ctx) => PurchaseOrder.create(input, { admin_id: ctx.actor.id }, ctx.language),
  edit: (id, input, ctx) => PurchaseOrder.update(id, input, ctx.language),
  remove: (id) => PurchaseOrder.remove(id),
  batchRemove: (ids) => PurchaseOrder.batchRemove(ids),
})
  .post(
    '/:id{[0-9]+}/order',
    doc({ summary: 'Send a draft purchase order (draft → ordered)', response: PoInfo }),
    can('update po'),
    async (c) => c.json(await PurchaseOrder.order(pathId(c), actor(c), await languageOf(c)), 200),
  )
  .post(
    '/:id{[0-9]+}/cancel',
    doc({ summary: 'Cancel a draft or ordered purchase order (nothing received yet)', response: PoInfo }),
    can('update po'),
    async (c) => c.json(await PurchaseOrder.cancel(pathId(c), actor(c), await languageOf(c)), 200),
  )
  .post(
    '/:id{[0-9]+}/close',
    doc({ summary: 'Close a partly received purchase order short (partially_received → closed)', response: PoInfo }),
    can('update po'),
    async (c) => c.json(await PurchaseOrder.close(pathId(c), actor(c), await languageOf(c)), 200),
  )
  .post(
    '/:id{[0-9]+}/receive',
    doc({ summary: 'Book a delivery (all or part of some lines) into the destination warehouse', response: PoInfo }),
    can('update po'),
    body(PoReceiveInput),
    async (c) => c.json(await PurchaseOrder.receive(pathId(c), c.req.valid('json'), actor(c), await languageOf(c, rawBody(c))), 200),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/po', poRoutes]] as const;
