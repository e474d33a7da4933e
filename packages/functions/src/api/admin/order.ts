import { Hono } from 'hono';
import { z } from 'zod';
import { Admin } from '@shop/core/access/admin';
import { Order } from '@shop/core/order/order';
import { OrderContract } from '@shop/core/order/order.contract';
import {
  AdminOrderInput,
  OrderBatchData,
  OrderBatchResult,
  OrderComment,
  OrderCommentInput,
  OrderCustomer,
  OrderCustomerOption,
  OrderInfo,
  OrderQuote,
  OrderQuoteInput,
  OrderRefundInput,
  OrderStatusInput,
  OrderVariantOption,
} from '@shop/core/order/order.schema';
import { ORDER_MESSAGES } from '@shop/core/order/order.schema';
import { Settings } from '@shop/core/settings/settings';
import { DocumentShop, documentShop } from '@shop/core/settings/settings.schema';
import { ForbiddenError } from '@shop/core/shared/errors';
import { optionsOf, pageOf } from '@shop/core/shared/contract';
import { ListQuerySchema, OptionsQuerySchema } from '@shop/core/shared/paging';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { languageOf, pathId } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { BatchIds } from '../resource.js';
import { body, query } from '../validate.js';

const p = OrderContract.permissions;
const ListQuery = ListQuerySchema.extend(OrderContract.filters.shape);
const actor = (id: number) => ({ by: 'admin' as const, admin_id: id });
/** Putting refunded units back in stock is an inventory move: it needs that permission too (decision 0049). */
const RESTOCK_PERMISSION = 'update inventory';
const mayRestock = (c: Context<AppEnv>) => {
  if (!c.get('admin').permissions.includes(RESTOCK_PERMISSION)) throw new ForbiddenError(ORDER_MESSAGES.restockForbidden);
};

/** The shop a member of staff enters an order in: its settings, the language names are kept in, and who. */
/**
 * An order as staff read it: with the names of the staff its history, comments and refunds name
 * (`staff_names`, id → name), so the page says "Chan Tai Man", not "staff #1" (issue 25 §7), for
 * whoever may read the order — not only for staff who may list accounts.
 */
async function withStaffNames(order: OrderInfo) {
  const ids = new Set<number>();
  for (const e of order.status_history) if (e.admin_id !== null) ids.add(e.admin_id);
  for (const c of order.comments) if (c.admin_id !== null) ids.add(c.admin_id);
  for (const r of order.refunds) if (r.admin_id !== null) ids.add(r.admin_id);
  const names = ids.size ? await Admin.names([...ids]) : new Map<number, string>();
  return { ...order, staff_names: Object.fromEntries([...names].map(([id, name]) => [String(id), name])) };
}

const staffContext = async (c: Context<AppEnv>) => ({
  site: await Settings.get(),
  slot: await languageOf(c),
  admin_id: c.get('admin').id,
});

/**
 * The back office's orders (decisions 0028, 0032): the list, one order, an order staff enter for a
 * customer, and the moves staff make — a status where the state machine allows it (each recorded
 * with who and when), comments, and a batch move. Orders are never edited or deleted; every route is
 * guarded by the order permissions.
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
  // Staff enter an order for a customer (decision 0032): the create screen's lookups and its summary,
  // all behind `create order` — who may create an order may find its customer, addresses and variants.
  .post(
    '/',
    doc({
      summary: 'Create an order for a customer, paid offline (stock taken with the order in one transaction)',
      response: OrderInfo,
      status: 201,
    }),
    can(p.create),
    body(AdminOrderInput),
    async (c) => c.json(await withStaffNames(await Order.create(c.req.valid('json'), await staffContext(c))), 201),
  )
  .post(
    '/quote',
    doc({ summary: 'Price an order of these lines now (the create screen’s summary); writes nothing', response: OrderQuote }),
    can(p.create),
    body(OrderQuoteInput),
    async (c) => c.json(await Order.quote(c.req.valid('json'), await staffContext(c)), 200),
  )
  .get(
    '/customer/options',
    doc({ summary: 'Search customers to create an order for (or label chosen ones by ids)', response: optionsOf(OrderCustomerOption) }),
    can(p.create),
    query(OptionsQuerySchema),
    async (c) => {
      const { search, ids, limit } = c.req.valid('query');
      return c.json(await Order.customerOptions({ search, ids, limit }), 200);
    },
  )
  .get(
    '/customer/:id{[0-9]+}',
    doc({ summary: 'A customer and their saved addresses, for a new order', response: OrderCustomer }),
    can(p.create),
    async (c) => c.json(await Order.customer(pathId(c)), 200),
  )
  .get(
    '/variant/options',
    doc({
      summary: 'Search variants on sale for a new order, with price and stock left (or label chosen ones by ids)',
      response: optionsOf(OrderVariantOption),
    }),
    can(p.create),
    query(OptionsQuerySchema),
    async (c) => {
      const { search, ids, limit } = c.req.valid('query');
      return c.json(await Order.variantOptions({ search, ids, limit }, await staffContext(c)), 200);
    },
  )
  // The shop's details an invoice and a packing slip print (decision 0048): whoever may read an order
  // may print it, without the configuration permission.
  .get(
    '/document/shop',
    doc({ summary: 'The shop details printed on order documents (invoice, packing slip)', response: DocumentShop }),
    can(p.get),
    async (c) => c.json(documentShop(await Settings.current()), 200),
  )
  .get('/:id{[0-9]+}', doc({ summary: 'One order', response: OrderInfo }), can(p.get), async (c) =>
    c.json(await withStaffNames(await Order.get(pathId(c))), 200),
  )
  .put(
    '/:id{[0-9]+}/status',
    doc({ summary: 'Move an order to a status the state machine allows (409 otherwise)', response: OrderInfo }),
    can(p.update),
    body(OrderStatusInput),
    async (c) => {
      const { status, note, restock, carrier, tracking_number } = c.req.valid('json');
      if (status === 'refunded' && restock) mayRestock(c);
      const moved = await Order.transition(pathId(c), status, actor(c.get('admin').id), { note, restock, carrier, tracking_number });
      return c.json(await withStaffNames(moved), 200);
    },
  )
  .post(
    '/:id{[0-9]+}/refund',
    doc({
      summary:
        'Refund units of lines (each back to stock or not) and/or an amount, with a reason; card payments through the provider (decision 0049)',
      response: OrderInfo,
    }),
    can(p.update),
    body(OrderRefundInput),
    async (c) => {
      const input = c.req.valid('json');
      if (input.lines.some((l) => l.restock && l.quantity > 0)) mayRestock(c);
      return c.json(await withStaffNames(await Order.refund(pathId(c), input, actor(c.get('admin').id))), 200);
    },
  )
  .post(
    '/:id{[0-9]+}/comment',
    doc({ summary: 'Comment on an order (the shopper sees it); answers its comments', response: z.array(OrderComment) }),
    can(p.update),
    body(OrderCommentInput),
    async (c) => c.json(await Order.comment(pathId(c), c.req.valid('json').comment, { adminId: c.get('admin').id }), 200),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/order', orderRoutes]] as const;
