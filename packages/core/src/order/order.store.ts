import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../shared/dynamo.js';
import { Repository } from '../shared/repository.js';
import { orderEntity, type OrderRecord } from './order.entity.js';

/** Only order/ imports this file (eslint.config.js). */
export const orderStore = new Repository<OrderRecord>({
  name: 'order',
  entity: orderEntity,
  // Number order is id order; "sort by name" is by creation time (the list's date range reads it).
  sortName: (o) => o.created_at,
  // `ORD-000123` is found by `ord-000123`, `000123` and `123`; the contact email by its words.
  searchTexts: (o) => [o.order_number, String(o.id), o.email],
  filters: ['status', 'payment_method', 'customer_id'],
  // A staff order's idempotency key: a repeated submit finds the order the first one wrote (decision 0032).
  unique: [{ field: 'idempotency_key', value: (o) => o.idempotency_key }],
});

/** Pending orders whose time to pay ended before `now`, earliest first (the unpaid-order job; sparse gsi4). */
export async function unpaidBefore(now: string, limit: number): Promise<number[]> {
  const { data } = await orderEntity.query
    .unpaid({ unpaid_partition: 'unpaid' })
    .lt({ pay_by: now })
    .go({ limit, pages: 1, attributes: ['id'] });
  return (data as { id: number }[]).map((o) => o.id);
}

const COUNT_PAGE = 1000;

/**
 * Orders placed within `[from, to]` (dates, inclusive), newest or oldest first: the list's "by name"
 * index holds the order's creation time, so a range is a key condition on its partition — the
 * whole list's, or a status's or payment method's (a second filter is a FilterExpression on it).
 * Reads ids up to the page; the total counts the range (Select COUNT, proportional to the range).
 */
export async function idsByDate(
  range: { from?: string; to?: string },
  filters: { status?: string; payment_method?: string; customer_id?: number },
  order: 'asc' | 'desc',
  wanted: number,
): Promise<{ ids: number[]; total: number }> {
  const from = range.from ?? '0';
  const to = `${range.to ?? '9999-12-31'}~`;
  const [access, keys, rest] = filters.customer_id
    ? (['filter3ByName', { customer_id: filters.customer_id }, { status: filters.status, payment_method: filters.payment_method }] as const)
    : filters.status
      ? (['filter1ByName', { status: filters.status }, { payment_method: filters.payment_method }] as const)
      : filters.payment_method
        ? (['filter2ByName', { payment_method: filters.payment_method }, {}] as const)
        : (['listByName', {}, {}] as const);
  // One query builder for every index.
  const build = () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let query: any = (orderEntity.query as any)[access](keys).between({ sort_name: from }, { sort_name: to });
    const others = Object.entries(rest).filter(([, v]) => v !== undefined);
    if (others.length) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      query = query.where((attr: any, op: any) => others.map(([field, value]) => op.eq(attr[field], value)).join(' AND '));
    }
    return query;
  };
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: { id: number }[]; cursor: string | null } = await build().go({
      order,
      limit: Math.min(wanted - ids.length, COUNT_PAGE),
      pages: 1,
      cursor,
      attributes: ['id'],
    });
    ids.push(...page.data.map((r) => r.id));
    cursor = page.cursor;
  } while (cursor && ids.length < wanted);
  const params = build().params() as QueryCommandInput;
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const { ProjectionExpression: _p, ...rest2 } = params;
    const counted = await documentClient.send(new QueryCommand({ ...rest2, Select: 'COUNT', ExclusiveStartKey: start }));
    total += counted.Count ?? 0;
    start = counted.LastEvaluatedKey;
  } while (start);
  return { ids, total };
}
