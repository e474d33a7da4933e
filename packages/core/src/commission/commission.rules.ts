/**
 * The commission rule (decision 0071) as pure functions: the month an event lands in, the commission
 * base of each order line, the chain of admins a sale pays and what a refund takes back.
 */

/** The deepest level a product commission has (`CommissionInput.level`). */
export const MAX_LEVEL = 10;

/** `YYYY-MM` of an instant in the shop's time zone: the calendar month a credit or clawback lands in. */
export function periodOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** A period as the API takes it. */
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Each line's commission base in cents: its total less its share of the order's goods discount
 * (promotions and points; a waived shipping fee is not a goods discount), shared in proportion to the
 * line totals, the cents left by rounding going to the last lines so the bases add up to exactly
 * subtotal − discount.
 */
export function lineBases(lineTotals: readonly number[], discount: number): number[] {
  const subtotal = lineTotals.reduce((sum, t) => sum + t, 0);
  if (subtotal <= 0) return lineTotals.map(() => 0);
  const off = Math.min(Math.max(discount, 0), subtotal);
  let givenOff = 0;
  let runningTotal = 0;
  return lineTotals.map((total) => {
    runningTotal += total;
    // Cumulative rounding: the discount up to and including this line, minus what earlier lines took.
    const upTo = Math.round((off * runningTotal) / subtotal);
    const share = upTo - givenOff;
    givenOff = upTo;
    return total - share;
  });
}

/** A percentage ("12.50") of cents, rounded half up to the cent. */
export function percentOf(cents: number, percentage: string): number {
  const [whole = '0', fraction = ''] = percentage.split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return Math.round((cents * hundredths) / 10_000);
}

/** What the rule needs of an admin account. */
export interface CommissionAdmin {
  id: number;
  enabled: boolean;
  commission_enabled: boolean;
  group_id: number | null;
  parent_id: number | null;
}

/**
 * The admins a sale pays, level 1 first: the credited admin (the POS seller, or the customer's
 * assigned admin), then their parent, the parent's parent, … up to MAX_LEVEL. Nobody is paid unless
 * the credited admin is enabled and commission-enabled. The chain stops (that level and every level
 * above it are not paid) at a parent that is missing, disabled, not commission-enabled, in another
 * group than the credited admin (no group counts as a group of its own), or already in the chain.
 */
export async function commissionChain(
  creditedId: number | null | undefined,
  find: (id: number) => Promise<CommissionAdmin | undefined>,
): Promise<CommissionAdmin[]> {
  if (!creditedId) return [];
  const first = await find(creditedId);
  const pays = (admin: CommissionAdmin | undefined): admin is CommissionAdmin =>
    admin !== undefined && admin.enabled && admin.commission_enabled;
  if (!pays(first)) return [];
  const chain = [first];
  let current = first;
  while (chain.length < MAX_LEVEL && current.parent_id) {
    const parentId = current.parent_id;
    if (chain.some((a) => a.id === parentId)) break;
    const parent = await find(parentId);
    if (!pays(parent) || (parent.group_id ?? null) !== (first.group_id ?? null)) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

/** One product's part of a credit. */
export interface CommissionProductPart {
  product_id: number;
  name: string | null;
  quantity: number;
  /** Cents. */
  base: number;
  percentage: string;
  amount: number;
}

/** What a paid order credited one admin at one level (kept on the order's paid mark). */
export interface CreditedLine {
  admin_id: number;
  level: number;
  period: string;
  base: number;
  amount: number;
}

/**
 * What the refunds up to and including one take back of a credit, in cents: the refunded share of
 * what was paid, cumulative so that refunds adding up to everything paid take back exactly all of it.
 */
export function takenBack(credit: number, refundedCents: number, paidCents: number): number {
  if (paidCents <= 0) return credit;
  return Math.round((credit * Math.min(Math.max(refundedCents, 0), paidCents)) / paidCents);
}
