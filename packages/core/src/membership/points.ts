import { Customer, yearFrom } from '../customer/customer.js';
import type { CustomerInfo } from '../customer/customer.schema.js';
import { ValidationError } from '../shared/errors.js';
import { fromMinor, toMinor } from '../shared/money.js';
import { pointsEntryEntity, type MembershipTierRecord } from './membership.entity.js';
import {
  accountItem,
  dayOf,
  entryItems,
  lotAddItem,
  lotTakeItem,
  markItem,
  markReversedItem,
  NEVER,
  planTake,
  readAccount,
  readLots,
  readMark,
  retrying,
  spendable,
  transact,
} from './points-items.js';
import { Tiers, tierTitle } from './tier.js';
import { MEMBERSHIP_MESSAGES, type MembershipProgramInfo, type MembershipSummary, type PointsEntryInfo } from './tier.schema.js';

/** What a paid order brings (read by the subscriber from the order: membership does not read orders). */
export interface PaidOrder {
  order_id: number;
  order_number: string;
  customer_id: number;
  /** The goods' price after discounts, in cents (shipping earns nothing). */
  goods_cents: number;
  paid_at: Date;
}

/** A points discount's value in cents: `use_rate_dollar` for every `use_rate_point` points, rounded down to the cent. */
export const pointsValue = (points: number, tier: Pick<MembershipTierRecord, 'use_rate_dollar' | 'use_rate_point'>) =>
  Math.floor((points * toMinor(tier.use_rate_dollar)) / tier.use_rate_point);

/** The most points an order may use: their value at most `limit_percent_per_order` of what is payable. */
export function maxPoints(
  payableCents: number,
  tier: Pick<MembershipTierRecord, 'use_rate_dollar' | 'use_rate_point' | 'limit_percent_per_order'>,
) {
  const cap = Math.floor((payableCents * tier.limit_percent_per_order) / 100);
  return Math.floor((cap * tier.use_rate_point) / toMinor(tier.use_rate_dollar));
}

/** Points a paid order earns: `earn_rate_point` for every whole `earn_rate_dollar` of goods. */
export const earnedPoints = (goodsCents: number, tier: Pick<MembershipTierRecord, 'earn_rate_dollar' | 'earn_rate_point'>) =>
  Math.floor(goodsCents / toMinor(tier.earn_rate_dollar)) * tier.earn_rate_point;

/** The day points earned now expire (the programme's option, decision 0069). */
export function lotDate(program: MembershipProgramInfo, tierExpiry: string | null, today: string): string {
  if (program.point_expiry === 'specific_date' && program.point_expiry_date && program.point_expiry_date >= today)
    return program.point_expiry_date;
  if (program.point_expiry === 'membership_expiry' && tierExpiry) return tierExpiry;
  return NEVER;
}

async function customerTier(customer: CustomerInfo): Promise<{ tiers: MembershipTierRecord[]; tier: MembershipTierRecord | undefined }> {
  const tiers = await Tiers.records();
  return { tiers, tier: tiers.find((t) => t.level === customer.membership_tier_id && t.enabled) };
}

/**
 * The points a customer spends on an order (checkout and the POS): checked against the tier's limit
 * and the balance, and written in the ORDER'S transaction: the balance's conditional decrement, the
 * lots' (oldest first), the ledger entry and the order's spend marker. A parallel order spending the
 * same balance makes one of the conditions fail; the order is retried and reads the balance again.
 */
export async function spendForOrder(input: {
  customerId: number | undefined;
  points: number;
  orderId: number;
  orderNumber: string;
  payableCents: number;
  slot: string;
}) {
  const field = 'points';
  if (!input.customerId) throw ValidationError.field(field, MEMBERSHIP_MESSAGES.noMembership);
  const { tier } = await customerTier(await Customer.get(input.customerId));
  if (!tier) throw ValidationError.field(field, MEMBERSHIP_MESSAGES.noMembership);
  const max = maxPoints(input.payableCents, tier);
  if (input.points > max) throw ValidationError.field(field, MEMBERSHIP_MESSAGES.overLimit.replace('{{max}}', String(max)));
  const now = new Date();
  const [account, lots] = await Promise.all([readAccount(input.customerId), readLots(input.customerId)]);
  const plan = account.balance >= input.points ? planTake(spendable(lots, dayOf(now)), input.points) : undefined;
  if (!plan) throw ValidationError.field(field, MEMBERSHIP_MESSAGES.notEnough);
  const amount = pointsValue(input.points, tier);
  const lotsTaken = Object.fromEntries(plan);
  return {
    discount: {
      kind: 'points' as const,
      promotion_id: null,
      code: null,
      name: `${String(input.points)} points`,
      amount: fromMinor(amount),
      points: input.points,
      on: 'goods' as const,
    },
    extra: [
      accountItem(account, { delta: -input.points, entries: 1 }),
      ...[...plan].map(([date, n]) => lotTakeItem(input.customerId!, date, n)),
      ...entryItems(
        account,
        [{ type: 'spend', remark: `Order ${input.orderNumber}`, used_points: input.points, points: 0, order_id: input.orderId }],
        now,
      ),
      markItem(`spend#${String(input.orderId)}`, input.customerId, now, { points: input.points, lots: lotsTaken }),
    ],
  };
}

