import { Hono } from 'hono';
import { z } from 'zod';
import { Order } from '@shop/core/order/order';
import { OrderContract } from '@shop/core/order/order.contract';
import {
  OrderBatchData,
  OrderBatchResult,
  OrderComment,
  OrderCommentInput,
  OrderInfo,
  OrderStatusInput,
} from '@shop/core/order/order.schema';
import { pageOf } from '@shop/core/shared/contract';
import { ListQuerySchema } from '@shop/core/shared/paging';
import type { AppEnv } from '../context.js';
import { pathId } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { BatchIds } from '../resource.js';
import { body, query } from '../validate.js';

const p = OrderContract.permissions;
const ListQuery = ListQuerySchema.extend(OrderContract.filters.shape);
const actor = (id: number) => ({ by: 'admin' as const, admin_id: id });

/**
 * The back office's orders (decision 0028): the list, one order, and the moves staff make — a status
 * where the state machine allows it (each recorded with who and when), comments, and a batch move.
 * Orders are never edited or deleted; every route is guarded by the order permissions.
 */
export const orderRoutes = new Hono<AppEnv>()
  .get('/', doc({ summary: 'List orders', response: pageOf(OrderContract.row) }), can(p.list), query(ListQuery), async (c) => {
    const { page, per_page, search, sort, order, language: _language, ...filters } = c.req.valid('query');
    return c.json(await Order.list({ page, per_page, search, sort, order }, filters), 200);
  })
  .put(
    '/batch',
    doc({ summary: 'Move several orders to a status (each where its state allows)', response: OrderBatchResult }),
    can(p.update),
    body(BatchIds.extend({ data: OrderBatchData.strict() })),
    async (c) => {
      const { ids, data } = c.req.valid('json');
      return c.json(await Order.batchStatus(ids, data.status, actor(c.get('admin').id)), 200);
    },
  )
  .get('/:id{[0-9]+}', doc({ summary: 'One order', response: OrderInfo }), can(p.get), async (c) => c.json(await Order.get(pathId(c)), 200))
  .put(
    '/:id{[0-9]+}/status',
    doc({ summary: 'Move an order to a status the state machine allows (409 otherwise)', response: OrderInfo }),
    can(p.update),
    body(OrderStatusInput),
    async (c) => {
      const { status, note, restock } = c.req.valid('json');
      return c.json(await Order.transition(pathId(c), status, actor(c.get('admin').id), { note, restock }), 200);
    },
  )
  .post(
    '/:id{[0-9]+}/comment',
    doc({ summary: 'Comment on an order (the shopper sees it); answers its comments', response: z.array(OrderComment) }),
    can(p.update),
    body(OrderCommentInput),
    async (c) => c.json(await Order.comment(pathId(c), c.req.valid('json').comment, { adminId: c.get('admin').id }), 200),
  );
