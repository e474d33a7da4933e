import { Customer, yearFrom } from '../customer/customer.js';
import type { Mail } from '../mail/mail.js';
import { env } from '../shared/env.js';
import { pointsLotEntity, type PointsLotRecord } from './membership.entity.js';
import {
  accountItem,
  entryItems,
  lotAddItem,
  lotTakeItem,
  markItem,
  NEVER,
  readAccount,
  readMark,
  retrying,
  transact,
} from './points-items.js';
import { lotDate } from './points.js';
import { Tiers } from './tier.js';
import { toMinor } from '../shared/money.js';

/** Lots read per Query page of a day's expiry partition. */
const PAGE = 500;

/** Every lot that expires on `day` (the sparse gsi4 partition of that day: nothing else is read), page by page. */
async function* lotsExpiringOn(day: string): AsyncGenerator<PointsLotRecord[]> {
  let cursor: string | null = null;
  do {
    const page: { data: PointsLotRecord[]; cursor: string | null } = await pointsLotEntity.query
      .byExpiry({ expires_on: day })
      .go({ limit: PAGE, ...(cursor ? { cursor } : {}) });
    yield page.data;
    cursor = page.cursor;
  } while (cursor);
}

/**
 * One customer's points of `day` expire: the lot is emptied (conditioned on what it held), the
 * balance lowered by as much and an `expire` entry written, with the `expire#<customer>#<day>`
 * marker in the same transaction. Run again, the marker (or the empty lot) makes it do nothing.
 */
async function expireLot(lot: PointsLotRecord, day: string, at: Date): Promise<number> {
  let expired = 0;
  await retrying(async () => {
    if (!(lot.remaining ?? 0)) return true;
    const account = await readAccount(lot.customer_id);
    const points = Math.min(lot.remaining ?? 0, account.balance);
    const entry = { type: 'expire' as const, remark: `Points of ${day} expired`, used_points: points, points: 0, expiry_date: day };
    const done = await transact([
      markItem(`expire#${String(lot.customer_id)}#${day}`, lot.customer_id, at, { points }),
      lotTakeItem(lot.customer_id, day, lot.remaining ?? 0, lot.remaining ?? 0),
      ...(points ? [accountItem(account, { delta: -points, entries: 1 }), ...entryItems(account, [entry], at)] : []),
    ]);
    if (done) {
      expired = points;
      return true;
    }
    // The marker exists (done before), or the lot or account moved: read both again.
    if (await readMark(`expire#${String(lot.customer_id)}#${day}`)) return true;
    const { data } = await pointsLotEntity.get({ customer_id: lot.customer_id, expiry_date: day }).go({ consistent: true });
    lot = data ?? { ...lot, remaining: 0 };
    return false;
  });
  return expired;
}

/** The nightly point expiry of one day: answers how many customers lost how many points. */
export async function expireDay(day: string, at = new Date()): Promise<{ customers: number; points: number }> {
  let customers = 0;
  let points = 0;
  for await (const lots of lotsExpiringOn(day)) {
    for (const lot of lots) {
      const n = await expireLot(lot, day, at);
      if (n) {
        customers += 1;
        points += n;
      }
    }
  }
  return { customers, points };
}

const NOTICE_TEXTS = {
  en: {
    subject: (n: number) => `${String(n)} reward points expire soon`,
    body: (name: string, n: number, day: string, url: string) =>
      `Hi ${name},\n\n${String(n)} of your reward points expire on ${day}. Use them before then: ${url}\n`,
  },
  zh_hk: {
    subject: (n: number) => `你有 ${String(n)} 積分即將到期`,
    body: (name: string, n: number, day: string, url: string) =>
      `${name} 你好：\n\n你有 ${String(n)} 積分將於 ${day} 到期，請於到期前使用：${url}\n`,
  },
  zh_cn: {
    subject: (n: number) => `你有 ${String(n)} 积分即将到期`,
    body: (name: string, n: number, day: string, url: string) =>
      `${name} 你好：\n\n你有 ${String(n)} 积分将于 ${day} 到期，请于到期前使用：${url}\n`,
  },
} as const;

/** The notice in the customer's language (the one they registered in; English otherwise). */
export function expiryNotice(to: { email: string; first_name: string; language: string | null }, points: number, day: string): Mail {
  const language = (to.language ?? '').toLowerCase().replace('-', '_');
  const t = language === 'zh_hk' || language === 'zh_cn' ? NOTICE_TEXTS[language] : NOTICE_TEXTS.en;
  return { to: to.email, subject: t.subject(points), text: t.body(to.first_name, points, day, `${env().APP_URL}/account`) };
}

/**
 * Tells each customer whose points expire `notice_days` after `today`, once per customer and day
 * (a `notice#` marker written before sending: a rerun sends nothing twice; a failed send is logged,
 * not retried, so a customer never gets two notices).
 */
