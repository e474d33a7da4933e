import { Hono } from 'hono';
import { z } from 'zod';
import { Funnel } from '@shop/core/crm/funnel';
import { FunnelStats } from '@shop/core/crm/funnel-stats';
import { FunnelVisitInput, PublicFunnelAnswer } from '@shop/core/crm/funnel.schema';
import { NotFoundError } from '@shop/core/shared/errors';
import type { AppEnv } from '../context.js';
import { described, doc } from '../openapi.js';
import { LeadSourceSchema } from '@shop/core/shared/lead-source.schema';
import { formSubmission } from './form-body.js';
import { body, query } from '../validate.js';
import { shopperView } from './shopper.js';

const LanguageQuery = z.object({ language: z.string().max(20).optional() });
const StepQuery = z.object({
  step: z.string().trim().min(1, { error: 'This field is required.' }).max(50),
  source: z.preprocess((v) => (v === '' ? undefined : v), LeadSourceSchema.optional().catch(undefined)),
  language: z.string().max(20).optional(),
});
const Submitted = z.object({ history_id: z.number(), customer_id: z.number().nullable() });
const SubmitBody = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', description: 'The form fields, as `POST /api/form/{url}` takes them', additionalProperties: true },
      },
    },
  },
};

/** `GET /api/funnel/{url}`: what the funnel page shows; the rendering function reads it too (`storefront-reads.ts`). */
export const storeFunnelPageRoutes = new Hono<AppEnv>().get(
  '/funnel/:url',
  doc({ summary: 'A funnel and its steps in the visitor’s language (404 when unknown or disabled)', response: PublicFunnelAnswer }),
  query(LanguageQuery),
  async (c) => {
    const { resolved, showPrices } = await shopperView(c, c.req.valid('query').language);
    return c.json(await Funnel.publicView(c.req.param('url'), resolved.slot, showPrices), 200);
  },
);

/**
 * The storefront's funnels (issue 28 §4): `GET /api/funnel/{url}` walks a visitor through the steps,
 * `POST /api/funnel/{url}/visit` counts a step's visit once per visitor, and `POST /api/funnel/{url}`
 * sends the form step, which makes the lead with the funnel as its source.
 */
export const storeFunnelRoutes = new Hono<AppEnv>()
  .post(
    '/funnel/:url',
    doc({
      summary:
        "Send a funnel's form step (`?step=` the form step, `?source=` the link's lead source; the body as `POST /api/form/{url}` takes it): the form's rules apply, and the lead gets the funnel as its source",
      response: Submitted,
    }),
    described(async (_c, next) => next(), SubmitBody),
    query(StepQuery),
    async (c) => {
      const { submitFunnelForm } = await import('@shop/core/crm/funnel-submit');
      const { step, source } = c.req.valid('query');
      const result = await submitFunnelForm(c.req.param('url'), { step, source: source ?? null, ...(await formSubmission(c)) });
      return c.json(result, 200);
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
