import { fromMinor, toMinor } from '../shared/money.js';
import type { SiteSettings } from '../settings/settings.schema.js';
import { paymentInstructions } from './bank-transfer.js';
import type { OrderRecord } from './order.entity.js';
import type { OrderAdminRow, OrderInfo, OrderRow } from './order.schema.js';

/** What was refunded of an order so far: the money (minor units) and each line's units (decision 0049). */
export function refundedOf(o: OrderRecord) {
  const refunds = o.refunds ?? [];
  const units = new Map<number, number>();
  for (const r of refunds) for (const l of r.lines) units.set(l.line_id, (units.get(l.line_id) ?? 0) + l.quantity);
  return { refunds, units, minor: refunds.reduce((sum, r) => sum + toMinor(r.amount), 0) };
}

/** An order as read; with the shop's settings, an unpaid bank-transfer order also says how to pay it (decision 0047). */
export function toInfo(o: OrderRecord, site?: SiteSettings): OrderInfo {
  const refunded = refundedOf(o);
  return {
    ...(site ? { payment_instructions: paymentInstructions(o, site) } : {}),
    id: o.id,
    order_number: o.order_number,
    status: o.status,
    customer_id: o.customer_id ?? null,
    email: o.email,
    language: o.language,
    pay_by: o.status === 'pending' || o.status === 'payment_reject' ? (o.pay_by ?? null) : null,
    lines: o.lines.map((l) => ({ ...l, refunded_quantity: refunded.units.get(l.id) ?? 0 })),
    subtotal: o.subtotal,
    shipping_fee: o.shipping_fee,
    discount: o.discount,
    discounts: o.discounts ?? [],
    channel: o.channel ?? 'online',
    store_id: o.store_id ?? null,
    seller_admin_id: o.seller_admin_id ?? null,
    stock_shortfall: o.stock_shortfall ?? [],
    tax: o.tax,
    grand_total: o.grand_total,
    base_currency: o.base_currency,
    currency: o.currency,
    shipping_method: o.shipping_method,
    shipment: o.shipment ?? null,
    shipping_address: o.shipping_address,
    billing_address: o.billing_address,
    payment: o.payment,
    comments: o.comments,
    status_history: o.status_history,
    refunds: refunded.refunds,
    refunded_total: fromMinor(refunded.minor),
    warehouse_id: o.warehouse_id,
    created_at: o.created_at,
    updated_at: o.updated_at,
  };
}

export function adminRow(o: OrderRecord): OrderAdminRow {
  return { ...toRow(o), email: o.email, customer_id: o.customer_id ?? null, payment_method: o.payment_method, updated_at: o.updated_at };
}

export function toRow(o: OrderRecord): OrderRow {
  return {
    id: o.id,
    order_number: o.order_number,
    identifier: o.order_number,
    status: o.status,
    grand_total: o.grand_total,
    base_currency: o.base_currency,
    items: o.lines.reduce((sum, l) => sum + l.quantity, 0),
    created_at: o.created_at,
  };
}
