import { Hono } from 'hono';
import { Customer } from '@shop/core/customer/customer';
import { CustomerInfo } from '@shop/core/customer/customer.schema';
import { Lead } from '@shop/core/crm/lead';
import { LeadContract, LeadMoveInput } from '@shop/core/crm/lead.contract';
import type { AppEnv } from '../context.js';
import { pathId } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { resourceRouter } from '../resource.js';
import { body } from '../validate.js';

/** Leads have no delete of their own (no `destroy lead`): a lead is removed as the customer it is. */
export const leadRoutes = resourceRouter(LeadContract, {
  list: (query, filters, { language }) => Lead.list(query, filters, language),
  // A field that names a lead (a contact's) searches them here.
  options: (query, filters) => Lead.options(query, filters),
  get: (id) => Lead.get(id),
  add: (input, { actor }) => Lead.create(input, actor.id),
  edit: (id, input, { actor }) => Lead.update(id, input, actor.id),
  remove: (id) => Customer.remove(id),
  batchRemove: (ids) => Customer.batchRemove(ids),
});

/** Moving a lead on the funnel board runs the new status's trigger; 409 when someone moved it first. */
export const leadMoveRoutes = new Hono<AppEnv>().put(
  '/:id/status',
  doc({ summary: 'Move a lead to a status (the funnel board): 409 when it left from_status_id since', response: CustomerInfo }),
  can('update lead'),
  body(LeadMoveInput),
  async (c) => {
    const { from_status_id, status_id } = c.req.valid('json');
    return c.json(await Lead.moveStatus(pathId(c), from_status_id, status_id, c.get('admin').id), 200);
  },
);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [
  ['/lead', leadMoveRoutes],
  ['/lead', leadRoutes],
] as const;
