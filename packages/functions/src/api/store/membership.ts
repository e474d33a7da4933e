import { Hono } from 'hono';
import { z } from 'zod';
import { Points } from '@shop/core/membership/points';
import { MembershipSummary, PointsHistoryPage } from '@shop/core/membership/tier.schema';
import { Settings } from '@shop/core/settings/settings';
import type { AppEnv } from '../context.js';
import { customerAuth } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { query } from '../validate.js';

const HistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 50, 100].includes(n))
    .default(10),
});

/** The signed-in shopper's membership (issue 29 §2): tier, progress, balance, expiring points, and the ledger. */
export const storeMembershipRoutes = new Hono<AppEnv>()
  .use('/membership', customerAuth)
  .use('/points', customerAuth)
  .get(
    '/membership',
    doc({ summary: 'My tier, progress to the next, points balance and points about to expire', response: MembershipSummary }),
    query(z.object({ language: z.string().max(20).optional() })),
    async (c) => {
      const { slot } = await Settings.language(c.req.valid('query').language);
      return c.json(await Points.summary(c.get('customer').id, slot), 200);
    },
  )
  .get(
    '/points',
    doc({ summary: 'A page of my points history, newest first', response: PointsHistoryPage }),
    query(HistoryQuery),
    async (c) => {
      const { page, per_page } = c.req.valid('query');
      return c.json(await Points.history(c.get('customer').id, page, per_page), 200);
    },
  );
