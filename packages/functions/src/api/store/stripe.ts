import { Hono } from 'hono';
import { z } from 'zod';
import { CardPayment } from '@shop/core/order/card-payment';
import { cardPayments } from '@shop/core/order/payments';
import { NotFoundError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';

/**
 * Stripe's webhook (decision 0030). The body is read raw: the signature is over the exact bytes.
 * A missing or wrong signature answers 400 `{messages}` and changes nothing; each event acts once.
 */
export const stripeRoutes = new Hono<AppEnv>().post(
  '/webhook',
  doc({ summary: "Stripe's signed payment events (payment_intent.*, charge.refunded)", response: z.object({ received: z.literal(true) }) }),
  async (c) => {
    if (!cardPayments()) throw new NotFoundError();
    await CardPayment.handleWebhook(await c.req.text(), c.req.header('stripe-signature'));
    return c.json({ received: true as const }, 200);
  },
);
