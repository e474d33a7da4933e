import { Hono } from 'hono';
import { z } from 'zod';
import { Funnel } from '@shop/core/crm/funnel';
import { FunnelBoards } from '@shop/core/crm/funnel-board';
import { FunnelBoard, FunnelContract, FunnelReport } from '@shop/core/crm/funnel.contract';
import type { AppEnv } from '../context.js';
import { languageOf, pathId } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { crudRoutes } from '../resource.js';
import { query } from '../validate.js';

export const funnelRoutes = crudRoutes(FunnelContract, Funnel);

/** The funnel board (its leads by status; moving one is `PUT /lead/{id}/status`) and the funnel's report. */
export const funnelViewRoutes = new Hono<AppEnv>()
  .get(
    '/:id/board',
    doc({
      summary: "A page of the funnel's leads (newest first) that the admin may see, and the statuses as columns",
      response: FunnelBoard,
    }),
    can('get funnel'),
    can('get leads'),
    query(z.object({ cursor: z.string().max(2000).optional(), language: z.string().max(20).optional() })),
    async (c) => {
      const { cursor } = c.req.valid('query');
      return c.json(await FunnelBoards.board(c.get('admin'), pathId(c), await languageOf(c), cursor), 200);
    },
  )
  .get(
    '/:id/report',
    doc({
      summary: 'Visits, leads, first orders and revenue per step and lead source, with the time from lead to first order',
      response: FunnelReport,
    }),
    can('get funnel'),
    query(z.object({ language: z.string().max(20).optional() })),
    async (c) => c.json(await FunnelBoards.report(pathId(c), await languageOf(c)), 200),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [
  ['/funnel', funnelViewRoutes],
  ['/funnel', funnelRoutes],
] as const;
