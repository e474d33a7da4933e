import { Hono } from 'hono';
import { ExportLog } from '@shop/core/audit/export-log';
import { ExportLogInfo } from '@shop/core/audit/export-log.schema';
import { pageOf } from '@shop/core/shared/contract';
import { ListQuerySchema } from '@shop/core/shared/paging';
import type { AppEnv } from '../context.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { query } from '../validate.js';

const ExportLogQuery = ListQuerySchema.pick({ page: true, per_page: true });

/** `GET /api/admin/export-log`: every export of customer or lead data, newest first, a page at a time (decision 0064). */
export const exportLogRoutes = new Hono<AppEnv>().get(
  '/',
  doc({
    summary: 'Exports of customer or lead data: who, when, which export, the filter and the row count; newest first',
    response: pageOf(ExportLogInfo),
  }),
  can('get export_logs'),
  query(ExportLogQuery),
  async (c) => c.json(await ExportLog.list(c.req.valid('query')), 200),
);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/export-log', exportLogRoutes]] as const;
