import { z } from 'zod';
import { defineEvent } from '../events/define.js';

export const CustomerRegistered = defineEvent(
  'customer.registered',
  z.object({
    customer_id: z.number(),
    email: z.string(),
    first_name: z.string(),
    language: z.string().nullable(),
  }),
);
