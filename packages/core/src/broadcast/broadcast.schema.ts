import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { idNumber, requiredString } from '../shared/validation.js';

/** Where a broadcast stands: drafted, waiting for its time, preparing its audience, sending, paused, done. */
export const BROADCAST_STATES = ['draft', 'scheduled', 'preparing', 'sending', 'paused', 'done'] as const;
export type BroadcastState = (typeof BROADCAST_STATES)[number];

/** What happened for one recipient. */
export const RECIPIENT_RESULTS = [
  'sent',
  'scheduled',
  'skipped_no_consent',
  'capped',
  'failed',
  'no_address',
  'duplicate',
  'not_matching',
] as const;
export type RecipientResult = (typeof RECIPIENT_RESULTS)[number];

const blankToNull = (v: unknown) => (v === '' ? null : v);

/**
 * A broadcast (`/admin/broadcast`): a message template to one or more named audiences, sent now or at a
 * time (`send_at`). Only a draft or scheduled one is edited; sending is its own action.
 */
export const BroadcastInput = z.object({
  title: requiredString(255),
  message_id: idNumber(),
  receivers: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.string().trim().min(1).max(100)).min(1, { error: MESSAGES.required }).max(10),
  ),
  send_at: z.preprocess(blankToNull, z.iso.datetime({ offset: true, error: MESSAGES.check }).nullish()),
});
export type BroadcastInput = z.infer<typeof BroadcastInput>;

/** The single-value fields; the receivers' names are a list, declared by hand. */
export const broadcastFields = fieldSet(BroadcastInput.omit({ receivers: true }));

export const BroadcastInfo = z.object({
  id: z.number(),
  ...broadcastFields.answer,
  receivers: z.array(z.string()),
  state: z.enum(BROADCAST_STATES),
  total: z.number(),
  sent: z.number(),
  skipped: z.number(),
  failed: z.number(),
  processed: z.number(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BroadcastInfo = z.infer<typeof BroadcastInfo>;

export const BroadcastFilters = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BROADCAST_STATES, { error: MESSAGES.check }).optional()),
});

export const RecipientInfo = z.object({
  customer_id: z.number(),
  to: z.string().nullable(),
  result: z.enum(RECIPIENT_RESULTS),
  at: z.string(),
});
export type RecipientInfo = z.infer<typeof RecipientInfo>;
