import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { documentClient, type TransactItem } from '../shared/dynamo.js';
import { ConflictError } from '../shared/errors.js';
import { pointsAccountEntity, pointsEntryEntity, pointsLotEntity, pointsMarkEntity, type PointsLotRecord } from './membership.entity.js';
import type { PointsType } from './tier.schema.js';

/** The lot of points that never expire (sorts after every real date). */
export const NEVER = '9999-12-31';

/** The most lots one change takes from: keeps every points transaction far below DynamoDB's 100 items. */
export const MAX_LOTS_PER_CHANGE = 12;

export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(12, '0');

export interface Account {
  customer_id: number;
  balance: number;
  entries: number;
  accumulated: number;
  period_spending: number;
  /** Whether the account item exists (a member who earned nothing yet may have one with 0 entries). */
  exists: boolean;
}

/** The customer's account as it is now (strongly consistent: every change is conditioned on what it read). */
export async function readAccount(customerId: number): Promise<Account> {
  const { data } = await pointsAccountEntity.get({ customer_id: customerId }).go({ consistent: true });
  return {
    customer_id: customerId,
    balance: data?.balance ?? 0,
    entries: data?.entries ?? 0,
    accumulated: data?.accumulated ?? 0,
    period_spending: data?.period_spending ?? 0,
    exists: data !== undefined && data !== null,
  };
}

/** The customer's lots, earliest expiry first (one Query of their partition: a handful of items). */
export async function readLots(customerId: number): Promise<PointsLotRecord[]> {
  const { data } = await pointsLotEntity.query.byCustomer({ customer_id: customerId }).go({ pages: 'all', consistent: true });
  return data.sort((a, b) => a.expiry_date.localeCompare(b.expiry_date));
}

/** The lots still spendable today (not past their day), with points left. */
export const spendable = (lots: readonly PointsLotRecord[], today: string) =>
  lots.filter((l) => (l.remaining ?? 0) > 0 && l.expiry_date >= today);

/** Oldest points first: how many points to take from each lot (expiry date → points), or undefined when short. */
export function planTake(lots: readonly PointsLotRecord[], points: number): Map<string, number> | undefined {
  const plan = new Map<string, number>();
  let left = points;
  for (const lot of lots) {
    if (left <= 0) break;
    const take = Math.min(lot.remaining ?? 0, left);
    if (take > 0) plan.set(lot.expiry_date, take);
    left -= take;
  }
  return left > 0 || plan.size > MAX_LOTS_PER_CHANGE ? undefined : plan;
}

export interface EntryInput {
  type: PointsType;
  remark: string;
  used_points: number;
  points: number;
  expiry_date?: string | null;
  order_id?: number | null;
}

/**
 * The account's part of a points change: the balance moves by `delta` (a decrease is conditioned on
 * the balance covering it, so it never goes below 0), the ledger's entry count grows by the entries
 * written beside it (conditioned on the count read, so entries are numbered without gaps), and the
 * spending totals grow. `resetPeriod` starts a new tier year.
 */
export function accountItem(
  seen: Account,
  change: { delta?: number; entries?: number; spent?: number; resetPeriod?: boolean },
): TransactItem {
  const delta = change.delta ?? 0;
  const added: Record<string, number> = {};
  if (delta) added.balance = delta;
  if (change.spent) {
    added.accumulated = change.spent;
    if (!change.resetPeriod) added.period_spending = change.spent;
  }
  const set: Record<string, number> = { entries: seen.entries + (change.entries ?? 0) };
  if (change.resetPeriod) set.period_spending = 0;
  const update = pointsAccountEntity.update({ customer_id: seen.customer_id }).set(set);
  const params = (Object.keys(added).length ? update.add(added) : update)
    .where((a, op) => {
      const count = seen.exists ? op.eq(a.entries, seen.entries) : op.notExists(a.entries);
      return delta < 0 ? `${count} AND ${op.gte(a.balance, -delta)}` : count;
    })
    .params();
  return { Update: params as NonNullable<TransactItem['Update']> };
}

/** The ledger entries written with an account change, numbered after the `seen` count. */
export function entryItems(seen: Account, entries: readonly EntryInput[], at: Date): TransactItem[] {
  return entries.map((e, i) => {
    const params = pointsEntryEntity
      .create({
        customer_id: seen.customer_id,
        seq: pad(seen.entries + i + 1),
        type: e.type,
        remark: e.remark,
        used_points: e.used_points,
        points: e.points,
        ...(e.expiry_date ? { expiry_date: e.expiry_date } : {}),
        ...(e.order_id ? { order_id: e.order_id } : {}),
        created_at: at.toISOString(),
      })
      .params();
    return { Put: params as NonNullable<TransactItem['Put']> };
  });
}

/** Points into a lot (created on first use; a dated lot joins that day's expiry partition). */
export function lotAddItem(customerId: number, expiryDate: string, points: number): TransactItem {
  const update = pointsLotEntity.update({ customer_id: customerId, expiry_date: expiryDate }).add({ remaining: points });
  const params = (expiryDate === NEVER ? update : update.set({ expires_on: expiryDate, holder: customerId })).params();
  return { Update: params as NonNullable<TransactItem['Update']> };
}

/** Points out of a lot, only while it still holds them. */
export function lotTakeItem(customerId: number, expiryDate: string, points: number, exactly?: number): TransactItem {
  const params = pointsLotEntity
    .update({ customer_id: customerId, expiry_date: expiryDate })
    .add({ remaining: -points })
    .where((a, op) => (exactly === undefined ? op.gte(a.remaining, points) : op.eq(a.remaining, exactly)))
    .params();
  return { Update: params as NonNullable<TransactItem['Update']> };
}

/** A new marker (refused if it exists: the change it guards happened already). */
export function markItem(
  mark: string,
  customerId: number,
  at: Date,
  data: { points?: number; lots?: Record<string, number>; lot?: string } = {},
): TransactItem {
  const params = pointsMarkEntity.create({ mark, customer_id: customerId, created_at: at.toISOString(), reversed: 0, ...data }).params();
  return { Put: params as NonNullable<TransactItem['Put']> };
}

/** A marker's reversed count moved from what was read to `next` (conditioned: a reversal happens once). */
export function markReversedItem(mark: string, seen: number, next: number): TransactItem {
  const params = pointsMarkEntity
    .patch({ mark })
    .set({ reversed: next })
    .where((a, op) => op.eq(a.reversed, seen))
    .params();
  return { Update: params as NonNullable<TransactItem['Update']> };
}

export async function readMark(mark: string) {
  const { data } = await pointsMarkEntity.get({ mark }).go({ consistent: true });
  return data ?? undefined;
}

/** Runs a transaction; answers false when a condition refused it (the caller reads again or stops). */
export async function transact(items: TransactItem[]): Promise<boolean> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const codes = (error.CancellationReasons ?? []).map((r) => r.Code);
    if (codes.some((c) => c === 'ConditionalCheckFailed' || c === 'TransactionConflict')) return false;
    throw error;
  }
}

/** Runs `attempt` until it reports done (true) or gives up: each attempt reads again. */
export async function retrying(attempt: () => Promise<boolean>, times = 20): Promise<void> {
  for (let i = 1; ; i++) {
    if (await attempt()) return;
    if (i >= times) throw new ConflictError('The points changed meanwhile, please try again.');
    await new Promise((r) => setTimeout(r, Math.random() * Math.min(i, 10) * 5));
  }
}
