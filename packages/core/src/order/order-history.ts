import { publish } from '../events/define.js';
import type { OrderRecord } from './order.entity.js';
import { OrderStatusChanged } from './order.events.js';
import type { OrderStatus } from './order.schema.js';

/** Who moves an order (recorded in its status history). */
export interface OrderActor {
  by: 'admin' | 'customer' | 'system';
  admin_id: number | null;
}

/** Tells the subscribers (the order mails) that an order moved; the move stands even if the bus refuses. */
export async function announce(order: OrderRecord): Promise<void> {
  try {
    await publish(OrderStatusChanged, { order_id: order.id, order_number: order.order_number, status: order.status, email: order.email });
  } catch (error) {
    console.error(`order ${order.order_number}: the status event was not published`, error);
  }
}

export const entry = (status: OrderStatus, actor: OrderActor, note: string | null = null) => ({
  status,
  by: actor.by,
  admin_id: actor.admin_id,
  note,
  at: new Date().toISOString(),
});
