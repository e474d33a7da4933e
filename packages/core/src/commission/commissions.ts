import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { Admin } from '../access/admin.js';
import { Product } from '../catalog/product.js';
import { Customer } from '../customer/customer.js';
import { Order } from '../order/order.js';
import type { OrderInfo } from '../order/order.schema.js';
import { documentClient, TABLE_NAME, type TransactItem } from '../shared/dynamo.js';
import { env } from '../shared/env.js';
import { NotFoundError } from '../shared/errors.js';
import { fromMinor, toMinor } from '../shared/money.js';
import { writeSheet } from '../shared/sheet.js';
import {
  commissionLineEntity,
  commissionMarkEntity,
  commissionTotalEntity,
  type CommissionLineRecord,
  type CommissionTotalRecord,
} from './commission.entity.js';
import {
  commissionChain,
  lineBases,
  percentOf,
  periodOf,
  takenBack,
  type CommissionAdmin,
  type CommissionProductPart,
  type CreditedLine,
} from './commission.rules.js';
import type {
  CommissionAdminPage,
  CommissionLineInfo,
  CommissionListQuery,
  CommissionPeriodPage,
  CommissionTotals,
} from './commission.schema.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const adminKey = (id: number) => pad(id, 12);
const entryKey = (orderId: number, level: number, entry: string) => `${pad(orderId, 12)}#${pad(level, 2)}#${entry}`;
/** The month-wide totals item sits in a partition of its own, so the admins' list never meets it. */
const allKey = (period: string) => `all#${period}`;

