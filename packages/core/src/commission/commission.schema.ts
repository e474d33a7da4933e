import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { PERIOD_PATTERN } from './commission.rules.js';

/** A commission entry: a paid order's credit, or what a refund or cancel took back of it. */
export const COMMISSION_KINDS = ['commission', 'clawback'] as const;

/** A month, `YYYY-MM` (the shop's time zone). */
export const PeriodField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(PERIOD_PATTERN, { error: MESSAGES.check });

/** Pages are read with the cursor the previous page answered (the month's partition in admin order). */
export const CommissionListQuery = z.object({
  period: PeriodField,
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type CommissionListQuery = z.infer<typeof CommissionListQuery>;

export const CommissionExportQuery = z.object({ period: PeriodField });

/** Amounts are decimal strings of the base currency; clawbacks are what refunds and cancels took back. */
export const CommissionTotals = z.object({
  commission: z.string(),
  clawback: z.string(),
  /** commission − clawback: what payroll pays. */
  amount: z.string(),
  entries: z.number(),
});
export type CommissionTotals = z.infer<typeof CommissionTotals>;

export const CommissionAdminRow = CommissionTotals.extend({
  admin_id: z.number(),
  /** Null when the account was deleted since. */
  admin_name: z.string().nullable(),
});
export type CommissionAdminRow = z.infer<typeof CommissionAdminRow>;

/** `GET /api/admin/calculation?period=`: the month's admins with their totals, a page at a time. */
export const CommissionPeriodPage = z.object({
  period: z.string(),
  /** The whole month's totals (all admins). */
  totals: CommissionTotals,
  data: z.array(CommissionAdminRow),
  /** The next page's cursor, or null on the last page. */
  cursor: z.string().nullable(),
});
export type CommissionPeriodPage = z.infer<typeof CommissionPeriodPage>;

export const CommissionLineInfo = z.object({
  order_id: z.number(),
  order_number: z.string(),
  level: z.number(),
  kind: z.enum(COMMISSION_KINDS),
  channel: z.string(),
  seller_admin_id: z.number(),
  base: z.string(),
  amount: z.string(),
  refund_id: z.number().nullable(),
  at: z.string(),
  products: z.array(
    z.object({
      product_id: z.number(),
      name: z.string().nullable(),
      quantity: z.number(),
      base: z.string(),
      percentage: z.string(),
      amount: z.string(),
    }),
  ),
});
export type CommissionLineInfo = z.infer<typeof CommissionLineInfo>;

/** `GET /api/admin/calculation/{adminId}?period=`: one admin's month, order by order. */
export const CommissionAdminPage = z.object({
  period: z.string(),
  admin_id: z.number(),
  admin_name: z.string().nullable(),
  totals: CommissionTotals,
  data: z.array(CommissionLineInfo),
  cursor: z.string().nullable(),
});
export type CommissionAdminPage = z.infer<typeof CommissionAdminPage>;
