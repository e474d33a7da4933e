import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { EventDetail } from '@shop/core/events/define';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const { Commissions } = await import('@shop/core/commission/commissions');

/** The statuses that change an order's commissions: paid credits them, refunded and canceled take them back. */
const STATUSES = new Set(['paid', 'refunded', 'canceled']);

/**
 * order.status_changed (paid, refunded, canceled) and order.refunded → the order's sales commissions
 * (issue 29 §4; decision 0071). Each event brings the order's commissions up to date with the order as
 * it is: credited once paid, each refund's share and a cancel's taken back once, so a redelivery or an
 * event arriving out of order changes nothing twice.
 */
export async function handler(event: EventBridgeEvent<EventDetail<{ order_id?: unknown; status?: unknown }>>): Promise<void> {
  const properties = event.detail.properties;
  if (event['detail-type'] === 'order.status_changed' && !STATUSES.has(String(properties.status))) return;
  if (typeof properties.order_id !== 'number') return;
  await Commissions.reconcile(properties.order_id);
}
