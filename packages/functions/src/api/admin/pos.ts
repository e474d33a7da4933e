import { Hono } from 'hono';
import { z } from 'zod';
import { permission, permissionGroup } from '@shop/core/access/permissions';
import { OrderInfo, OrderRefundInput } from '@shop/core/order/order.schema';
import { PosLookup } from '@shop/core/pos/pos-lookup';
import { PosSales } from '@shop/core/pos/pos-sale';
import {
  PosCustomer,
  PosCustomerQuery,
  PosFlag,
  PosFlagQuery,
  PosProduct,
  PosProductQuery,
  PosQuote,
  PosQuoteInput,
  PosSaleInput,
} from '@shop/core/pos/pos.schema';
import { Order } from '@shop/core/order/order';
import { Settings } from '@shop/core/settings/settings';
import { pageOf } from '@shop/core/shared/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { languageOf, pathId } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body, query } from '../validate.js';

const group = permissionGroup('pos');
/** Looking things up at the till; selling; taking a sale back (a return) and clearing a flag. */
const p = {
  get: permission('get', group.plural),
  create: permission('create', group.singular),
  update: permission('update', group.singular),
};

const tillContext = async (c: Context<AppEnv>) => ({
  site: await Settings.get(),
  slot: await languageOf(c),
  admin_id: c.get('admin').id,
});

/**
 * The till (issue 29 §3; decision 0070): lookups, pricing, the sale (an order with channel `pos`),
 * a receipt and its return, and the store's flagged sales. Every route is guarded by a POS permission.
 */
export const posRoutes = new Hono<AppEnv>()
  .get(
    '/store/:id{[0-9]+}/product',
    doc({
      summary: 'Find variants by barcode (exact, a scanner), name or SKU, with the store’s stock left',
      response: z.object({ data: z.array(PosProduct), barcode: z.boolean() }),
    }),
    can(p.get),
    query(PosProductQuery),
    async (c) => {
      const { search, limit } = c.req.valid('query');
      return c.json(await PosLookup.products(pathId(c), search, limit, await languageOf(c)), 200);
    },
  )
  .get(
    '/customer',
    doc({ summary: 'Find customers by phone or e-mail, with their tier and points', response: z.object({ data: z.array(PosCustomer) }) }),
    can(p.get),
    query(PosCustomerQuery),
    async (c) => c.json({ data: await PosLookup.customers(c.req.valid('query').search, await languageOf(c)) }, 200),
  )
  .post(
    '/store/:id{[0-9]+}/quote',
    doc({ summary: 'Price a sale at this store by the server’s rules (promotions, points); writes nothing', response: PosQuote }),
    can(p.create),
    body(PosQuoteInput),
    async (c) => c.json(await PosSales.quote(pathId(c), c.req.valid('json'), await tillContext(c)), 200),
  )
  .post(
    '/store/:id{[0-9]+}/sale',
    doc({
      summary: 'Record a till sale: a paid order (channel pos) taking the store’s stock; the same idempotency key never records twice',
      response: OrderInfo,
      status: 201,
    }),
    can(p.create),
    body(PosSaleInput),
    async (c) => c.json(await PosSales.sell(pathId(c), c.req.valid('json'), await tillContext(c)), 201),
  )
  .get(
    '/receipt/:number{[A-Za-z0-9-]+}',
    doc({ summary: 'A till sale by its receipt’s order number (for a return or an exchange)', response: OrderInfo }),
    can(p.get),
    async (c) => c.json(await PosSales.receipt(c.req.param('number')), 200),
  )
  .post(
    '/order/:id{[0-9]+}/refund',
    doc({ summary: 'Take back units of a till sale (each back to its store’s stock or not) and/or an amount', response: OrderInfo }),
    can(p.update),
    body(OrderRefundInput),
    async (c) => {
      await PosSales.receipt(String(pathId(c)));
      return c.json(await Order.refund(pathId(c), c.req.valid('json'), { by: 'admin', admin_id: c.get('admin').id }), 200);
    },
  )
  .get(
    '/store/:id{[0-9]+}/flag',
    doc({
      summary: 'The store’s flagged sales (sold beyond its stock, or priced otherwise than the till took)',
      response: pageOf(PosFlag),
    }),
    can(p.get),
    query(PosFlagQuery),
    async (c) => c.json(await PosLookup.flags(pathId(c), c.req.valid('query')), 200),
  )
  .delete(
    '/store/:id{[0-9]+}/flag/:flag{[0-9]+}',
    doc({ summary: 'Clear a flagged sale staff have looked at', response: z.object({ status: z.literal('deleted') }) }),
    can(p.update),
    async (c) => {
      await PosLookup.dismissFlag(pathId(c), pathId(c, 'flag'));
      return c.json({ status: 'deleted' as const }, 200);
    },
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/pos', posRoutes]] as const;
