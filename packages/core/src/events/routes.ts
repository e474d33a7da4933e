/**
 * Event rules: the ONE list both `stacks/events.ts` (EventBridge rules → Lambda subscribers) and the
 * local bus use. `handler` is the subscriber module under packages/functions/src/subscribers/,
 * exporting `handler(event)`.
 */
export interface EventRoute {
  /** Stable rule name. */
  name: string;
  /** EventBridge `detail-type` values this rule matches (source is always `shop`). */
  types: string[];
  /** File under packages/functions/src/subscribers, without extension. */
  handler: string;
  /** The subscriber reads and writes the uploads bucket (import sources and results). */
  bucket?: boolean;
  /**
   * The LOCAL bus delivers this route's events before it answers PutEvents, so the write that
   * published them returns only after they were handled (a failed delivery is logged, retried once
   * and recorded, never failing the write). On AWS nothing changes: EventBridge delivers after it
   * accepts, within about a second.
   */
  immediate?: boolean;
  /**
   * The subscriber acts on the site's CloudFront distribution: `stacks/web.ts` builds it (with the
   * distribution it may invalidate, and the queues that batch its events) instead of `stacks/events.ts`.
   */
  site?: boolean;
}

export const EVENT_ROUTES: readonly EventRoute[] = [
  { name: 'customer-welcome-email', types: ['customer.registered'], handler: 'customer-welcome-email' },
  { name: 'import-chunk', types: ['import.chunk_ready'], handler: 'import-chunk', bucket: true },
  { name: 'order-status-email', types: ['order.status_changed'], handler: 'order-status-email' },
  // A declined card's "Pay now" mail (issue 25 §3; decision 0050).
  { name: 'order-payment-failed-email', types: ['order.payment_failed'], handler: 'order-payment-failed-email' },
  // The shopper's refund notice (decision 0049).
  { name: 'order-refund-email', types: ['order.refunded'], handler: 'order-refund-email' },
  // Drops the storefront pages a write changed from CloudFront (decision 0043). Immediate locally: a
  // browser test that saves in the back office and at once reloads a storefront page must get the new
  // page, not the local server's cached copy; without it the reload could beat the delivery.
  { name: 'invalidate-pages', types: ['storefront.changed'], handler: 'invalidate-pages', immediate: true, site: true },
];

/** A job run on a schedule: an EventBridge schedule on AWS (`stacks/events.ts`), a timer in `npm start`. */
export interface ScheduledJob {
  name: string;
  schedule: `rate(${string})` | `cron(${string})`;
  /** How often the local runtime runs it. */
  everyMs: number;
  /** File under packages/functions/src/subscribers, without extension. */
  handler: string;
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  // Pending orders past their time to pay are cancelled and give their stock back (decision 0028).
  { name: 'unpaid-orders', schedule: 'rate(5 minutes)', everyMs: 5 * 60_000, handler: 'unpaid-orders' },
];

/** The EventBridge pattern for a route; the local bus matches with the same object. */
export function eventPattern(route: EventRoute): { source: string[]; 'detail-type': string[] } {
  return { source: ['shop'], 'detail-type': route.types };
}
