import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { Customer } from '@shop/core/customer/customer';
import { CardPayment } from '@shop/core/order/card-payment';
import { Order, type OrderContext } from '@shop/core/order/order';
import { PaymentChange } from '@shop/core/order/payment-change';
import {
  OrderComment,
  OrderCommentInput,
  OrderInfo,
  OrderBackToCart,
  OrderPaymentChange,
  OrderPaymentQuery,
  OrderPaymentView,
  OrderRow,
  PlacedOrder,
  PlaceOrderInput,
} from '@shop/core/order/order.schema';
import { Settings } from '@shop/core/settings/settings';
import { Files } from '@shop/core/files/files';
import { PresignFileInput, PresignedPostInfo, UploadedKey } from '@shop/core/files/files.schema';
import { ValidationError } from '@shop/core/shared/errors';
import { pageOf } from '@shop/core/shared/contract';
import { ListQuerySchema } from '@shop/core/shared/paging';
import type { AppEnv } from '../context.js';
import { pathId, readBody } from '../http.js';
import { customerAuth, optionalCustomer } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body, query } from '../validate.js';
import { CART_COOKIE, keepCartCookie } from './cart.js';

async function orderContext(c: Context<AppEnv>, language: string | undefined): Promise<OrderContext> {
  const [site, resolved, shopper] = await Promise.all([Settings.get(), Settings.language(language), optionalCustomer(c)]);
  const customer = shopper ? await Customer.get(shopper.id) : undefined;
  return { site, slot: resolved.slot, customerId: shopper?.id, customerEmail: customer?.email };
}

const MineQuery = ListQuerySchema.pick({ page: true, per_page: true, language: true });

/**
 * Orders for shoppers (spec section 7; issue 9 §4). Placing one is open to guests when the shop
 * allows guest checkout; reading and commenting are for the signed-in shopper's own orders only.
 */
export const storeOrderRoutes = new Hono<AppEnv>()
  .post(
    '/',
    doc({ summary: 'Place an order from the cart (stock taken with the order in one transaction)', response: PlacedOrder, status: 201 }),
    body(PlaceOrderInput),
    async (c) => {
      const input = c.req.valid('json');
      const placed = await Order.place(
        { ...input, cart_id: input.cart_id ?? getCookie(c, CART_COOKIE) },
        await orderContext(c, input.language),
      );
      return c.json(placed, 201);
    },
  )
  .get(
    '/payment',
    doc({ summary: "A card order's payment, for whoever holds its client secret (the card page)", response: OrderPaymentView }),
    query(OrderPaymentQuery),
    async (c) => {
      const { order_number, client_secret } = c.req.valid('query');
      c.header('cache-control', 'no-store');
      return c.json(await CardPayment.view(order_number, client_secret), 200);
    },
  )
  .post(
    '/payment/transfer',
    doc({ summary: 'Pay a waiting card order by bank transfer instead (its card payment is cancelled)', response: PlacedOrder }),
    body(OrderPaymentChange),
    async (c) => {
      const { order_number, client_secret } = c.req.valid('json');
      c.header('cache-control', 'no-store');
      return c.json(await PaymentChange.toTransfer(order_number, client_secret), 200);
    },
  )
  .post(
    '/payment/cart',
    doc({
      summary: "Give a waiting card order back to the cart: it is cancelled and its lines return to the shopper's cart",
      response: OrderBackToCart,
    }),
    body(OrderPaymentChange),
    async (c) => {
      const input = c.req.valid('json');
      const ctx = await orderContext(c, input.language);
      const back = await PaymentChange.backToCart(input.order_number, input.client_secret, input.cart_id ?? getCookie(c, CART_COOKIE), ctx);
      if (back.cart) keepCartCookie(c, back.cart.cart_id);
      c.header('cache-control', 'no-store');
      return c.json(back, 200);
    },
  )
  .get('/', doc({ summary: 'My orders, newest first', response: pageOf(OrderRow) }), customerAuth, query(MineQuery), async (c) =>
    c.json(await Order.mine(c.get('customer').id, c.req.valid('query')), 200),
  )
  .get('/:id{[0-9]+}', doc({ summary: 'One of my orders', response: OrderInfo }), customerAuth, async (c) =>
    c.json(await Order.mineOne(c.get('customer').id, pathId(c)), 200),
  )
  .post(
    '/:id{[0-9]+}/proof',
    doc({
      summary: 'Upload the proof of a bank transfer (multipart field "proof", a picture ≤ 10 MB); the order goes to review',
      response: OrderInfo,
    }),
    customerAuth,
    async (c) => {
      const form = await readBody(c);
      const file = form.proof;
      if (!(file instanceof File)) throw ValidationError.field('proof', 'Please upload a picture');
      const { path } = await Files.uploadImage(new Uint8Array(await file.arrayBuffer()), 'proof');
      return c.json(await Order.submitProof(c.get('customer').id, pathId(c), path), 200);
    },
  )
  .post(
    '/:id{[0-9]+}/proof/presign',
    doc({
      summary:
        'A form to POST the proof of a bank transfer straight to storage (a picture ≤ 10 MB of the declared type); then send its key to /proof/uploaded',
      response: PresignedPostInfo,
    }),
    customerAuth,
    body(PresignFileInput),
    async (c) => {
      // Only for one of the shopper's own orders (404 otherwise), as the proof itself.
      await Order.mineOne(c.get('customer').id, pathId(c));
      const { content_type, size } = c.req.valid('json');
      c.header('cache-control', 'no-store');
      return c.json(await Files.presignImage(content_type, size, 'proof'), 200);
    },
  )
  .post(
    '/:id{[0-9]+}/proof/uploaded',
    doc({
      summary: 'Submit a proof posted straight to storage (its key); its bytes must be a picture. The order goes to review',
      response: OrderInfo,
    }),
    customerAuth,
    body(UploadedKey),
    async (c) => {
      const { path } = await Files.confirmImage(c.req.valid('json').key, 'proof');
      return c.json(await Order.submitProof(c.get('customer').id, pathId(c), path), 200);
    },
  )
  .post(
    '/:id{[0-9]+}/comment',
    doc({ summary: 'Comment on one of my orders; answers its comments', response: z.array(OrderComment) }),
    customerAuth,
    body(OrderCommentInput),
    async (c) => c.json(await Order.comment(pathId(c), c.req.valid('json').comment, { customerId: c.get('customer').id }), 200),
  );
