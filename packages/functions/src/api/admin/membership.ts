import { Hono } from 'hono';
import { z } from 'zod';
import { Points } from '@shop/core/membership/points';
import { Tiers } from '@shop/core/membership/tier';
import {
  MembershipProgramInfo,
  MembershipProgramInput,
  MembershipTierInfo,
  MembershipTierInput,
  MembershipTierList,
  PointsHistoryPage,
} from '@shop/core/membership/tier.schema';
import type { AppEnv } from '../context.js';
import { languageOf, pathId } from '../http.js';
import { can, canAny } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body, query } from '../validate.js';

const LanguageQuery = z.object({ language: z.string().max(20).optional() });
const HistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 50, 100].includes(n))
    .default(10),
});
const TierOptions = z.array(z.object({ id: z.number(), title: z.string() }));

/** `/admin/membership` (issue 29 §2): every tier on one page, the programme, and one tier by its level. */
export const membershipTierRoutes = new Hono<AppEnv>()
  .get(
    '/',
    doc({ summary: 'Every membership tier (levels 1…n) and the points programme', response: MembershipTierList }),
    can('get membership_tiers'),
    query(LanguageQuery),
    async (c) => {
      const language = await languageOf(c);
      const [data, program] = await Promise.all([Tiers.list(language), Tiers.program()]);
      return c.json({ data, program }, 200);
    },
  )
  .get(
    '/options',
    doc({ summary: "The enabled tiers, for a customer's tier select and an audience's tiers", response: TierOptions }),
    canAny(['get user', 'get broadcast_receiver']),
    query(LanguageQuery),
    async (c) => c.json(await Tiers.options(await languageOf(c)), 200),
  )
  .put(
    '/program',
    doc({
      summary: 'How points expire (never, a specific date, with the membership) and when customers are told',
      response: MembershipProgramInfo,
    }),
    can('update membership_tier'),
    body(MembershipProgramInput),
    async (c) => c.json(await Tiers.setProgram(c.req.valid('json')), 200),
  )
  .get(
    '/:id{[0-9]+}',
    doc({ summary: 'One membership tier', response: MembershipTierInfo }),
    can('get membership_tier'),
    query(LanguageQuery),
    async (c) => c.json(await Tiers.get(pathId(c), await languageOf(c)), 200),
  )
  .put(
    '/:id{[0-9]+}',
    doc({ summary: 'Create or replace membership tier n (its title in the language given)', response: MembershipTierInfo }),
    can('update membership_tier'),
    body(MembershipTierInput),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(await Tiers.put(pathId(c), input, await languageOf(c, input)), 200);
    },
  );

/** A customer's Reward Points History (the admin customer screen's tab), newest first. */
export const customerPointsRoutes = new Hono<AppEnv>().get(
  '/:id{[0-9]+}/points',
  doc({ summary: "A page of a customer's points ledger, newest first", response: PointsHistoryPage }),
  can('get user'),
  query(HistoryQuery),
  async (c) => {
    const { page, per_page } = c.req.valid('query');
    return c.json(await Points.history(pathId(c), page, per_page), 200);
  },
);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [
  ['/membership_tier', membershipTierRoutes],
  ['/user', customerPointsRoutes],
] as const;
