import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { OrderStatusChanged as Changed } from '@shop/core/order/order.events';
import type { EventDetail } from '@shop/core/events/define';
import type { z } from 'zod';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ OrderStatusChanged }, { Order }, { Points }, { toMinor }] = await Promise.all([
  import('@shop/core/order/order.events'),
  import('@shop/core/order/order'),
  import('@shop/core/membership/points'),
  import('@shop/core/shared/money'),
]);

type Properties = z.infer<typeof Changed.schema>;

/**
 * order.status_changed (paid) → the member's spending counts towards their tier (an upgrade when a
 * tier's amount is reached) and the order earns points at the tier's rate (decision 0069). Guarded
 * per order inside Points (its `earn#` marker), so a redelivery changes nothing.
 */
export async function handler(event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> {
  const changed = OrderStatusChanged.schema.parse(event.detail.properties);
  if (changed.status !== 'paid') return;
  const order = await Order.get(changed.order_id);
  if (!order.customer_id) return;
  const paid = order.status_history.findLast((entry) => entry.status === 'paid');
  await Points.orderPaid({
    order_id: order.id,
    order_number: order.order_number,
    customer_id: order.customer_id,
    goods_cents: Math.max(0, toMinor(order.subtotal) - toMinor(order.discount)),
    paid_at: new Date(paid?.at ?? event.time ?? Date.now()),
  });
}
