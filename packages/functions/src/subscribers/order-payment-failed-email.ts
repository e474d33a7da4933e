import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { OrderPaymentFailed as Failed } from '@shop/core/order/order.events';
import type { EventDetail } from '@shop/core/events/define';
import type { z } from 'zod';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ OrderPaymentFailed }, { once }, { sendMail }, { Order }, { paymentDeclinedMail }, { Settings }] = await Promise.all([
  import('@shop/core/order/order.events'),
  import('@shop/core/events/idempotent'),
  import('@shop/core/mail/mail'),
  import('@shop/core/order/order'),
  import('@shop/core/order/order-mail'),
  import('@shop/core/settings/settings'),
]);

type Properties = z.infer<typeof Failed.schema>;

/**
 * order.payment_failed → the shopper's "Pay now" mail (issue 25 §3), once per ORDER however many
 * times the card is declined, and only while the order still waits for its card payment.
 */
export async function handler(event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> {
  const failed = OrderPaymentFailed.schema.parse(event.detail.properties);
  await once('order-payment-failed-email', String(failed.order_id), async () => {
    const [order, settings] = await Promise.all([Order.get(failed.order_id), Settings.get()]);
    const secret = order.payment.client_secret;
    if (order.status !== 'pending' || order.payment.method !== 'card' || !secret) return;
    await sendMail(paymentDeclinedMail(order, secret, settings.main_language));
  });
}
