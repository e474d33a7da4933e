import { z } from 'zod';
import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { FunnelInfo, FunnelInput } from './funnel.schema.js';

/** Funnels' HTTP contract (`/api/admin/funnel`). */
export const FunnelContract = contract({
  group: permissionGroup('funnel'),
  path: 'funnel',
  input: FunnelInput,
  info: FunnelInfo,
});

export const FunnelReportRow = z.object({
  step: z.string(),
  lead_source: z.string(),
  visits: z.number(),
  leads: z.number(),
  first_orders: z.number(),
  orders: z.number(),
  revenue: z.number(),
  average_lead_to_order_seconds: z.number().nullable(),
});

export const FunnelReport = z.object({
  funnel: z.object({
    id: z.number(),
    title: z.string(),
    steps: z.array(z.object({ key: z.string(), title: z.string(), type: z.string() })),
  }),
  rows: z.array(FunnelReportRow),
});
export type FunnelReport = z.infer<typeof FunnelReport>;

/** The funnel board (`/admin/lead/funnel/management/{id}`): the statuses as columns and a page of the funnel's leads. */
export const FunnelBoard = z.object({
  funnel: z.object({ id: z.number(), title: z.string() }),
  statuses: z.array(z.object({ id: z.number(), title: z.string() })),
  leads: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      status_id: z.number().nullable(),
      admin_id: z.number().nullable(),
    }),
  ),
  cursor: z.string().nullable(),
});
export type FunnelBoard = z.infer<typeof FunnelBoard>;
