import { Hono } from 'hono';
import { z } from 'zod';
import { Funnel } from '@shop/core/crm/funnel';
import { FunnelStats } from '@shop/core/crm/funnel-stats';
import { FunnelVisitInput, PublicFunnelAnswer } from '@shop/core/crm/funnel.schema';
import { NotFoundError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';
import { body, query } from '../validate.js';
import { shopperView } from './shopper.js';

const LanguageQuery = z.object({ language: z.string().max(20).optional() });

/**
 * The storefront's funnels (issue 28 §4): `GET /api/funnel/{url}` walks a visitor through the steps,
 * `POST /api/funnel/{url}/visit` counts a step's visit once per visitor, and `POST /api/funnel/{url}`
 * sends the form step, which makes the lead with the funnel as its source.
 */
export const storeFunnelRoutes = new Hono<AppEnv>()
  .get(
    '/funnel/:url',
    doc({ summary: 'A funnel and its steps in the visitor’s language (404 when unknown or disabled)', response: PublicFunnelAnswer }),
    query(LanguageQuery),
    async (c) => {
      const { resolved, showPrices } = await shopperView(c, c.req.valid('query').language);
      return c.json(await Funnel.publicView(c.req.param('url'), resolved.slot, showPrices), 200);
    },
  )
  .post(
    '/funnel/:url/visit',
    doc({ summary: 'Count a visit of a funnel step (once per visitor and step)', response: z.object({ counted: z.boolean() }) }),
    body(FunnelVisitInput),
    async (c) => {
      const input = c.req.valid('json');
      const funnel = await Funnel.enabledByUrl(c.req.param('url'));
      if (!funnel.steps.some((step) => step.key === input.step)) throw new NotFoundError('Step not found');
      const source = input.source ?? funnel.lead_source ?? 'form';
      return c.json({ counted: await FunnelStats.visit(funnel.id, input.step, input.visitor, source) }, 200);
    },
  );
