import type { Context } from 'hono';
import { PurchaseOrder } from '@shop/core/purchasing/po';
import { PoInfo, PoInput, PoListFilters, PoReceiveInput } from '@shop/core/purchasing/po.schema';
import type { AppEnv } from '../context.js';
import { languageOf, parse, pathId, readBody } from '../http.js';
import { can } from '../middleware/auth.js';
import { describe } from '../openapi.js';
import { resourceRouter } from '../resource.js';

/**
 * Purchase orders: the generic list/get/create/edit/delete routes plus the state transitions.
 * Ordering, cancelling, closing short and receiving change the order, so they need `update po` (decision 0005).
 */
const actor = (c: Context<AppEnv>) => ({ admin_id: c.get('admin').id });

const base = '/api/admin/po';
describe({ method: 'post', path: `${base}/{id}/order`, summary: 'Send a draft purchase order (draft → ordered)', tag: 'Purchase order', permission: 'update po', auth: 'admin', response: PoInfo });
describe({ method: 'post', path: `${base}/{id}/cancel`, summary: 'Cancel a draft or ordered purchase order (nothing received yet)', tag: 'Purchase order', permission: 'update po', auth: 'admin', response: PoInfo });
describe({ method: 'post', path: `${base}/{id}/close`, summary: 'Close a partly received purchase order short (partially_received → closed)', tag: 'Purchase order', permission: 'update po', auth: 'admin', response: PoInfo });
describe({ method: 'post', path: `${base}/{id}/receive`, summary: 'Book a delivery (all or part of some lines) into the destination warehouse', tag: 'Purchase order', permission: 'update po', auth: 'admin', body: PoReceiveInput, response: PoInfo });

export const poRoutes = resourceRouter({
  path: 'po',
  tag: 'Purchase order',
  singular: 'po',
  plural: 'pos',
  create: PoInput,
  update: PoInput,
  info: PoInfo,
  filters: PoListFilters,
  list: (query, filters) => PurchaseOrder.list(query, filters as PoListFilters),
  get: (id, ctx) => PurchaseOrder.get(id, ctx.language),
  add: (input, ctx) => PurchaseOrder.create(input, { admin_id: ctx.actor.id }, ctx.language),
  edit: (id, input, ctx) => PurchaseOrder.update(id, input, ctx.language),
  remove: (id) => PurchaseOrder.remove(id),
  batchRemove: (ids) => PurchaseOrder.batchRemove(ids),
})
  .post('/:id{[0-9]+}/order', can('update po'), async (c) =>
    c.json(await PurchaseOrder.order(pathId(c), actor(c), await languageOf(c))),
  )
  .post('/:id{[0-9]+}/cancel', can('update po'), async (c) =>
    c.json(await PurchaseOrder.cancel(pathId(c), actor(c), await languageOf(c))),
  )
  .post('/:id{[0-9]+}/close', can('update po'), async (c) =>
    c.json(await PurchaseOrder.close(pathId(c), actor(c), await languageOf(c))),
  )
  .post('/:id{[0-9]+}/receive', can('update po'), async (c) => {
    const body = await readBody(c);
    const input = parse(PoReceiveInput, body);
    return c.json(await PurchaseOrder.receive(pathId(c), input, actor(c), await languageOf(c, body)));
  });
