import { toMinor } from '../shared/money.js';
import type { PromotionCondition } from './promotion.schema.js';
import type { PromotionRecord } from './promotion.entity.js';

/*
 * The promotion rules as plain functions over what an order or a cart holds (decision 0068): which
 * promotions hold, what each is worth, and which of them apply together. No reads here: the caller
 * (promotion-apply.ts) gives the facts it read.
 */

/** A line as the rules see it. */
export interface BasketLine {
  product_id: number;
  unit_price: string;
  quantity: number;
  line_total: string;
}

/** What the rules know of the order: its lines, the fee (null: not known yet, a cart) and the shopper. */
export interface Basket {
  lines: readonly BasketLine[];
  subtotal: string;
  shippingFee: string | null;
  channel: 'online' | 'pos';
  /** Undefined for a guest. */
  customer: { id: number; tierId: number | null; orders: number } | undefined;
  /** Brand and categories of the lines' products (only read when a promotion asks). */
  classes: ReadonlyMap<number, { brand_id: number | null; categories: readonly number[] }>;
}

/** A promotion that holds for the basket, and what it takes off (minor units). */
export interface Candidate {
  promotion: PromotionRecord;
  amount: number;
  on: 'goods' | 'shipping';
}

const conditionOf = <T extends PromotionCondition['type']>(p: PromotionRecord, type: T) =>
  p.conditions.find((c): c is Extract<PromotionCondition, { type: T }> => c.type === type);

/** Whether `now` is within the promotion's start (inclusive) and end (exclusive). */
export function isCurrent(p: PromotionRecord, now: Date): boolean {
  const at = now.getTime();
  if (p.starts_at && Date.parse(p.starts_at) > at) return false;
  if (p.ends_at && Date.parse(p.ends_at) <= at) return false;
  return true;
}

/** Whether a line is one the promotion's product, category and brand conditions name (all given ones must hold). */
function lineQualifies(p: PromotionRecord, line: BasketLine, basket: Basket): boolean {
  const products = conditionOf(p, 'products');
  if (products && !products.ids.includes(line.product_id)) return false;
  const classes = basket.classes.get(line.product_id);
  const categories = conditionOf(p, 'categories');
  if (categories && !classes?.categories.some((id) => categories.ids.includes(id))) return false;
  const brands = conditionOf(p, 'brands');
  if (brands && (classes?.brand_id == null || !brands.ids.includes(classes.brand_id))) return false;
  return true;
}

/** The lines the reward applies to, or undefined when an order-level condition fails or no line qualifies. */
export function qualifyingLines(p: PromotionRecord, basket: Basket): BasketLine[] | undefined {
  const min = conditionOf(p, 'min_subtotal');
  if (min && toMinor(basket.subtotal) < toMinor(min.amount)) return undefined;
  const channel = conditionOf(p, 'channel');
  if (channel && channel.channel !== basket.channel) return undefined;
  const tiers = conditionOf(p, 'membership_tiers');
  if (tiers && (basket.customer?.tierId == null || !tiers.ids.includes(basket.customer.tierId))) return undefined;
  if (conditionOf(p, 'first_order') && (!basket.customer || basket.customer.orders > 0)) return undefined;
  // Per-customer uses are counted per signed-in customer: a guest cannot be told apart.
  if (p.per_customer_limit && !basket.customer) return undefined;
  const lines = basket.lines.filter((l) => lineQualifies(p, l, basket));
  return lines.length ? lines : undefined;
}

/**
 * Buy X get Y: of the qualifying units, `floor(units / (X + Y)) × Y` are free, and they are the
 * cheapest ones (each unit at its own unit price).
 */
export function buyXGetY(lines: readonly BasketLine[], buy: number, get: number): number {
  const units = lines.flatMap((l) => Array.from({ length: l.quantity }, () => toMinor(l.unit_price))).sort((a, b) => a - b);
  const free = Math.floor(units.length / (buy + get)) * get;
  return units.slice(0, free).reduce((sum, u) => sum + u, 0);
}

/**
 * What the promotion takes off (minor units), on the goods or the fee. A percentage rounds half up
 * to the cent; a fixed amount never exceeds the qualifying lines' total.
 */
export function worth(p: PromotionRecord, lines: readonly BasketLine[], basket: Basket): Candidate {
  const total = lines.reduce((sum, l) => sum + toMinor(l.line_total), 0);
  switch (p.reward_type) {
    case 'percentage':
      return { promotion: p, on: 'goods', amount: Math.min(total, Math.round((total * toMinor(p.reward_value ?? '0')) / 10_000)) };
    case 'fixed_amount':
      return { promotion: p, on: 'goods', amount: Math.min(total, toMinor(p.reward_value ?? '0')) };
    case 'buy_x_get_y':
      return { promotion: p, on: 'goods', amount: buyXGetY(lines, p.buy_quantity ?? 1, p.get_quantity ?? 1) };
    case 'free_shipping':
      return { promotion: p, on: 'shipping', amount: basket.shippingFee === null ? 0 : toMinor(basket.shippingFee) };
  }
}

/** Ranking: priority (high first), then what it is worth (more first), then the older promotion. */
export function rank(a: Candidate, b: Candidate): number {
  return b.promotion.priority - a.promotion.priority || b.amount - a.amount || a.promotion.id - b.promotion.id;
}

/**
 * Which candidates apply (decision 0068): in rank order, the first one always; if it is not
 * combinable it applies alone; if it is, every other combinable candidate applies with it and the
 * non-combinable ones do not. At most one free-shipping reward counts.
 */
export function select(candidates: readonly Candidate[]): Candidate[] {
  const ranked = [...candidates].sort(rank);
  const first = ranked[0];
  if (!first) return [];
  if (!first.promotion.combinable) return [first];
  const chosen: Candidate[] = [];
  for (const c of ranked) {
    if (!c.promotion.combinable) continue;
    if (c.on === 'shipping' && chosen.some((o) => o.on === 'shipping')) continue;
    chosen.push(c);
  }
  return chosen;
}

/** The goods discounts in order, each cut so together they never exceed the subtotal. */
export function capped(chosen: readonly Candidate[], subtotal: string): Candidate[] {
  let left = toMinor(subtotal);
  return chosen.map((c) => {
    if (c.on === 'shipping') return c;
    const amount = Math.min(c.amount, left);
    left -= amount;
    return { ...c, amount };
  });
}
