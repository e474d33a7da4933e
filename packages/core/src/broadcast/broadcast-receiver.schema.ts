import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { LeadSourceSchema } from '../shared/lead-source.schema.js';
import { optionalString } from '../shared/validation.js';
import { keyName } from '../tag/tag.schema.js';

export const AUDIENCE_MATCH = ['all', 'any'] as const;

export const RECEIVER_MESSAGES = {
  noCondition: 'Choose at least one condition.',
  unknownTag: 'The tag {{name}} does not exist.',
  unknownTier: 'The membership tier {{id}} does not exist.',
} as const;

/** A list field as JSON arrays or as form data ("a, b"). */
const listOf = <T extends z.ZodType>(item: T, max = 50) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v === null || v === undefined
          ? []
          : v,
    z.array(item).max(max),
  );

/** A positive whole number from JSON or a form's text. */
const positiveId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: MESSAGES.check }).int({ error: MESSAGES.check }).positive({ error: MESSAGES.check }),
);

/**
 * A named audience (`/admin/broadcast-receiver/edit/{name}`): customers with these tags, in these
 * customer groups, lead statuses, membership tiers or lead sources; all conditions must hold, or any.
 * The lists keep ids and names only: statuses and tiers belong to other domains (decision 0060).
 */
const ReceiverConditions = z.object({
  description: optionalString(255).nullable(),
  tags: listOf(optionalString(50).pipe(z.string())).transform((names) => [...new Map(names.map((n) => [n.toLowerCase(), n])).values()]),
  group_ids: listOf(positiveId).transform((ids) => [...new Set(ids)]),
  status_ids: listOf(positiveId).transform((ids) => [...new Set(ids)]),
  tier_ids: listOf(positiveId).transform((ids) => [...new Set(ids)]),
  lead_sources: listOf(LeadSourceSchema, 12).transform((s) => [...new Set(s)]),
  match: z.enum(AUDIENCE_MATCH, { error: MESSAGES.check }).default('all'),
});

const atLeastOne = (r: z.output<typeof ReceiverConditions>, ctx: z.RefinementCtx) => {
  const count = r.tags.length + r.group_ids.length + r.status_ids.length + r.tier_ids.length + r.lead_sources.length;
  if (count === 0) ctx.addIssue({ code: 'custom', path: ['tags'], message: RECEIVER_MESSAGES.noCondition });
};

/** An edit changes the conditions; the name is the receiver's key and stays (decision 0060). */
export const BroadcastReceiverUpdateInput = ReceiverConditions.superRefine(atLeastOne);
export type BroadcastReceiverUpdateInput = z.output<typeof BroadcastReceiverUpdateInput>;

export const BroadcastReceiverInput = ReceiverConditions.extend({ name: keyName(100) }).superRefine(atLeastOne);
export type BroadcastReceiverInput = z.output<typeof BroadcastReceiverInput>;

export const BroadcastReceiverInfo = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  group_ids: z.array(z.number()),
  status_ids: z.array(z.number()),
  tier_ids: z.array(z.number()),
  lead_sources: z.array(LeadSourceSchema),
  match: z.enum(AUDIENCE_MATCH),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BroadcastReceiverInfo = z.infer<typeof BroadcastReceiverInfo>;
