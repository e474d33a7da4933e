import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import {
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderDiscount,
  type OrderAddress,
  type OrderComment,
  type OrderLineInfo,
  type OrderPayment,
  type OrderRefund,
  type OrderShipment,
  type OrderShortfall,
  type OrderStatusEntry,
} from './order.schema.js';

/**
 * An order: one item holding its lines, addresses, payment, comments and status history (bounded:
 * ≤ 15 lines, ≤ 100 comments). Amounts are decimal strings in the base currency. The shopper's
 * orders and the status and payment filters read their own partitions (filter slots); a pending
 * order carries `pay_by`, which puts it in the sparse gsi4 partition the unpaid-order job
 * reads by deadline (decision 0028).
 */
export const orderEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'order', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          order_number: { type: 'string', required: true },
          status: { type: ORDER_STATUSES, required: true },
          payment_method: { type: PAYMENT_METHODS, required: true },
          customer_id: { type: 'number' },
          email: { type: 'string', required: true },
          language: { type: 'string', required: true },
          lines: { type: CustomAttributeType<OrderLineInfo[]>('any'), required: true },
          subtotal: { type: 'string', required: true },
          shipping_fee: { type: 'string', required: true },
          discount: { type: 'string', required: true },
          /** What `discount` is made of (issue 29); absent on orders placed before promotions. */
          discounts: { type: CustomAttributeType<OrderDiscount[]>('any') },
          /** Absent: `online` (orders placed before the POS). */
          channel: { type: ORDER_CHANNELS },
          /** A POS sale's physical store and the staff member who sold it (commissions go to them). */
          store_id: { type: 'number' },
          seller_admin_id: { type: 'number' },
          /** Units a POS sale sold beyond its store's stock (decision 0070); absent when none. */
          stock_shortfall: { type: CustomAttributeType<OrderShortfall[]>('any') },
          tax: { type: 'string', required: true },
          grand_total: { type: 'string', required: true },
          base_currency: { type: 'string', required: true },
          currency: { type: CustomAttributeType<{ identifier: string; mark: string; rate: number }>('any'), required: true },
          shipping_method: { type: CustomAttributeType<{ id: number; name: string }>('any'), required: true },
          shipping_address: { type: CustomAttributeType<OrderAddress>('any'), required: true },
          billing_address: { type: CustomAttributeType<OrderAddress>('any'), required: true },
          payment: { type: CustomAttributeType<OrderPayment>('any'), required: true },
          comments: { type: CustomAttributeType<OrderComment[]>('any'), required: true },
          status_history: { type: CustomAttributeType<OrderStatusEntry[]>('any'), required: true },
          /** Refunds, oldest first (decision 0049); absent on orders never refunded. Totals are derived from them. */
          refunds: { type: CustomAttributeType<OrderRefund[]>('any') },
          /** Set when staff mark it shipped with a carrier or tracking number (issue 25 §7). */
          shipment: { type: CustomAttributeType<OrderShipment>('any') },
          warehouse_id: { type: 'number', required: true },
          /** Set while the order waits for payment (pending): when it is cancelled if still unpaid (gsi4). */
          pay_by: { type: 'string' },
          unpaid_partition: { type: 'string' },
          /** A staff order's idempotency key (`<admin id>:<key>`), guarded unique (decision 0032). */
          idempotency_key: { type: 'string' },
        },
        indexes: ownPartitions('order', {
          ...baseIndexes,
          ...filterIndexes(1, 'status'),
          ...filterIndexes(2, 'payment_method'),
          ...filterIndexes(3, 'customer_id'),
          unpaid: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['unpaid_partition'] },
            sk: { field: 'gsi4sk', composite: ['pay_by'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type OrderRecord = EntityItem<typeof orderEntity>;
