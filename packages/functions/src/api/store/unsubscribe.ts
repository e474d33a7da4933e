import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';
import { query } from '../validate.js';

const SignatureQuery = z.object({ signature: z.string().trim().max(200).default('') });
const Unsubscribed = z.object({ status: z.literal('unsubscribed'), email: z.string() });

/** `GET /api/unsubscribe/{email}` (spec §7), signed: the `/unsubscribe` page's call. */
export const storeUnsubscribeRoutes = new Hono<AppEnv>().get(
  '/unsubscribe/:email',
  doc({
    summary: "Withdraw an address's e-mail marketing consent with a mail's signed link (403 when the signature is not ours)",
    response: Unsubscribed,
  }),
  query(SignatureQuery),
  async (c) => {
    c.header('cache-control', 'no-store');
    // Loaded by the first unsubscribe, not at every cold start (decision 0018).
    const { unsubscribeEmail } = await import('@shop/core/customer/unsubscribe-email');
    return c.json(await unsubscribeEmail(decodeURIComponent(c.req.param('email')), c.req.valid('query').signature), 200);
  },
);
