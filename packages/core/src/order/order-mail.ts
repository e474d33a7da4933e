import type { Mail } from '../mail/mail.js';
import { env } from '../shared/env.js';
import type { OrderInfo } from './order.schema.js';

const SUBJECT = {
  paid: 'Order {{number}} is confirmed',
  shipped: 'Order {{number}} is on its way',
} as const;

/** The shopper's mail when an order is paid (a confirmation with every line and total) or shipped. */
export function orderMail(order: OrderInfo, status: 'paid' | 'shipped'): Mail {
  const money = (amount: string) => `${order.base_currency} ${amount}`;
  const lines = order.lines.map((l) => `- ${l.name ?? l.sku} × ${String(l.quantity)}: ${money(l.line_total)}`).join('\n');
  const address = order.shipping_address;
  const intro =
    status === 'paid'
      ? `Thank you: we have your payment for order ${order.order_number} and are preparing it.`
      : `Order ${order.order_number} has been shipped by ${order.shipping_method.name}.`;
  const text = [
    intro,
    '',
    lines,
    '',
    `Subtotal: ${money(order.subtotal)}`,
    `Shipping: ${money(order.shipping_fee)}`,
    `Total: ${money(order.grand_total)}`,
    '',
    `Shipping to: ${address.first_name} ${address.last_name}, ${address.address}, ${address.country}`,
    '',
    `Your orders: ${env().APP_URL}/account`,
  ].join('\n');
  return { to: order.email, subject: SUBJECT[status].replace('{{number}}', order.order_number), text };
}
