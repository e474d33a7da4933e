import { Hono } from 'hono';
import { z } from 'zod';
import { StoreProductCard } from '@shop/core/catalog/product.schema';
import { MyApplication } from '@shop/core/service/application.schema';
import { pageOf } from '@shop/core/shared/contract';
import { ListQuerySchema } from '@shop/core/shared/paging';
import type { AppEnv } from '../context.js';
import { languageOf } from '../http.js';
import { customerAuth } from '../middleware/auth.js';
import { described, doc } from '../openapi.js';
import { query } from '../validate.js';
import { formSubmission } from './form-body.js';
import { shopperView } from './shopper.js';

const ServiceQuery = ListQuerySchema.omit({ search: true, sort: true }).extend({ language: z.string().max(20).optional() });
const StoreService = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  is_approval_required: z.boolean(),
  stock_id: z.number().nullable(),
  form_url: z.string().nullable(),
});
const ApplyBody = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          description: "The service's form fields, as `POST /api/form/{url}` takes them",
          additionalProperties: true,
        },
      },
    },
  },
};

/** Loaded by the first service request, not at every cold start (decision 0018). */
const core = () => Promise.all([import('@shop/core/service/service'), import('@shop/core/service/application')]);

/**
 * The storefront's services (issue 28 §6): `GET /api/service` (the spec's), one service, applying by
 * its form (`POST /api/service/{url}`, signed in), and the shopper's applications (`GET /api/application`).
 */
/** The service pages' reads (`GET /api/service`, one service); the rendering function reads them too (`storefront-reads.ts`). */
export const storeServicePageRoutes = new Hono<AppEnv>()
  .get(
    '/service',
    doc({ summary: 'Visible services, a page at a time, as listing cards', response: pageOf(StoreProductCard) }),
    query(ServiceQuery),
    async (c) => {
      const [{ Services }] = await core();
      const { language, ...page } = c.req.valid('query');
      const { resolved, showPrices } = await shopperView(c, language);
      return c.json(await Services.list({ ...page, sort: 'id' }, { language: resolved.slot, showPrices }), 200);
    },
  )
  .get(
    '/service/:url',
    doc({ summary: 'One visible service, and the form its application fills when it needs approval', response: StoreService }),
    query(z.object({ language: z.string().max(20).optional() })),
    async (c) => {
      const [{ Services }] = await core();
      const { resolved } = await shopperView(c, c.req.valid('query').language);
      return c.json(await Services.get(c.req.param('url'), resolved.slot), 200);
    },
  );

export const storeServiceRoutes = new Hono<AppEnv>()
  .post(
    '/service/:url',
    doc({
      summary: "Apply for a service that needs approval: its form's answers (multipart); signed in; one pending application at a time",
      response: MyApplication,
    }),
    described(async (_c, next) => next(), ApplyBody),
    async (c) => {
      const [, { Applications }] = await core();
      const applied = await Applications.apply(c.req.param('url'), await formSubmission(c));
      return c.json(applied, 201);
    },
  )
  .get(
    '/application',
    doc({ summary: 'My service applications, newest first', response: pageOf(MyApplication) }),
    customerAuth,
    query(ServiceQuery),
    async (c) => {
      const [, { Applications }] = await core();
      const { language: _language, ...page } = c.req.valid('query');
      c.header('cache-control', 'no-store');
      return c.json(await Applications.mine(c.get('customer').id, { ...page, sort: 'id' }, await languageOf(c)), 200);
    },
  );
