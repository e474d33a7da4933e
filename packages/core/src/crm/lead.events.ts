import { z } from 'zod';
import { defineEvent } from '../events/define.js';
import { TRIGGER_AUDIENCES, TRIGGER_CHANNELS } from './status.schema.js';

/**
 * A lead entered a status. `channel` and `audience` are the status's trigger at that moment (null when
 * it has none): EventBridge routes the event by `channel` to that channel's subscriber (one rule each,
 * `events/routes.ts`), which sends to `audience`.
 */
export const LeadStatusChanged = defineEvent(
  'lead.status_changed',
  z.object({
    customer_id: z.number(),
    status_id: z.number(),
    previous_status_id: z.number().nullable(),
    channel: z.enum(TRIGGER_CHANNELS).nullable(),
    audience: z.enum(TRIGGER_AUDIENCES).nullable(),
    /** The admin who made the change; null for a form or a funnel. */
    changed_by: z.number().nullable(),
  }),
);
