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
   * published them returns only after they were handled (a failed delivery is logged, tried SUBSCRIBER_ATTEMPTS times
   * and recorded, never failing the write). On AWS nothing changes: EventBridge delivers after it
   * accepts, within about a second.
   */
  immediate?: boolean;
  /**
   * The subscriber acts on the site's CloudFront distribution: `stacks/web.ts` builds it (with the
   * distribution it may invalidate, and the queues that batch its events) instead of `stacks/events.ts`.
   */
  site?: boolean;
  /** Takes part in card payments (see `FunctionNeeds`). */
  payments?: boolean;
  /** Sends messages (see `FunctionNeeds`). */
  messaging?: boolean;
  /**
   * Content filtering on the event's `detail` (EventBridge pattern syntax, exact values): one event
   * type routed to several subscribers by a field, as `lead.status_changed` is by its channel.
   */
  detail?: Record<string, unknown>;
  /**
   * Its failures go to a dead-letter queue (and alarm) of its own instead of the shared one: the lead
   * triggers', so staff can see which channel fails.
   */
  ownDeadLetters?: boolean;
}

/**
 * What a subscriber or job needs beyond the table and the bus, declared here so the stacks
 * (`stacks/events.ts`: bindings, grants), the local runtime (`local/isolated.ts`: the environment its
 * worker sees) and the tests read the same list.
 * - `payments`: its entry registers the card payment provider (`usePayments`), and its function is
 *   bound the Stripe secrets (`PAYMENT_SECRETS`) and given `STRIPE_PUBLISHABLE_KEY`, as the API is.
 */
export interface FunctionNeeds {
  payments?: boolean;
  /** Sends marketing and notices: SES, End User Messaging SMS and Social (WhatsApp), with their settings. */
  messaging?: boolean;
}

/** Secrets a function may be bound (SST `Config.Secret`, read from SSM at cold start by `bound-config.ts`). */
export const SECRETS = ['TOKEN_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
export type SecretName = (typeof SECRETS)[number];

/** The provider the API and the payment-taking functions build from its keys needs both secrets (`order/stripe.ts`). */
export const PAYMENT_SECRETS: readonly SecretName[] = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];

/** The secrets a subscriber or job is bound, from what it declares. */
export function secretsOf(needs: FunctionNeeds): readonly SecretName[] {
  // Messages carry signed links (an e-book's, an unsubscribe's), signed with the token secret.
  return [...(needs.payments ? PAYMENT_SECRETS : []), ...(needs.messaging ? (['TOKEN_SECRET'] as const) : [])];
}

/** How often a subscriber is tried before its event goes to its dead-letter queue (Lambda: 1 + 2 retries). */
export const SUBSCRIBER_ATTEMPTS = 3;

/** The lead-status trigger channels (`crm/status.schema.ts` TRIGGER_CHANNELS), each with its rule. */
const LEAD_TRIGGER_CHANNELS = ['email', 'ebook_email', 'whatsapp', 'sms'] as const;
export const LEAD_TRIGGER_ROUTES: readonly EventRoute[] = LEAD_TRIGGER_CHANNELS.map((channel) => ({
  name: `lead-status-${channel.replace('_', '-')}`,
  types: ['lead.status_changed'],
  detail: { properties: { channel: [channel] } },
  handler: `lead-status-${channel.replace('_', '-')}`,
  ownDeadLetters: true,
  messaging: true,
}));

