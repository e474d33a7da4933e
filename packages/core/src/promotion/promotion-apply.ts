import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Product } from '../catalog/product.js';
import { Customer } from '../customer/customer.js';
import { documentClient, TABLE_NAME, type TransactItem } from '../shared/dynamo.js';
import { ValidationError } from '../shared/errors.js';
import { keys } from '../shared/keys.js';
import { fromMinor } from '../shared/money.js';
import { promotionEntity, type PromotionRecord } from './promotion.entity.js';
import { capped, isCurrent, qualifyingLines, select, worth, type Basket, type BasketLine, type Candidate } from './promotion-rules.js';
import { MAX_LIVE_AUTOMATIC, PROMOTION_MESSAGES, promotionFields, type PromotionDiscount } from './promotion.schema.js';
import { promotionStore } from './promotion.store.js';
import { hasUseLeft, useItems } from './promotion-uses.js';
import { classesKept, kept } from './promotion-cache.js';

/** What a cart or an order is evaluated from. */
export interface EvaluateInput {
  lines: readonly BasketLine[];
  subtotal: string;
  /** The shipping fee; null in a cart (not chosen yet): a free-shipping reward is then worth 0.00. */
  shippingFee: string | null;
  channel: 'online' | 'pos';
  customerId: number | undefined;
  /** The content language: the discount lines name their promotion in it. */
  slot: string;
  couponCode?: string | null | undefined;
  now?: Date;
}

export interface Evaluation {
  /** The promotions that apply, with what each takes off (minor units), in rank order. */
  applied: Candidate[];
  discounts: PromotionDiscount[];
  /** Off the goods. */
  discount: string;
  /** '0.00' when a free-shipping reward applies; undefined otherwise. */
  shippingFee: string | undefined;
}

const invalid = () => ValidationError.field('coupon_code', PROMOTION_MESSAGES.invalidCoupon);

/** The enabled automatic promotions: their own partition (projects whole items), at most MAX_LIVE_AUTOMATIC: one Query. */
function liveAutomatic(): Promise<PromotionRecord[]> {
  return kept.get('live', async () => {
    const { data } = await promotionEntity.query.filter1ById({ live: 'auto' }).go({ limit: MAX_LIVE_AUTOMATIC, pages: 1 });
    return data;
  });
}

/** The coupon with this code (case-insensitive: its unique guard, then the record), or the refusal. */
async function coupon(code: string): Promise<PromotionRecord> {
  const [found] = await kept.get(`code#${code.trim().toLowerCase()}`, async () => {
    const record = await promotionStore.findByUnique('code', code);
    return record ? [record] : [];
  });
  if (!found?.enabled || !found.code) throw invalid();
  return found;
}

/** The lines' products' brand and categories (kept like the promotions; one BatchGet for those not kept). */
async function classesOf(productIds: readonly number[]) {
  const found = await classesKept.getMany(
    productIds.map(String),
    async (missing) => new Map([...(await Product.classes(missing.map(Number)))].map(([id, c]) => [String(id), c])),
  );
  return new Map(
    productIds.flatMap((id) => {
      const c = found.get(String(id));
      return c ? [[id, c] as const] : [];
    }),
  );
}

/** How many orders the customer placed before (the order list's per-customer counter: one GetItem). */
async function ordersOf(customerId: number): Promise<number> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE_NAME, Key: keys.filterCounter('order', 'customer_id', customerId), ConsistentRead: true }),
  );
  return Math.max(0, Number(Item?.count ?? 0));
}

/** The customer's membership tier id, if the record has one (membership tiers may not be stored yet). */
async function tierOf(customerId: number): Promise<number | null> {
  const info = (await Customer.get(customerId).catch(() => undefined)) as Record<string, unknown> | undefined;
  const tier = info?.membership_tier_id;
  return typeof tier === 'number' ? tier : null;
}