/**
 * A paid order: its goods count towards the tier (upgrading when a tier's amount is reached), and
 * it earns points at the tier's rate into the lot of its expiry day. Once per order (its `earn#`
 * marker is in the same transaction); a redelivered event changes nothing.
 */
async function orderPaid(order: PaidOrder): Promise<{ earned: number; tier: number | null }> {
  const customer = await Customer.get(order.customer_id);
  const { tiers, tier: current } = await customerTier(customer);
  const program = await Tiers.program();
  const today = dayOf(order.paid_at);
  let result = { earned: 0, tier: current?.level ?? null };
  let upgrade: MembershipTierRecord | undefined;
  await retrying(async () => {
    const account = await readAccount(order.customer_id);
    const mark = await readMark(`earn#${String(order.order_id)}`);
    const accumulated = account.accumulated + (mark ? 0 : order.goods_cents);
    const earned = Tiers.earned(tiers, accumulated, order.goods_cents);
    upgrade = earned && (!current || earned.level > current.level) ? earned : undefined;
    if (mark) return true;
    const tier = upgrade ?? current;
    const tierExpiry = upgrade ? yearFrom(order.paid_at) : customer.membership_tier_expiry_date;
    const points = tier ? earnedPoints(order.goods_cents, tier) : 0;
    const lot = lotDate(program, tierExpiry, today);
    const entry = {
      type: 'earn' as const,
      remark: `Order ${order.order_number}`,
      used_points: 0,
      points,
      expiry_date: lot === NEVER ? null : lot,
      order_id: order.order_id,
    };
    const done = await transact([
      accountItem(account, { delta: points, entries: points ? 1 : 0, spent: order.goods_cents }),
      markItem(`earn#${String(order.order_id)}`, order.customer_id, order.paid_at, { points, lot }),
      ...(points ? [lotAddItem(order.customer_id, lot, points), ...entryItems(account, [entry], order.paid_at)] : []),
    ]);
    if (done) result = { earned: points, tier: tier?.level ?? null };
    return done;
  });
  if (upgrade) {
    await Customer.setTier(order.customer_id, upgrade.level, yearFrom(order.paid_at));
    result.tier = upgrade.level;
  }
  return result;
}

/**
 * Gives back what a refunded or cancelled order moved, in proportion to what was refunded (`share`
 * of the paid amount, 1 for a cancellation or a full refund): the spent points return to the lots
 * they came from (a lot already past its day is not refilled), and the earned points are taken back,
 * oldest lots first, never more than the balance (what was already spent stays spent). Each side is
 * conditioned on its marker's `reversed` count, so the same refund handled twice moves nothing more.
 */
async function reverseOrder(order: { order_id: number; order_number: string; customer_id: number; share: number }, at = new Date()) {
  const share = Math.max(0, Math.min(1, order.share));
  const today = dayOf(at);
  let returned = 0;
  let takenBack = 0;
  await retrying(async () => {
    const spend = await readMark(`spend#${String(order.order_id)}`);
    if (!spend) return true;
    const target = Math.round((spend.points ?? 0) * share);
    const seen = spend.reversed ?? 0;
    if (target <= seen) return true;
    // Deterministic split: latest-expiring lots refilled first, up to what each gave.
    const split = (total: number) => {
      const out = new Map<string, number>();
      let left = total;
      for (const [date, n] of Object.entries(spend.lots ?? {}).sort((a, b) => b[0].localeCompare(a[0]))) {
        const give = Math.min(n, left);
        out.set(date, give);
        left -= give;
      }
      return out;
    };
    const before = split(seen);
    const delta = [...split(target)]
      .map(([date, n]) => [date, n - (before.get(date) ?? 0)] as const)
      .filter(([date, n]) => n > 0 && date >= today);
    const points = delta.reduce((sum, [, n]) => sum + n, 0);
    const account = await readAccount(order.customer_id);
    const entry = {
      type: 'refund' as const,
      remark: `Order ${order.order_number} points returned`,
      used_points: 0,
      points,
      order_id: order.order_id,
    };
    const done = await transact([
      markReversedItem(`spend#${String(order.order_id)}`, seen, target),
      ...(points
        ? [
            accountItem(account, { delta: points, entries: 1 }),
            ...delta.map(([date, n]) => lotAddItem(order.customer_id, date, n)),
            ...entryItems(account, [entry], at),
          ]
        : []),
    ]);
    if (done) returned = points;
    return done;
  });
  await retrying(async () => {
    const earn = await readMark(`earn#${String(order.order_id)}`);
    if (!earn) return true;
    const target = Math.round((earn.points ?? 0) * share);
    const seen = earn.reversed ?? 0;
    if (target <= seen) return true;
    const [account, lots] = await Promise.all([readAccount(order.customer_id), readLots(order.customer_id)]);
    const usable = spendable(lots, today);
    const available = Math.min(
      account.balance,
      usable.reduce((sum, l) => sum + (l.remaining ?? 0), 0),
    );
    const points = Math.min(target - seen, available);
    const plan = points ? planTake(usable, points) : new Map<string, number>();
    if (!plan) return false;
    const entry = {
      type: 'reverse' as const,
      remark: `Order ${order.order_number} refunded`,
      used_points: points,
      points: 0,
      order_id: order.order_id,
    };
    const done = await transact([
      markReversedItem(`earn#${String(order.order_id)}`, seen, target),
      ...(points
        ? [
            accountItem(account, { delta: -points, entries: 1 }),
            ...[...plan].map(([date, n]) => lotTakeItem(order.customer_id, date, n)),
            ...entryItems(account, [entry], at),
          ]
        : []),
    ]);
    if (done) takenBack = points;
    return done;
  });
  return { returned, taken_back: takenBack };
}

