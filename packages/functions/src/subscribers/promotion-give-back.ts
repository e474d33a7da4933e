import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { OrderStatusChanged as Changed } from '@shop/core/order/order.events';
import type { EventDetail } from '@shop/core/events/define';
import type { z } from 'zod';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ OrderStatusChanged }, { Promotion }] = await Promise.all([
  import('@shop/core/order/order.events'),
  import('@shop/core/promotion/promotion'),
]);

type Properties = z.infer<typeof Changed.schema>;

/**
 * order.status_changed (canceled, refunded) → the order's promotion uses go back (decision 0068). The
 * give-back deletes the order's record of its uses in the same transaction, so a redelivery, or a
 * refund after a cancel, gives nothing back twice.
 */
export async function handler(event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> {
  const changed = OrderStatusChanged.schema.parse(event.detail.properties);
  if (changed.status !== 'canceled' && changed.status !== 'refunded') return;
  await Promotion.giveBack(changed.order_id);
}
