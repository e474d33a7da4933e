import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { OrderStatusChanged as Changed } from '@shop/core/order/order.events';
import type { EventDetail } from '@shop/core/events/define';
import type { z } from 'zod';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ OrderStatusChanged }, { once }, { sendMail }, { Order }, { bankTransferMail, orderMail, paymentRejectedMail }, { Settings }] =
  await Promise.all([
    import('@shop/core/order/order.events'),
    import('@shop/core/events/idempotent'),
    import('@shop/core/mail/mail'),
    import('@shop/core/order/order'),
    import('@shop/core/order/order-mail'),
    import('@shop/core/settings/settings'),
  ]);

type Properties = z.infer<typeof Changed.schema>;
const MAILED = ['pending', 'payment_reject', 'paid', 'shipped'];

/**
 * order.status_changed → the shopper's mail, in the language the order was placed in, once per event:
 * a bank-transfer order placed (pending) gets how to pay it, a rejected payment its reason (decision
 * 0047), a paid order the confirmation, a shipped one the notice.
 */
export async function handler(event: EventBridgeEvent<EventDetail<Properties>>): Promise<void> {
  const { id, properties } = event.detail;
  const changed = OrderStatusChanged.schema.parse(properties);
  // A walk-in's till sale has no address to mail (decision 0070).
  if (!MAILED.includes(changed.status) || !changed.email) return;
  await once('order-status-email', id, async () => {
    const [order, settings] = await Promise.all([Order.get(changed.order_id), Settings.get()]);
    if (changed.status === 'pending') {
      // The instructions as they stand when the mail goes: none once the order is paid or cancelled meanwhile.
      const instructions = await Order.paymentInstructions(order.id);
      if (instructions) await sendMail(bankTransferMail(order, instructions, settings.main_language));
    } else if (changed.status === 'payment_reject') {
      const reason = order.status_history.findLast((entry) => entry.status === 'payment_reject')?.note ?? '';
      await sendMail(paymentRejectedMail(order, reason, settings.main_language));
    } else {
      await sendMail(orderMail(order, changed.status as 'paid' | 'shipped', settings.main_language));
    }
  });
}