/** The facts the promotions ask for, read only when one of them asks. */
async function basketOf(input: EvaluateInput, promotions: readonly PromotionRecord[]): Promise<Basket> {
  const asks = (type: string) => promotions.some((p) => p.conditions.some((c) => c.type === type));
  const id = input.customerId;
  const [classes, tierId, orders] = await Promise.all([
    asks('categories') || asks('brands') ? classesOf(input.lines.map((l) => l.product_id)) : new Map(),
    id !== undefined && asks('membership_tiers') ? tierOf(id) : null,
    id !== undefined && asks('first_order') ? ordersOf(id) : 0,
  ]);
  return {
    lines: input.lines,
    subtotal: input.subtotal,
    shippingFee: input.shippingFee,
    channel: input.channel,
    customer: id === undefined ? undefined : { id, tierId, orders },
    classes,
  };
}

/**
 * The promotions that apply to a cart or an order now (decision 0068): the current automatic ones
 * and the coupon given, those whose conditions hold and that have a use left, then chosen by
 * rank and combinability. A coupon that does not exist, is disabled, not current, does not hold or is
 * used up is refused as invalid; one the ranking leaves out is refused as not combinable.
 */
export async function evaluate(input: EvaluateInput): Promise<Evaluation> {
  const now = input.now ?? new Date();
  const code = input.couponCode?.trim() || undefined;
  const [live, given] = await Promise.all([liveAutomatic(), code ? coupon(code) : undefined]);
  if (given && !isCurrent(given, now)) throw invalid();
  const promotions = [...live.filter((p) => !p.code && isCurrent(p, now)), ...(given ? [given] : [])];
  if (!promotions.length) return { applied: [], discounts: [], discount: '0.00', shippingFee: undefined };
  const basket = await basketOf(input, promotions);
  const holding: Candidate[] = [];
  for (const p of promotions) {
    const lines = qualifyingLines(p, basket);
    const candidate = lines && worth(p, lines, basket);
    // A goods reward worth nothing (too few units for buy-X-get-Y) does not hold.
    if (candidate && (candidate.amount > 0 || candidate.on === 'shipping')) holding.push(candidate);
    else if (p === given) throw invalid();
  }
  const left = await Promise.all(holding.map((c) => hasUseLeft(c.promotion, input.customerId)));
  if (given && left[holding.findIndex((c) => c.promotion === given)] === false) throw invalid();
  const applied = capped(select(holding.filter((_, i) => left[i])), input.subtotal);
  if (given && !applied.some((c) => c.promotion === given)) {
    throw ValidationError.field('coupon_code', PROMOTION_MESSAGES.cannotCombine);
  }
  const discounts = applied.map((c): PromotionDiscount => ({
    kind: 'promotion',
    promotion_id: c.promotion.id,
    code: c.promotion.code ?? null,
    name: promotionFields.present(c.promotion, input.slot).name,
    amount: fromMinor(c.amount),
    on: c.on,
  }));
  const goods = applied.filter((c) => c.on === 'goods').reduce((sum, c) => sum + c.amount, 0);
  return {
    applied,
    discounts,
    discount: fromMinor(goods),
    shippingFee: applied.some((c) => c.on === 'shipping') ? '0.00' : undefined,
  };
}

/** An order as the promotion adjuster sees it (order/order-placement.ts `PricedOrder`, structurally). */
export interface PricedBasket {
  orderId: number;
  customerId: number | undefined;
  channel: 'online' | 'pos';
  lines: readonly BasketLine[];
  subtotal: string;
  shippingFee: string;
}

/**
 * The order adjuster (order/adjusters.ts lists it first): the same evaluation as the cart's, on every
 * attempt of writing the order, and the counters it raises written in the order's own transaction.
 */
export function promotionAdjuster(input: { slot: string; couponCode?: string | null | undefined }) {
  return async (priced: PricedBasket): Promise<{ discounts: PromotionDiscount[]; shippingFee?: string; extra: TransactItem[] }> => {
    const result = await evaluate({
      lines: priced.lines,
      subtotal: priced.subtotal,
      shippingFee: priced.shippingFee,
      channel: priced.channel,
      customerId: priced.customerId,
      slot: input.slot,
      couponCode: input.couponCode,
    });
    return {
      discounts: result.discounts,
      ...(result.shippingFee !== undefined ? { shippingFee: result.shippingFee } : {}),
      extra: useItems(
        priced.orderId,
        priced.customerId,
        result.applied.map((c) => c.promotion),
      ),
    };
  };
}
