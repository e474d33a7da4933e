import { Hono } from 'hono';
import { z } from 'zod';
import { Applications } from '@shop/core/service/application';
import { APPLICATION_STATUSES, ApplicationInfo, ApplicationReview } from '@shop/core/service/application.schema';
import { pageOf } from '@shop/core/shared/contract';
import { ListQuerySchema } from '@shop/core/shared/paging';
import { idNumber } from '@shop/core/shared/validation';
import type { AppEnv } from '../context.js';
import { languageOf, pathId } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body, query } from '../validate.js';

const ApplicationQuery = ListQuerySchema.omit({ search: true }).extend({
  status: z.enum(APPLICATION_STATUSES).optional(),
  product_id: idNumber().optional(),
  customer_id: idNumber().optional(),
  language: z.string().max(20).optional(),
});

/**
 * Service applications (`/admin/service`, issue 28 §6): listed by status, service or customer, one
 * read with its answers (the form submission it names), and staff's decision, mailed to the shopper.
 */
export const applicationRoutes = new Hono<AppEnv>()
  .get(
    '/',
    doc({ summary: 'Service applications, newest first, by status, service or customer', response: pageOf(ApplicationInfo) }),
    can('get applications'),
    query(ApplicationQuery),
    async (c) => {
      const { status, product_id, customer_id, language: _language, ...page } = c.req.valid('query');
      const filters = { ...(status ? { status } : {}), ...(product_id ? { product_id } : {}), ...(customer_id ? { customer_id } : {}) };
      return c.json(await Applications.list(page, await languageOf(c), filters), 200);
    },
  )
  .get('/:id{[0-9]+}', doc({ summary: 'One service application', response: ApplicationInfo }), can('get application'), async (c) =>
    c.json(await Applications.get(pathId(c), await languageOf(c)), 200),
  )
  .put(
    '/:id{[0-9]+}',
    doc({ summary: 'Approve or reject a pending application (once; 409 after); the shopper is mailed', response: ApplicationInfo }),
    can('update application'),
    body(ApplicationReview),
    async (c) => c.json(await Applications.review(pathId(c), c.req.valid('json'), c.get('admin').id, await languageOf(c)), 200),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/application', applicationRoutes]] as const;
