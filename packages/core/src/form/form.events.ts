import { z } from 'zod';
import { defineEvent } from '../events/define.js';

/**
 * A form submission was stored (and its lead created or updated). Funnels and services name
 * themselves in `funnel_id` / `service_product_id` when the submission came through them.
 */
export const FormSubmitted = defineEvent(
  'form.submitted',
  z.object({
    form_id: z.number(),
    history_id: z.number(),
    customer_id: z.number().nullable(),
    funnel_id: z.number().optional(),
    service_product_id: z.number().optional(),
  }),
);
