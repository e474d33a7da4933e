import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { moneyField, percentageField } from '../shared/money.js';
import { booleanish, requiredString } from '../shared/validation.js';

/** What a promotion gives (decision 0068). */
export const PROMOTION_REWARDS = ['percentage', 'fixed_amount', 'buy_x_get_y', 'free_shipping'] as const;
export type PromotionReward = (typeof PROMOTION_REWARDS)[number];

/** What a promotion asks of the order; each type at most once in a promotion (spec §5 promotion_repeated_conditions). */
export const PROMOTION_CONDITIONS = [
  'min_subtotal',
  'products',
  'categories',
  'brands',
  'membership_tiers',
  'first_order',
  'channel',
] as const;
export type PromotionConditionType = (typeof PROMOTION_CONDITIONS)[number];

/** Where a `channel` condition lets a promotion apply (the order channels). */
export const PROMOTION_CHANNELS = ['online', 'pos'] as const;

/**
 * Enabled automatic promotions at most (decision 0068): they are read, all of them, on every cart
 * and order from their own partition, so their number is what each evaluation reads.
 */
export const MAX_LIVE_AUTOMATIC = 50;

export const PROMOTION_MESSAGES = {
  repeated: 'Condition can not be repeated',
  invalidCoupon: 'The coupon code is invalid.',
  cannotCombine: 'This coupon cannot be combined with the other promotions of your order.',
  endsBeforeStart: 'The end must be after the start.',
  codeChars: 'Only letters, digits, - and _ are allowed.',
  rewardValue: 'Please enter the reward.',
  tooManyLive: 'At most 50 automatic promotions can be enabled at a time.',
  getMoreThanBuy: 'Enter how many to buy and how many are free.',
} as const;

const blankToNull = (v: unknown) => (v === '' ? null : v);
const ids = z.array(z.number().int().positive()).min(1, { error: MESSAGES.required }).max(200);

/** One condition: its type and the value that type needs (ids for the lists, an amount, a channel). */
export const PromotionCondition = z.discriminatedUnion('type', [
  z.object({ type: z.literal('min_subtotal'), amount: moneyField() }),
  z.object({ type: z.literal('products'), ids }),
  z.object({ type: z.literal('categories'), ids }),
  z.object({ type: z.literal('brands'), ids }),
  z.object({ type: z.literal('membership_tiers'), ids }),
  z.object({ type: z.literal('first_order') }),
  z.object({ type: z.literal('channel'), channel: z.enum(PROMOTION_CHANNELS) }),
]);
export type PromotionCondition = z.infer<typeof PromotionCondition>;

const conditions = z
  .array(PromotionCondition)
  .max(PROMOTION_CONDITIONS.length * 2)
  .default([])
  .superRefine((list, ctx) =>
    list.forEach((c, index) => {
      if (list.findIndex((o) => o.type === c.type) !== index) {
        ctx.addIssue({ code: 'custom', path: [index, 'type'], message: PROMOTION_MESSAGES.repeated });
      }
    }),
  );

const count = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
    z.number({ error: MESSAGES.check }).int({ error: MESSAGES.check }).positive({ error: MESSAGES.check }).max(max).nullish(),
  );

/** A coupon code: letters, digits, `-` and `_`; compared case-insensitively (its unique guard folds it). */
const code = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(40)
    .regex(/^[\p{L}\p{N}_-]+$/u, { error: PROMOTION_MESSAGES.codeChars })
    .nullish(),
);

const when = z.preprocess(blankToNull, z.iso.datetime({ offset: true, error: MESSAGES.check }).nullish());

/** The single-value fields (stored as attributes, `name` per language). */
const PromotionFields = z.object({
  name: requiredString(255),
  /** Empty: an automatic promotion; set: a coupon the shopper types. */
  code,
  enabled: booleanish().default(true),
  reward_type: z.enum(PROMOTION_REWARDS),
  /** `percentage`: 0–100; `fixed_amount`: an amount in the base currency; others: empty. */
  reward_value: z.preprocess(blankToNull, z.string().nullish()),
  /** `buy_x_get_y`: every `buy_quantity + get_quantity` qualifying units, `get_quantity` of the cheapest are free. */
  buy_quantity: count(999),
  get_quantity: count(999),
  starts_at: when,
  ends_at: when,
  /** Uses in all (null: no limit). */
  usage_limit: count(10_000_000),
  /** Uses per customer (null: no limit); with one, only signed-in customers qualify. */
  per_customer_limit: count(10_000),
  /** Applies together with other combinable promotions; when false it applies alone, if it ranks first. */
  combinable: booleanish().default(false),
  /** Higher ranks first (decision 0068). */
  priority: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(-1000).max(1000),
  ),
});

export const PromotionInput = PromotionFields.extend({ conditions }).superRefine((p, ctx) => {
  if (p.starts_at && p.ends_at && p.ends_at <= p.starts_at) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: PROMOTION_MESSAGES.endsBeforeStart });
  }
  if (p.reward_type === 'percentage' && !percentageField().safeParse(p.reward_value).success) {
    ctx.addIssue({ code: 'custom', path: ['reward_value'], message: PROMOTION_MESSAGES.rewardValue });
  }
  if (p.reward_type === 'fixed_amount' && !moneyField().safeParse(p.reward_value).success) {
    ctx.addIssue({ code: 'custom', path: ['reward_value'], message: PROMOTION_MESSAGES.rewardValue });
  }
  if (p.reward_type === 'buy_x_get_y') {
    if (!p.buy_quantity) ctx.addIssue({ code: 'custom', path: ['buy_quantity'], message: PROMOTION_MESSAGES.getMoreThanBuy });
    if (!p.get_quantity) ctx.addIssue({ code: 'custom', path: ['get_quantity'], message: PROMOTION_MESSAGES.getMoreThanBuy });
  }
});
export type PromotionInput = z.infer<typeof PromotionInput>;

export const promotionFields = fieldSet(PromotionFields, { translated: ['name'] });

export const PromotionInfo = z.object({
  id: z.number(),
  ...promotionFields.answer,
  conditions: z.array(PromotionCondition),
  /** Uses counted so far (orders cancelled or refunded gave theirs back). */
  used: z.number(),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PromotionInfo = z.infer<typeof PromotionInfo>;

/** A discount line as the cart shows it (the order keeps the same shape: OrderDiscount). */
export const PromotionDiscount = z.object({
  kind: z.literal('promotion'),
  promotion_id: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  amount: z.string(),
  on: z.enum(['goods', 'shipping']),
});
export type PromotionDiscount = z.infer<typeof PromotionDiscount>;

/** What the cart answers beside its lines: the promotions that apply now (a preview; the order decides again). */
export const CartPromotions = z.object({
  discounts: z.array(PromotionDiscount),
  /** Off the goods (a waived fee is not in it). */
  discount: z.string(),
  coupon_code: z.string().nullable(),
});
export type CartPromotions = z.infer<typeof CartPromotions>;
