import type Stripe from 'stripe';
import { env } from '../shared/env.js';
import { fromMinor, toMinor } from '../shared/money.js';
import type { CardPaymentInfo, IntentState, PaymentEvent, PaymentProvider } from './payments.js';

/** Currencies Stripe counts in whole units (no cents): their amounts are sent as they are. */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** A decimal amount ("69.80") in Stripe's smallest unit of the currency (6980; 70 for JPY "69.80" is refused). */
export function stripeAmount(amount: string, currency: string): number {
  const minor = toMinor(amount);
  if (!ZERO_DECIMAL.has(currency.toLowerCase())) return minor;
  if (minor % 100 !== 0) throw new Error(`${currency} has no minor unit: ${amount}`);
  return minor / 100;
}

export const decimalAmount = (amount: number, currency: string): string =>
  ZERO_DECIMAL.has(currency.toLowerCase()) ? fromMinor(amount * 100) : fromMinor(amount);

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The local stand-in's address; Stripe's own API when absent. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

// The SDK (and its 20 MB of resource classes) loads with the first card payment, not at cold start (decision 0018).
let sdk: Promise<typeof Stripe> | undefined;
const loadSdk = () => (sdk ??= import('stripe').then((module) => module.default));

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function orderIdOf(metadata: Stripe.Metadata | null | undefined): number | null {
  const id = Number(metadata?.order_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function toEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (object.object === 'payment_intent') {
    const intent = object as unknown as Stripe.PaymentIntent;
    const error = intent.last_payment_error;
    return {
      id: event.id,
      type: event.type,
      intent_id: intent.id,
      order_id: orderIdOf(intent.metadata),
      failure:
        event.type === 'payment_intent.payment_failed'
          ? { code: error?.decline_code ?? error?.code ?? 'payment_failed', message: error?.message ?? 'The payment failed.' }
          : null,
      refund_id: null,
    };
  }
  if (object.object === 'charge') {
    const charge = object as unknown as Stripe.Charge;
    return {
      id: event.id,
      type: event.type,
      intent_id: idOf(charge.payment_intent),
      order_id: null,
      failure: null,
      refund_id: idOf(charge.refunds?.data[0]),
    };
  }
  return { id: event.id, type: event.type, intent_id: null, order_id: null, failure: null, refund_id: null };
}

/** A payment as orders read it: status, amount as a decimal string, and the order it is for. */
function stateOf(intent: Stripe.PaymentIntent): IntentState {
  return {
    id: intent.id,
    status: intent.status,
    amount: decimalAmount(intent.amount, intent.currency),
    currency: intent.currency,
    order_id: orderIdOf(intent.metadata),
    order_number: intent.metadata.order_number ?? null,
  };
}

/** Card payments through Stripe's official SDK: Stripe itself, or the local stand-in through host/port/protocol. */
export function stripePayments(settings: StripeSettings): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const stripe = () =>
    (client ??= loadSdk().then(
      (StripeSdk) =>
        new StripeSdk(settings.secretKey, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
          ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
        }),
    ));
  const info: CardPaymentInfo = {
    provider: settings.api ? 'local' : 'stripe',
    publishable_key: settings.publishableKey,
    card_page: settings.api ? `${settings.api.protocol}://${settings.api.host}:${String(settings.api.port)}/pay` : null,
  };

  return {
    info,
    async createIntent({ amount, currency, orderNumber, orderId, email }) {
      const intent = await (
        await stripe()
      ).paymentIntents.create(
        {
          amount: stripeAmount(amount, currency),
          currency: currency.toLowerCase(),
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          receipt_email: email,
          description: `Order ${orderNumber}`,
          metadata: { order_number: orderNumber, ...(orderId === undefined ? {} : { order_id: String(orderId) }) },
        },
        // The same order never makes two payments, however often this is retried.
        { idempotencyKey: orderNumber },
      );
      if (!intent.client_secret) throw new Error(`Stripe answered payment ${intent.id} without a client secret`);
      return { id: intent.id, client_secret: intent.client_secret };
    },

    async retrieve(intentId): Promise<IntentState> {
      return stateOf(await (await stripe()).paymentIntents.retrieve(intentId));
    },

    async cancel(intentId): Promise<IntentState> {
      return stateOf(await (await stripe()).paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' }));
    },

    async refund(intentId, amount, idempotencyKey) {
      const client = await stripe();
      const currency = amount === undefined ? undefined : (await client.paymentIntents.retrieve(intentId)).currency;
      const refund = await client.refunds.create(
        {
          payment_intent: intentId,
          ...(amount !== undefined && currency ? { amount: stripeAmount(amount, currency) } : {}),
        },
        idempotencyKey ? { idempotencyKey } : undefined,
      );
      return { id: refund.id, status: refund.status ?? 'pending', amount: decimalAmount(refund.amount, refund.currency) };
    },

    async verifyEvent(payload, signature) {
      // Throws StripeSignatureVerificationError for a missing, stale or wrong signature.
      return toEvent((await stripe()).webhooks.constructEvent(payload, signature, settings.webhookSecret));
    },
  };
}

let cached: { key: string; provider: PaymentProvider } | undefined;

/**
 * The provider the configuration describes (`STRIPE_*`, core/shared/env.ts), or none when a key is
 * missing: then card payment is not offered. Read on each ask, since the secrets are bound values.
 */
export function stripeFromEnv(): PaymentProvider | undefined {
  const e = env();
  const secretKey = e.STRIPE_SECRET_KEY;
  const publishableKey = e.STRIPE_PUBLISHABLE_KEY;
  const webhookSecret = e.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !publishableKey || !webhookSecret) return undefined;
  const api = e.STRIPE_API_HOST
    ? { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT ?? 443, protocol: e.STRIPE_API_PROTOCOL ?? 'https' }
    : undefined;
  const key = JSON.stringify([secretKey, publishableKey, webhookSecret, api]);
  if (cached?.key !== key)
    cached = { key, provider: stripePayments({ secretKey, publishableKey, webhookSecret, ...(api ? { api } : {}) }) };
  return cached.provider;
}
