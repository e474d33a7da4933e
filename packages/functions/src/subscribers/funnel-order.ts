import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { OrderStatusChanged as Changed } from '@shop/core/order/order.events';
import type { EventDetail } from '@shop/core/events/define';
import type { z } from 'zod';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ OrderStatusChanged }, { Order }, { FunnelStats }, { toMinor }] = await Promise.all([
  import('@shop/core/order/order.events'),
  import('@shop/core/order/order'),
  import('@shop/core/crm/funnel-stats'),
  import('@shop/core/shared/money'),
]);

type Properties = z.infer<typeof Changed.schema>;

/**
 * order.status_changed (paid) → the order counts for the funnel and lead source that brought its
 * customer (issue 28 §4). Counting is guarded per order inside FunnelStats, so a redelivery adds nothing.
 */
export async function handler(event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> {
  const changed = OrderStatusChanged.schema.parse(event.detail.properties);
  if (changed.status !== 'paid') return;
  const order = await Order.get(changed.order_id);
  if (!order.customer_id) return;
  const paid = order.status_history.findLast((entry) => entry.status === 'paid');
  await FunnelStats.order({
    order_id: order.id,
    customer_id: order.customer_id,
    total: toMinor(order.grand_total),
    paid_at: new Date(paid?.at ?? event.time ?? Date.now()),
  });
}
