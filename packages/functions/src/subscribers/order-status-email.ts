import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { OrderStatusChanged as Changed } from '@shop/core/order/order.events';
import type { EventDetail } from '@shop/core/events/define';
import type { z } from 'zod';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ OrderStatusChanged }, { once }, { sendMail }, { Order }, { orderMail }, { Settings }] = await Promise.all([
  import('@shop/core/order/order.events'),
  import('@shop/core/events/idempotent'),
  import('@shop/core/mail/mail'),
  import('@shop/core/order/order'),
  import('@shop/core/order/order-mail'),
  import('@shop/core/settings/settings'),
]);

type Properties = z.infer<typeof Changed.schema>;

/**
 * order.status_changed → the confirmation when paid, the notice when shipped, in the language the
 * order was placed in; once per event.
 */
export async function handler(event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> {
  const { id, properties } = event.detail;
  const changed = OrderStatusChanged.schema.parse(properties);
  if (changed.status !== 'paid' && changed.status !== 'shipped') return;
  await once('order-status-email', id, async () => {
    const [order, settings] = await Promise.all([Order.get(changed.order_id), Settings.get()]);
    await sendMail(orderMail(order, changed.status as 'paid' | 'shipped', settings.main_language));
  });
}
