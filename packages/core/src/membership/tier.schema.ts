import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { moneyField } from '../shared/money.js';
import { booleanish, requiredString } from '../shared/validation.js';

/** Tier levels are numbered 1…MAX_TIERS (`PUT /api/admin/membership_tier/{n}`); the page shows them all. */
export const MAX_TIERS = 20;

/** The spec's point expiry options (§3): where the option lives is decision 0069 (the programme, one per shop). */
export const POINT_EXPIRY_OPTIONS = ['never', 'specific_date', 'membership_expiry'] as const;
export type PointExpiryOption = (typeof POINT_EXPIRY_OPTIONS)[number];

/** Kinds of points ledger entries (the history's `type` column). */
export const POINTS_TYPES = ['earn', 'spend', 'refund', 'reverse', 'expire', 'birthday', 'renew', 'adjust'] as const;
export type PointsType = (typeof POINTS_TYPES)[number];

export const MEMBERSHIP_MESSAGES = {
  notEnough: 'You do not have enough points.',
  overLimit: 'You can use at most {{max}} points on this order.',
  noMembership: 'Only members can use points.',
  downgradeSelf: 'A tier cannot downgrade to itself.',
  downgradeMissing: 'The selected tier does not exist.',
  dateRequired: 'Please choose the date points expire on.',
} as const;

const points = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? MESSAGES.required : MESSAGES.check) })
      .int({ error: MESSAGES.check })
      .min(0, { error: MESSAGES.check })
      .max(100_000_000, { error: MESSAGES.check }),
  );
const positive = () => points().refine((n) => n > 0, { error: MESSAGES.check });
const positiveMoney = () => moneyField().refine((m) => Number(m) > 0, { error: MESSAGES.check });

/**
 * A membership tier (spec §3): every field required except `downgrade_tier_id`; `limit_percent_per_order`
 * defaults to 100. `awards_enabled` off sets `birthday_points` and `renew_success_points` to 0 (spec §5).
 */
export const MembershipTierInput = z
  .object({
    enabled: booleanish().default(true),
    title: requiredString(100),
    earn_rate_dollar: positiveMoney(),
    earn_rate_point: points(),
    use_rate_dollar: positiveMoney(),
    use_rate_point: positive(),
    limit_percent_per_order: points()
      .refine((n) => n <= 100, { error: 'May not be greater than 100.' })
      .default(100),
    accumulation_spending_amount: moneyField(),
    spending_amount: moneyField(),
    keep_spending_amount: moneyField(),
    downgrade_tier_id: z.preprocess(
      (v) => (v === '' || v === 0 || v === '0' ? null : typeof v === 'string' ? Number(v) : v),
      z.number({ error: MESSAGES.check }).int().min(1).max(MAX_TIERS).nullish(),
    ),
    awards_enabled: booleanish().default(true),
    birthday_points: points(),
    renew_success_points: points(),
    language: z.string().max(20).optional(),
  })
  .transform((t) => (t.awards_enabled ? t : { ...t, birthday_points: 0, renew_success_points: 0 }));
export type MembershipTierInput = z.output<typeof MembershipTierInput>;

export const MembershipTierInfo = z.object({
  id: z.number(),
  enabled: z.boolean(),
  title: z.string(),
  earn_rate_dollar: z.string(),
  earn_rate_point: z.number(),
  use_rate_dollar: z.string(),
  use_rate_point: z.number(),
  limit_percent_per_order: z.number(),
  accumulation_spending_amount: z.string(),
  spending_amount: z.string(),
  keep_spending_amount: z.string(),
  downgrade_tier_id: z.number().nullable(),
  awards_enabled: z.boolean(),
  birthday_points: z.number(),
  renew_success_points: z.number(),
  updated_at: z.string(),
});
export type MembershipTierInfo = z.infer<typeof MembershipTierInfo>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.check });

/** The programme: how points expire, and how many days before customers are told (decision 0069). */
export const MembershipProgramInput = z
  .object({
    point_expiry: z.enum(POINT_EXPIRY_OPTIONS, { error: MESSAGES.check }).default('never'),
    point_expiry_date: z.preprocess((v) => (v === '' ? null : v), isoDate.nullish()),
    expiry_notice_days: points()
      .refine((n) => n <= 365, { error: MESSAGES.check })
      .default(14),
  })
  .superRefine((p, ctx) => {
    if (p.point_expiry === 'specific_date' && !p.point_expiry_date) {
      ctx.addIssue({ code: 'custom', path: ['point_expiry_date'], message: MEMBERSHIP_MESSAGES.dateRequired });
    }
  });
export type MembershipProgramInput = z.output<typeof MembershipProgramInput>;

export const MembershipProgramInfo = z.object({
  point_expiry: z.enum(POINT_EXPIRY_OPTIONS),
  point_expiry_date: z.string().nullable(),
  expiry_notice_days: z.number(),
});
export type MembershipProgramInfo = z.infer<typeof MembershipProgramInfo>;

/** `GET /api/admin/membership_tier`: every tier (levels 1…n) and the programme. */
export const MembershipTierList = z.object({ data: z.array(MembershipTierInfo), program: MembershipProgramInfo });

/** One ledger entry (the Reward Points History's columns: remark, type, used_points, points, expiry_date). */
export const PointsEntryInfo = z.object({
  id: z.string(),
  remark: z.string(),
  type: z.enum(POINTS_TYPES),
  used_points: z.number(),
  points: z.number(),
  expiry_date: z.string().nullable(),
  order_id: z.number().nullable(),
  created_at: z.string(),
});
export type PointsEntryInfo = z.infer<typeof PointsEntryInfo>;

export const PointsHistoryPage = z.object({
  data: z.array(PointsEntryInfo),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

/** The shopper's membership (`GET /api/membership`). */
export const MembershipSummary = z.object({
  tier: z.object({ id: z.number(), title: z.string() }).nullable(),
  tier_expiry_date: z.string().nullable(),
  balance: z.number(),
  accumulated_spending: z.string(),
  next_tier: z.object({ id: z.number(), title: z.string(), accumulation_spending_amount: z.string(), remaining: z.string() }).nullable(),
  /** Points that expire within the notice window, by date. */
  expiring: z.array(z.object({ expiry_date: z.string(), points: z.number() })),
  use_rate_dollar: z.string().nullable(),
  use_rate_point: z.number().nullable(),
  limit_percent_per_order: z.number().nullable(),
});
export type MembershipSummary = z.infer<typeof MembershipSummary>;