export async function noticeDay(today: string, send: (mail: Mail) => Promise<unknown>): Promise<number> {
  const { expiry_notice_days } = await Tiers.program();
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + expiry_notice_days * 86_400_000).toISOString().slice(0, 10);
  let sent = 0;
  for await (const lots of lotsExpiringOn(day)) {
    for (const lot of lots) {
      if (!(lot.remaining ?? 0)) continue;
      if (!(await transact([markItem(`notice#${String(lot.customer_id)}#${day}`, lot.customer_id, new Date(), { points: lot.remaining })])))
        continue;
      const customer = await Customer.get(lot.customer_id).catch(() => undefined);
      if (!customer) continue;
      await send(expiryNotice(customer, lot.remaining ?? 0, day));
      sent += 1;
    }
  }
  return sent;
}

/**
 * The yearly renewal of the customers whose tier runs out on `day` (each tier's gsi5 partition, the day's range):
 * with `keep_spending_amount` spent in the year the tier is kept for another year and
 * `renew_success_points` are awarded; otherwise it drops to `downgrade_tier_id` (or none). The
 * `renew#<customer>#<day>` marker makes the points once; the tier move is skipped for a customer
 * whose date already moved on.
 */
export async function renewDay(day: string, at = new Date()): Promise<{ renewed: number; downgraded: number }> {
  const [tiers, program] = await Promise.all([Tiers.records(), Tiers.program()]);
  let renewed = 0;
  let downgraded = 0;
  for (const id of await Customer.idsWithTierExpiring(
    day,
    tiers.map((t) => t.level),
  )) {
    const customer = await Customer.get(id);
    if (customer.membership_tier_expiry_date !== day) continue;
    const tier = tiers.find((t) => t.level === customer.membership_tier_id);
    const nextYear = yearFrom(new Date(`${day}T00:00:00Z`));
    let keep = false;
    await retrying(async () => {
      const account = await readAccount(id);
      const mark = await readMark(`renew#${String(id)}#${day}`);
      keep = !!tier && account.period_spending >= toMinor(tier.keep_spending_amount);
      if (mark) {
        keep = (mark.points ?? 0) >= 0 && mark.lot === 'kept';
        return true;
      }
      const points = keep && tier ? tier.renew_success_points : 0;
      const lot = lotDate(program, nextYear, day);
      const entry = {
        type: 'renew' as const,
        remark: `Membership renewed`,
        used_points: 0,
        points,
        expiry_date: lot === NEVER ? null : lot,
      };
      return transact([
        markItem(`renew#${String(id)}#${day}`, id, at, { points, lot: keep ? 'kept' : 'dropped' }),
        accountItem(account, { delta: points, entries: points ? 1 : 0, resetPeriod: true }),
        ...(points ? [lotAddItem(id, lot, points), ...entryItems(account, [entry], at)] : []),
      ]);
    });
    if (keep) {
      await Customer.setTier(id, customer.membership_tier_id, nextYear);
      renewed += 1;
    } else {
      const down = tier?.downgrade_tier_id ?? null;
      await Customer.setTier(id, down, down ? nextYear : null);
      downgraded += 1;
    }
  }
  return { renewed, downgraded };
}

/**
 * The birthday points of `day` (YYYY-MM-DD, UTC): each customer born on its month-day (the sparse
 * gsi4 partition; 29 February's on the 28th in a year that is not a leap year) whose enabled tier has
 * `birthday_points` gets them once a year: the `birthday#<customer>#<year>` marker is written in the
 * same transaction as the ledger entry, so a rerun credits nothing twice.
 */
export async function birthdayDay(day: string, at = new Date()): Promise<{ customers: number; points: number }> {
  const [tiers, program] = await Promise.all([Tiers.records(), Tiers.program()]);
  const year = day.slice(0, 4);
  let customers = 0;
  let total = 0;
  for (const id of await Customer.idsWithBirthdayOn(day)) {
    const customer = await Customer.get(id).catch(() => undefined);
    const tier = tiers.find((t) => t.level === customer?.membership_tier_id);
    const points = customer?.enabled && tier?.enabled && tier.awards_enabled ? tier.birthday_points : 0;
    if (!customer || points <= 0) continue;
    const mark = `birthday#${String(id)}#${year}`;
    let credited = false;
    await retrying(async () => {
      if (await readMark(mark)) return true;
      const account = await readAccount(id);
      const lot = lotDate(program, customer.membership_tier_expiry_date, day);
      const entry = {
        type: 'birthday' as const,
        remark: 'Birthday points',
        used_points: 0,
        points,
        expiry_date: lot === NEVER ? null : lot,
      };
      credited = await transact([
        markItem(mark, id, at, { points, lot }),
        accountItem(account, { delta: points, entries: 1 }),
        lotAddItem(id, lot, points),
        ...entryItems(account, [entry], at),
      ]);
      return credited;
    });
    if (credited) {
      customers += 1;
      total += points;
    }
  }
  return { customers, points: total };
}
