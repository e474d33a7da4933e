import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { OrderRefunded as Refunded } from '@shop/core/order/order.events';
import type { EventDetail } from '@shop/core/events/define';
import type { z } from 'zod';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ OrderRefunded }, { once }, { sendMail }, { Order }, { refundMail }, { Settings }] = await Promise.all([
  import('@shop/core/order/order.events'),
  import('@shop/core/events/idempotent'),
  import('@shop/core/mail/mail'),
  import('@shop/core/order/order'),
  import('@shop/core/order/order-mail'),
  import('@shop/core/settings/settings'),
]);

type Properties = z.infer<typeof Refunded.schema>;

/** order.refunded → the shopper's refund notice, in the language the order was placed in; once per event. */
export async function handler(event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> {
  const { id, properties } = event.detail;
  const refunded = OrderRefunded.schema.parse(properties);
  // A walk-in's till sale has no address to mail (decision 0070).
  if (!refunded.email) return;
  await once('order-refund-email', id, async () => {
    const [order, settings] = await Promise.all([Order.get(refunded.order_id), Settings.get()]);
    const refund = order.refunds.find((r) => r.id === refunded.refund_id);
    if (!refund) return;
    await sendMail(refundMail(order, refund, settings.main_language));
  });
}
