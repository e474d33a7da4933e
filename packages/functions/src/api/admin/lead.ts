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
import { body, query } from '../validate.js';
import { z } from 'zod';
import { booleanish } from '@shop/core/shared/validation';

/** Leads have no delete of their own (no `destroy lead`): a lead is removed as the customer it is. */
export const leadRoutes = resourceRouter(LeadContract, {
  list: (query, filters, { actor, language }) => Lead.list(actor, query, filters, language),
  // A field that names a lead (a contact's) searches them here.
  options: (query, filters, { actor }) => Lead.options(actor, query, filters),
  get: (id, { actor }) => Lead.get(actor, id),
  add: (input, { actor }) => Lead.create(actor, input),
  edit: (id, input, { actor }) => Lead.update(actor, id, input),
  remove: (id) => Customer.remove(id),
  batchRemove: (ids) => Customer.batchRemove(ids),
});

const CHANNELS = ['email', 'sms', 'whatsapp'] as const;
const ConsentInput = z.object({ channel: z.enum(CHANNELS, { error: 'Please check your input.' }), granted: booleanish() });
const ConsentAnswer = z.object({
  channel: z.enum(CHANNELS),
  address: z.string(),
  granted: z.boolean(),
  source: z.string(),
  granted_at: z.string(),
  withdrawn_at: z.string().nullable(),
  withdrawn_by: z.string().nullable(),
});

const MessagePage = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      channel: z.enum(['email', 'sms', 'whatsapp']),
      purpose: z.enum(['marketing', 'transactional']),
      to: z.string(),
      body: z.string(),
      subject: z.string().nullable(),
      state: z.enum(['queued', 'scheduled', 'sent', 'failed', 'skipped_no_consent', 'capped']),
      send_after: z.string().nullable(),
      sent_at: z.string().nullable(),
      error: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  cursor: z.string().nullable(),
});

/** Moving a lead on the funnel board runs the new status's trigger; 409 when someone moved it first. */
export const leadMoveRoutes = new Hono<AppEnv>()
  .get(
    '/:id/messages',
    doc({ summary: "A lead's messages (status triggers, broadcasts), newest first, with their delivery state", response: MessagePage }),
    can('get lead'),
    query(z.object({ cursor: z.string().max(2000).optional() })),
    async (c) => c.json(await Lead.messages(c.get('admin'), pathId(c), c.req.valid('query').cursor), 200),
  )
  .get(
    '/:id/consent',
    doc({ summary: "A lead's marketing consent per channel", response: z.array(ConsentAnswer) }),
    can('get lead'),
    async (c) => c.json(await Lead.consents(c.get('admin'), pathId(c)), 200),
  )
  .put(
    '/:id/consent',
    doc({ summary: 'Record consent the lead gave staff, or its withdrawal, for a channel', response: z.array(ConsentAnswer) }),
    can('update lead'),
    body(ConsentInput),
    async (c) => {
      const { channel, granted } = c.req.valid('json');
      return c.json(await Lead.setConsent(c.get('admin'), pathId(c), channel, granted), 200);
    },
  )
  .put(
    '/:id/status',
    doc({ summary: 'Move a lead to a status (the funnel board): 409 when it left from_status_id since', response: CustomerInfo }),
    can('update lead'),
    body(LeadMoveInput),
    async (c) => {
      const { from_status_id, status_id } = c.req.valid('json');
      return c.json(await Lead.moveStatus(c.get('admin'), pathId(c), from_status_id, status_id), 200);
    },
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [
  ['/lead', leadMoveRoutes],
  ['/lead', leadRoutes],
] as const;
