import { Hono } from 'hono';
import { ExportLog } from '@shop/core/audit/export-log';
import { Commissions } from '@shop/core/commission/commissions';
import {
  CommissionAdminPage,
  CommissionExportQuery,
  CommissionListQuery,
  CommissionPeriodPage,
} from '@shop/core/commission/commission.schema';
import type { AppEnv } from '../context.js';
import { pathId } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { query } from '../validate.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sales commissions (`/admin/calculation`, issue 29 §4; decision 0071): a month's admins with their
 * totals, one admin's entries order by order, and the month as .xlsx (written to the export log: it is
 * people's pay).
 */
export const calculationRoutes = new Hono<AppEnv>()
  .get(
    '/',
    doc({
      summary: "A month's commissions per admin (admin id order) with the month's totals, a page at a time (cursor)",
      response: CommissionPeriodPage,
    }),
    can('get calculations'),
    query(CommissionListQuery),
    async (c) => c.json(await Commissions.period(c.req.valid('query')), 200),
  )
  .get(
    '/export',
    doc({ summary: "A month's commissions per admin as .xlsx (written to the export log)", media: XLSX }),
    can('get calculations'),
    query(CommissionExportQuery),
    async (c) => {
      const { period } = c.req.valid('query');
      const { file, rows } = await Commissions.exportSheet(period);
      await ExportLog.record(c.get('admin').id, { export: 'commissions', delivery: 'download', filter: { period }, rows });
      return new Response(new Uint8Array(file), {
        status: 200,
        headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="commissions-${period}.xlsx"` },
      });
    },
  )
  .get(
    '/:id',
    doc({
      summary: "One admin's commissions of a month: each order's credit per level and the clawbacks of refunds and cancels",
      response: CommissionAdminPage,
    }),
    can('get calculation'),
    query(CommissionListQuery),
    async (c) => c.json(await Commissions.ofAdmin(pathId(c), c.req.valid('query')), 200),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/calculation', calculationRoutes]] as const;
