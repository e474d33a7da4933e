import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { documentClient, TABLE_NAME, type TransactItem } from '../shared/dynamo.js';
import type { LeadSource } from '../shared/lead-source.schema.js';
import { funnelLeadEntity, funnelMarkEntity, funnelStatEntity, type FunnelLeadRecord } from './funnel.entity.js';

/** A visit marker lapses after this long: a visitor back a month later is a new visit. */
const VISIT_MARK_DAYS = 30;

type Counters = Partial<Record<'visits' | 'leads' | 'first_orders' | 'orders' | 'revenue' | 'lead_to_order_seconds', number>>;

function addStats(funnelId: number, step: string, source: string, counters: Counters): TransactItem {
  const params = funnelStatEntity.update({ funnel_id: funnelId, step, lead_source: source }).add(counters).params();
  return { Update: params as NonNullable<TransactItem['Update']> };
}

function putNew(item: Record<string, unknown>): TransactItem {
  return { Put: { TableName: TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

const markItem = (mark: string, now: Date, expires?: number) =>
  (
    funnelMarkEntity.put({ mark, created_at: now.toISOString(), ...(expires ? { expires_at: expires } : {}) }).params() as {
      Item: Record<string, unknown>;
    }
  ).Item;

/** Runs a transaction; answers the failed items' positions when a condition refused it, else throws. */
async function transact(items: TransactItem[]): Promise<number[]> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return [];
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const codes = (error.CancellationReasons ?? []).map((r) => r.Code);
    const failed = codes.flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [index] : []));
    if (!failed.length) throw error;
    return failed;
  }
}

export interface AttributedOrder {
  order_id: number;
  customer_id: number;
  /** The paid total in cents. */
  total: number;
  paid_at: Date;
}

export interface FunnelReportRow {
  step: string;
  lead_source: string;
  visits: number;
  leads: number;
  first_orders: number;
  orders: number;
  revenue: number;
  /** Average seconds from lead to first order, or null before any. */
  average_lead_to_order_seconds: number | null;
}

/**
 * A funnel's figures (issue 28 §4): visits, leads, first orders and revenue per step and lead source,
 * and the time from lead to first order. Each is one transaction of a marker (so a repeat counts
 * nothing) and `ADD`s on the step's counter item; the report reads one partition.
 */
export const FunnelStats = {
  /** Counts a visitor's visit of a step once (answers whether it counted). */
  async visit(funnelId: number, step: string, visitor: string, source: LeadSource, now = new Date()): Promise<boolean> {
    const expires = Math.floor(now.getTime() / 1000) + VISIT_MARK_DAYS * 86_400;
    const failed = await transact([
      putNew(markItem(`visit#${funnelId}#${step}#${visitor}`, now, expires)),
      addStats(funnelId, step, source, { visits: 1 }),
    ]);
    return failed.length === 0;
  },

  /** Attributes a new lead to the funnel that made it (first touch: a lead another funnel brought stays its). */
  async lead(funnelId: number, step: string, customerId: number, source: LeadSource, now = new Date()): Promise<boolean> {
    const at = now.toISOString();
    const item = (
      funnelLeadEntity
        .put({
          customer_id: customerId,
          funnel_id: funnelId,
          step,
          lead_source: source,
          created_at: at,
          funnel_partition: `funnel_${funnelId}`,
          funnel_sort: `${at}#${String(customerId).padStart(12, '0')}`,
        })
        .params() as { Item: Record<string, unknown> }
    ).Item;
    const failed = await transact([putNew(item), addStats(funnelId, step, source, { leads: 1 })]);
    return failed.length === 0;
  },

  /** The funnel that brought a customer, if any. */
  async attributionOf(customerId: number): Promise<FunnelLeadRecord | undefined> {
    const { data } = await funnelLeadEntity.get({ customer_id: customerId }).go({ consistent: true });
    return data ?? undefined;
  },

  /**
   * A paid order of a lead counts for the funnel and source that brought it, once per order: its revenue,
   * and, for the lead's first order, the first order and the time it took.
   */
  async order(order: AttributedOrder): Promise<'counted' | 'first' | 'not_attributed' | 'already'> {
    const lead = await FunnelStats.attributionOf(order.customer_id);
    if (!lead) return 'not_attributed';
    const mark = putNew(markItem(`order#${order.order_id}`, order.paid_at));
    const counters: Counters = { orders: 1, revenue: order.total };
    if (!lead.first_order_id) {
      const seconds = Math.max(0, Math.round((order.paid_at.getTime() - Date.parse(lead.created_at)) / 1000));
      const first = funnelLeadEntity
        .patch({ customer_id: order.customer_id })
        .set({ first_order_id: order.order_id, first_order_at: order.paid_at.toISOString() })
        .where((a, op) => op.notExists(a.first_order_id))
        .params();
      const failed = await transact([
        mark,
        { Update: first as NonNullable<TransactItem['Update']> },
        addStats(lead.funnel_id, lead.step, lead.lead_source, { ...counters, first_orders: 1, lead_to_order_seconds: seconds }),
      ]);
      if (!failed.length) return 'first';
      if (failed.includes(0)) return 'already';
      // Another order became the first meanwhile: this one counts as a later order.
    }
    const failed = await transact([mark, addStats(lead.funnel_id, lead.step, lead.lead_source, counters)]);
    return failed.length ? 'already' : 'counted';
  },

  /** The funnel's report rows (one Query of its partition), in step order then source. */
  async report(funnelId: number, stepOrder: readonly string[]): Promise<FunnelReportRow[]> {
    const { data } = await funnelStatEntity.query.byStep({ funnel_id: funnelId }).go({ pages: 'all' });
    const rank = (step: string) => (stepOrder.includes(step) ? stepOrder.indexOf(step) : stepOrder.length);
    return data
      .map((row) => ({
        step: row.step,
        lead_source: row.lead_source,
        visits: row.visits ?? 0,
        leads: row.leads ?? 0,
        first_orders: row.first_orders ?? 0,
        orders: row.orders ?? 0,
        revenue: row.revenue ?? 0,
        average_lead_to_order_seconds: row.first_orders ? Math.round((row.lead_to_order_seconds ?? 0) / row.first_orders) : null,
      }))
      .sort((a, b) => rank(a.step) - rank(b.step) || a.lead_source.localeCompare(b.lead_source));
  },

  /** A page of the funnel's leads, newest first (gsi4), with the cursor of the next. */
  async leads(funnelId: number, cursor?: string, limit = 100): Promise<{ customer_ids: number[]; cursor: string | null }> {
    const page = await funnelLeadEntity.query
      .byFunnel({ funnel_partition: `funnel_${funnelId}` })
      .go({ order: 'desc', limit, ...(cursor ? { cursor } : {}) });
    return { customer_ids: page.data.map((row) => row.customer_id), cursor: page.cursor ?? null };
  },
};