const toEntry = (r: {
  seq: string;
  type: PointsEntryInfo['type'];
  remark: string;
  used_points: number;
  points: number;
  expiry_date?: string;
  order_id?: number;
  created_at: string;
}): PointsEntryInfo => ({
  id: String(Number(r.seq)),
  remark: r.remark,
  type: r.type,
  used_points: r.used_points,
  points: r.points,
  expiry_date: r.expiry_date ?? null,
  order_id: r.order_id ?? null,
  created_at: r.created_at,
});

const pad = (n: number) => String(n).padStart(12, '0');

export const Points = {
  spendForOrder,
  orderPaid,
  reverseOrder,

  async balance(customerId: number): Promise<number> {
    return (await readAccount(customerId)).balance;
  },

  /**
   * A page of the ledger, newest first: entries are numbered 1…n by the account, so page p is one
   * range Query (n − p·size, n − (p−1)·size], whatever the page.
   */
  async history(customerId: number, page: number, perPage: number) {
    const { entries: total } = await readAccount(customerId);
    const high = total - (page - 1) * perPage;
    const low = Math.max(1, high - perPage + 1);
    if (high < 1) return { data: [], total, page, per_page: perPage };
    const { data } = await pointsEntryEntity.query
      .byCustomer({ customer_id: customerId })
      .between({ seq: pad(low) }, { seq: pad(high) })
      .go({ order: 'desc', pages: 'all' });
    return { data: data.map(toEntry), total, page, per_page: perPage };
  },

  /** The shopper's membership: tier, progress to the next, balance and points about to expire. */
  async summary(customerId: number, language: string, now = new Date()): Promise<MembershipSummary> {
    const customer = await Customer.get(customerId);
    const [{ tiers, tier }, account, lots, program] = await Promise.all([
      customerTier(customer),
      readAccount(customerId),
      readLots(customerId),
      Tiers.program(),
    ]);
    const next = tiers
      .filter((t) => t.enabled && (!tier || t.level > tier.level) && toMinor(t.accumulation_spending_amount) > account.accumulated)
      .sort((a, b) => a.level - b.level)[0];
    const today = dayOf(now);
    const horizon = dayOf(new Date(now.getTime() + Math.max(program.expiry_notice_days, 30) * 86_400_000));
    return {
      tier: tier ? { id: tier.level, title: tierTitle(tier, language) } : null,
      tier_expiry_date: customer.membership_tier_expiry_date,
      balance: account.balance,
      accumulated_spending: fromMinor(account.accumulated),
      next_tier: next
        ? {
            id: next.level,
            title: tierTitle(next, language),
            accumulation_spending_amount: next.accumulation_spending_amount,
            remaining: fromMinor(toMinor(next.accumulation_spending_amount) - account.accumulated),
          }
        : null,
      expiring: spendable(lots, today)
        .filter((l) => l.expiry_date !== NEVER && l.expiry_date <= horizon)
        .map((l) => ({ expiry_date: l.expiry_date, points: l.remaining ?? 0 })),
      use_rate_dollar: tier?.use_rate_dollar ?? null,
      use_rate_point: tier?.use_rate_point ?? null,
      limit_percent_per_order: tier?.limit_percent_per_order ?? null,
    };
  },
};
