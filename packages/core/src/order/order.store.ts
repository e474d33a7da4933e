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
});

/** Pending orders whose time to pay ended before `now`, earliest first (the unpaid-order job; sparse gsi4). */
export async function unpaidBefore(now: string, limit: number): Promise<number[]> {
  const { data } = await orderEntity.query
    .unpaid({ unpaid_partition: 'unpaid' })
    .lt({ pay_by: now })
    .go({ limit, pages: 1, attributes: ['id'] });
  return (data as { id: number }[]).map((o) => o.id);
}