function putNew(item: Record<string, unknown>): TransactItem {
  return { Put: { TableName: TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}
const itemOf = (params: unknown) => (params as { Item: Record<string, unknown> }).Item;

function addTotal(period: string, adminId: number, amount: number): TransactItem {
  const counters = { amount, entries: 1, ...(amount >= 0 ? { commission: amount } : { clawback: -amount }) };
  const params = commissionTotalEntity
    .update({ period, admin_key: adminKey(adminId) })
    .set({ admin_id: adminId })
    .add(counters)
    .params();
  return { Update: params as NonNullable<TransactItem['Update']> };
}

/** Runs the transaction; false when its guard (the first item) was already written. */
async function transactOnce(items: TransactItem[]): Promise<boolean> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    if (error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

async function findAdmin(id: number): Promise<CommissionAdmin | undefined> {
  try {
    const admin = await Admin.get(id);
    return {
      id: admin.id,
      enabled: admin.enabled !== false,
      commission_enabled: admin.commission_enabled === true,
      group_id: admin.group_id ?? null,
      parent_id: admin.parent_id ?? null,
    };
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** The admin a sale credits at level 1: the POS seller, or the online customer's assigned admin. */
async function creditedAdmin(order: OrderInfo): Promise<number | null> {
  if (order.channel === 'pos') return order.seller_admin_id;
  if (!order.customer_id) return null;
  try {
    return (await Customer.get(order.customer_id)).admin_id ?? null;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

const timeZone = () => env().SHOP_TIME_ZONE;
const lastAt = (order: OrderInfo, status: string) => order.status_history.findLast((e) => e.status === status)?.at;
const markOf = (orderId: number, entry: string) => `${String(orderId)}#${entry}`;

async function paidMark(orderId: number): Promise<CreditedLine[] | undefined> {
  const { data } = await commissionMarkEntity.get({ mark: markOf(orderId, 'paid') }).go({ consistent: true });
  return data ? (data.credited ?? []) : undefined;
}

/** The clawback entries of an order event: each credited line less what it has already given back. */
function clawbackItems(
  order: OrderInfo,
  credited: readonly CreditedLine[],
  entry: string,
  share: (credit: number) => number,
  at: string,
  refundId: number | null,
): TransactItem[] {
  const period = periodOf(new Date(at), timeZone());
  let sum = 0;
  const items = credited.flatMap((line) => {
    const amount = share(line.amount);
    if (amount <= 0) return [];
    sum += amount;
    const base = line.amount ? Math.round((line.base * amount) / line.amount) : 0;
    const record = commissionLineEntity
      .put({
        admin_id: line.admin_id,
        period,
        entry_key: entryKey(order.id, line.level, entry),
        order_id: order.id,
        order_number: order.order_number,
        level: line.level,
        kind: 'clawback',
        seller_admin_id: credited.find((c) => c.level === 1)?.admin_id ?? line.admin_id,
        channel: order.channel,
        base: -base,
        amount: -amount,
        ...(refundId !== null ? { refund_id: refundId } : {}),
        at,
      })
      .params();
    return [putNew(itemOf(record)), addTotal(period, line.admin_id, -amount)];
  });
  return withMonthTotal(items, period, -sum);
}

/** The month-wide total moves by what the event's entries add up to (one update: an item appears once per transaction). */
function withMonthTotal(items: TransactItem[], period: string, sum: number): TransactItem[] {
  return items.length ? [...items, addTotal(allKey(period), 0, sum)] : items;
}

function totalsOf(record: CommissionTotalRecord | null | undefined): CommissionTotals {
  return {
    commission: fromMinor(record?.commission ?? 0),
    clawback: fromMinor(record?.clawback ?? 0),
    amount: fromMinor(record?.amount ?? 0),
    entries: record?.entries ?? 0,
  };
}

function lineInfo(r: CommissionLineRecord): CommissionLineInfo {
  return {
    order_id: r.order_id,
    order_number: r.order_number,
    level: r.level,
    kind: r.kind,
    channel: r.channel,
    seller_admin_id: r.seller_admin_id,
    base: fromMinor(r.base),
    amount: fromMinor(r.amount),
    refund_id: r.refund_id ?? null,
    at: r.at,
    products: (r.products ?? []).map((p) => ({ ...p, base: fromMinor(p.base), amount: fromMinor(p.amount) })),
  };
}

/**
 * Sales commissions (issue 29 §4; decision 0071). A paid order credits its product commissions to the
 * sale's admin chain; refunds and a cancel take back their share in the month they happen. Every
 * event is one transaction guarded by a marker per order event, so a redelivery changes nothing.
 */
export const Commissions = {
  /** Credits a paid order once (answers what it did). An order never paid credits nothing. */
  async credit(order: OrderInfo): Promise<'credited' | 'already' | 'not_paid'> {
    const paidAt = lastAt(order, 'paid');
    if (!paidAt) return 'not_paid';
    const chain = await commissionChain(await creditedAdmin(order), findAdmin);
    const percentages = chain.length
      ? await Product.commissionsOf(order.lines.map((l) => l.product_id))
      : new Map<number, { level: number; percentage: string }[]>();
    const bases = lineBases(
      order.lines.map((l) => toMinor(l.line_total)),
      toMinor(order.discount),
    );
    const period = periodOf(new Date(paidAt), timeZone());
    const credited: CreditedLine[] = [];
    const items: TransactItem[] = [];
    chain.forEach((admin, index) => {
      const level = index + 1;
      const products: CommissionProductPart[] = order.lines.flatMap((line, i) => {
        const percentage = percentages.get(line.product_id)?.find((c) => c.level === level)?.percentage;
        if (!percentage) return [];
        const base = bases[i] ?? 0;
        return [
          { product_id: line.product_id, name: line.name, quantity: line.quantity, base, percentage, amount: percentOf(base, percentage) },
        ];
      });
      const amount = products.reduce((sum, p) => sum + p.amount, 0);
      if (amount <= 0) return;
      const base = products.reduce((sum, p) => sum + p.base, 0);
      credited.push({ admin_id: admin.id, level, period, base, amount });
      const record = commissionLineEntity
        .put({
          admin_id: admin.id,
          period,
          entry_key: entryKey(order.id, level, 'paid'),
          order_id: order.id,
          order_number: order.order_number,
          level,
          kind: 'commission',
          seller_admin_id: chain[0]!.id,
          channel: order.channel,
          base,
          amount,
          at: paidAt,
          products,
        })
        .params();
      items.push(putNew(itemOf(record)), addTotal(period, admin.id, amount));
    });
    const sum = credited.reduce((total, line) => total + line.amount, 0);
    const mark = commissionMarkEntity.put({ mark: markOf(order.id, 'paid'), created_at: new Date().toISOString(), credited }).params();
    return (await transactOnce([putNew(itemOf(mark)), ...withMonthTotal(items, period, sum)])) ? 'credited' : 'already';
  },

  /**
   * Brings an order's commissions up to date with the order as it is, whichever of its events arrives
   * (and in whatever order): the credit once paid, each refund's clawback, and a cancel's. Each step is
   * written once; running it again changes nothing.
   */
  async reconcile(orderId: number): Promise<void> {
    await Commissions.settle(await Order.get(orderId));
  },

  /** `reconcile` of an order as read. */
  async settle(order: OrderInfo): Promise<void> {
    if (!lastAt(order, 'paid')) return;
    await Commissions.credit(order);
    const credited = await paidMark(order.id);
    if (!credited?.length) return;
    const paid = toMinor(order.payment.amount);
    let before = 0;
    for (const refund of order.refunds) {
      const after = before + toMinor(refund.amount);
      const upTo = before;
      const items = clawbackItems(
        order,
        credited,
        `refund-${pad(refund.id, 3)}`,
        (credit) => takenBack(credit, after, paid) - takenBack(credit, upTo, paid),
        refund.created_at,
        refund.id,
      );
      const mark = commissionMarkEntity
        .put({ mark: markOf(order.id, `refund-${String(refund.id)}`), created_at: new Date().toISOString() })
        .params();
      await transactOnce([putNew(itemOf(mark)), ...items]);
      before = after;
    }
    const canceledAt = order.status === 'canceled' ? lastAt(order, 'canceled') : undefined;
    if (canceledAt) {
      const refunded = before;
      const items = clawbackItems(order, credited, 'cancel', (credit) => credit - takenBack(credit, refunded, paid), canceledAt, null);
      const mark = commissionMarkEntity.put({ mark: markOf(order.id, 'cancel'), created_at: new Date().toISOString() }).params();
      await transactOnce([putNew(itemOf(mark)), ...items]);
    }
  },

  /** An admin's net commission of a month in cents (what payroll pays): one GetItem. */
  async totalFor(adminId: number, period: string): Promise<number> {
    const { data } = await commissionTotalEntity.get({ period, admin_key: adminKey(adminId) }).go({ consistent: true });
    return data?.amount ?? 0;
  },

  /** The month's admins with their totals, in admin id order, a page at a time (one Query of the month). */
  async period(query: CommissionListQuery): Promise<CommissionPeriodPage> {
    const [page, all] = await Promise.all([
      commissionTotalEntity.query
        .byPeriod({ period: query.period })
        .go({ limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}) }),
      commissionTotalEntity.get({ period: allKey(query.period), admin_key: adminKey(0) }).go(),
    ]);
    const names = await Admin.names(page.data.map((r) => r.admin_id));
    return {
      period: query.period,
      totals: totalsOf(all.data),
      data: page.data.map((r) => ({ admin_id: r.admin_id, admin_name: names.get(r.admin_id) ?? null, ...totalsOf(r) })),
      cursor: page.cursor ?? null,
    };
  },

  /** One admin's month, order by order (one Query of their month's partition), a page at a time. */
  async ofAdmin(adminId: number, query: CommissionListQuery): Promise<CommissionAdminPage> {
    const [page, total, names] = await Promise.all([
      commissionLineEntity.query
        .byAdminPeriod({ admin_id: adminId, period: query.period })
        .go({ limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}) }),
      commissionTotalEntity.get({ period: query.period, admin_key: adminKey(adminId) }).go(),
      Admin.names([adminId]),
    ]);
    return {
      period: query.period,
      admin_id: adminId,
      admin_name: names.get(adminId) ?? null,
      totals: totalsOf(total.data),
      data: page.data.map(lineInfo),
      cursor: page.cursor ?? null,
    };
  },

  /** The month's admins and totals as an .xlsx (every page of the month; as many rows as admins paid). */
  async exportSheet(period: string): Promise<{ file: Buffer; rows: number }> {
    const rows: Record<string, unknown>[] = [];
    let cursor: string | undefined;
    do {
      const page = await Commissions.period({ period, limit: 100, ...(cursor ? { cursor } : {}) });
      rows.push(...page.data.map((r) => ({ period, ...r })));
      cursor = page.cursor ?? undefined;
    } while (cursor);
    const columns = ['period', 'admin_id', 'admin_name', 'commission', 'clawback', 'amount', 'entries'];
    return { file: await writeSheet(`Commissions ${period}`, columns, rows), rows: rows.length };
  },
};