export const EVENT_ROUTES: readonly EventRoute[] = [
  { name: 'customer-welcome-email', types: ['customer.registered'], handler: 'customer-welcome-email' },
  { name: 'import-chunk', types: ['import.chunk_ready'], handler: 'import-chunk', bucket: true },
  { name: 'order-status-email', types: ['order.status_changed'], handler: 'order-status-email' },
  { name: 'funnel-order', types: ['order.status_changed'], handler: 'funnel-order', detail: { properties: { status: ['paid'] } } },
  // Sales commissions (decision 0071): credited when an order is paid, taken back by its refunds or a cancel.
  { name: 'order-commission', types: ['order.status_changed', 'order.refunded'], handler: 'order-commission' },
  // A cancelled or refunded order gives its promotions' uses back, once (decision 0068).
  {
    name: 'promotion-give-back',
    types: ['order.status_changed'],
    handler: 'promotion-give-back',
    detail: { properties: { status: ['canceled', 'refunded'] } },
  },
  // A declined card's "Pay now" mail (issue 25 §3; decision 0050).
  { name: 'order-payment-failed-email', types: ['order.payment_failed'], handler: 'order-payment-failed-email' },
  // Membership (decision 0069): a paid order earns points and moves the tier; a refund or cancellation
  // gives the order's points back in proportion.
  {
    name: 'membership-order-paid',
    types: ['order.status_changed'],
    handler: 'membership-order-paid',
    detail: { properties: { status: ['paid'] } },
  },
  // One rule for both: a content filter cannot join two event types' fields; the handler ignores other statuses.
  { name: 'membership-order-reversed', types: ['order.refunded', 'order.status_changed'], handler: 'membership-order-reversed' },
  // The shopper's refund notice (decision 0049).
  { name: 'order-refund-email', types: ['order.refunded'], handler: 'order-refund-email' },
  // A lead entering a status runs its trigger: one rule and subscriber per channel (issue 28 §2).
  ...LEAD_TRIGGER_ROUTES,
  // Broadcasts (decision 0062): a started one's audience is fixed in chunks, then each chunk is sent by
  // its own event, so the work is bounded and a pause stops between chunks.
  { name: 'broadcast-start', types: ['broadcast.started'], handler: 'broadcast-start' },
  { name: 'broadcast-chunk', types: ['broadcast.chunk_ready'], handler: 'broadcast-chunk', messaging: true },
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
  /** Takes part in card payments (see `FunctionNeeds`). */
  payments?: boolean;
  /** Sends messages (see `FunctionNeeds`). */
  messaging?: boolean;
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  // Pending orders past their time to pay are cancelled and give their stock back (decision 0028); a
  // card order's payment is cancelled at Stripe first (decision 0030), so the job takes part in payments.
  { name: 'unpaid-orders', schedule: 'rate(5 minutes)', everyMs: 5 * 60_000, handler: 'unpaid-orders', payments: true },
  // Marketing messages that waited out the recipient's quiet hours (decision 0058).
  { name: 'messages-due', schedule: 'rate(1 minute)', everyMs: 60_000, handler: 'messages-due', messaging: true },
  // Membership (decision 0069): yesterday's points expire, customers are told before theirs do, and
  // tiers whose year ends today are renewed or downgraded. Each is idempotent (markers per customer and day).
  { name: 'membership-points-expiry', schedule: 'cron(10 0 * * ? *)', everyMs: 24 * 3600_000, handler: 'membership-points-expiry' },
  // Today's birthday points, once per customer and year (the birthday# marker).
  { name: 'membership-birthday-points', schedule: 'cron(20 0 * * ? *)', everyMs: 24 * 3600_000, handler: 'membership-birthday-points' },
  {
    name: 'membership-expiry-notice',
    schedule: 'cron(0 1 * * ? *)',
    everyMs: 24 * 3600_000,
    handler: 'membership-expiry-notice',
    messaging: true,
  },
  { name: 'membership-renewal', schedule: 'cron(20 0 * * ? *)', everyMs: 24 * 3600_000, handler: 'membership-renewal' },
  // Scheduled broadcasts whose time has come.
  { name: 'broadcasts-due', schedule: 'rate(1 minute)', everyMs: 60_000, handler: 'broadcasts-due' },
];

/**
 * Functions started by something other than the bus or a schedule: `sms-inbound` takes the SMS people
 * send back to the shop's number (End User Messaging SMS → SNS topic → the function; locally the SMS
 * stand-in's `POST /inbound`).
 */
export const INBOUND_FUNCTIONS: readonly (FunctionNeeds & { name: string; handler: string })[] = [
  { name: 'sms-inbound', handler: 'sms-inbound' },
];

/** The EventBridge pattern for a route; the local bus matches with the same object. */
export function eventPattern(route: EventRoute): { source: string[]; 'detail-type': string[]; detail?: Record<string, unknown> } {
  return { source: ['shop'], 'detail-type': route.types, ...(route.detail ? { detail: route.detail } : {}) };
}
