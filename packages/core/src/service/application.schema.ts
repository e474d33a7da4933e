import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { optionalString } from '../shared/validation.js';

/** Where an application stands (issue 28 §6): staff approve or reject a pending one, once. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What an application stores beside its id and times (the entity's attributes). */
export const applicationAttributes = {
  customer_id: { type: 'number', required: true },
  product_id: { type: 'number', required: true },
  /** The form submission that carries the answers (`formbuilder/{form_id}/history/{history_id}`). */
  form_id: { type: 'number' },
  history_id: { type: 'number' },
  status: { type: APPLICATION_STATUSES, required: true },
  message: { type: 'string' },
  language: { type: 'string', required: true },
  reviewed_by: { type: 'number' },
  reviewed_at: { type: 'string' },
  /** The order that bought the approved service (set once, in the order's transaction). */
  used_order_id: { type: 'number' },
} as const;

/** `PUT /api/admin/application/{id}`: staff's decision, with a message the shopper is mailed. */
export const ApplicationReview = z.object({
  status: z.enum(['approved', 'rejected'], { error: MESSAGES.check }),
  message: optionalString(2000),
});
export type ApplicationReview = z.infer<typeof ApplicationReview>;

export const ApplicationInfo = z.object({
  id: z.number(),
  customer_id: z.number(),
  customer_name: z.string(),
  customer_email: z.string(),
  product_id: z.number(),
  product_name: z.string(),
  product_url: z.string().nullable(),
  form_id: z.number().nullable(),
  history_id: z.number().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  message: z.string().nullable(),
  reviewed_by: z.number().nullable(),
  reviewed_at: z.string().nullable(),
  used_order_id: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApplicationInfo = z.infer<typeof ApplicationInfo>;

/** The shopper's view of their application (`GET /api/application`). */
export const MyApplication = ApplicationInfo.omit({ customer_id: true, customer_name: true, customer_email: true, reviewed_by: true });
export type MyApplication = z.infer<typeof MyApplication>;
