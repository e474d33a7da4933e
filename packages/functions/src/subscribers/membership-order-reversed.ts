import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { EventDetail } from '@shop/core/events/define';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ Order }, { Points }, { toMinor }] = await Promise.all([
  import('@shop/core/order/order'),
  import('@shop/core/membership/points'),
  import('@shop/core/shared/money'),
]);

/**
 * order.refunded, or order.status_changed to canceled or refunded → the order's points are given back
 * in proportion to what was refunded (all of them when it is cancelled or fully refunded): spent
 * points return, earned points are taken back (decision 0069). Points reverses up to the share the
 * order has now, against its markers, so any number of deliveries changes them once.
 */
export async function handler(event: EventBridgeEvent<EventDetail<{ order_id: number; status?: string }>>): Promise<void> {
  const { order_id: orderId, status } = event.detail.properties;
  if (event.detail.type === 'order.status_changed' && status !== 'canceled' && status !== 'refunded') return;
  const order = await Order.get(orderId);
  if (!order.customer_id) return;
  const paid = toMinor(order.payment.amount);
  const refunded = (order.refunds ?? []).reduce((sum, r) => sum + toMinor(r.amount), 0);
  const share = order.status === 'canceled' || order.status === 'refunded' || paid <= 0 ? 1 : refunded / paid;
  await Points.reverseOrder({ order_id: order.id, order_number: order.order_number, customer_id: order.customer_id, share });
}
