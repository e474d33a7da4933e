import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { cardOutcome, cardPage } from './stripe-card-page.js';
import { close, listen, readBody, sendJson } from './http-util.js';
import { endpointOf } from './ports.js';

/** The keys `npm start` and the tests give the SDK and the storefront (any `sk_…` works against a real account too). */
export const LOCAL_STRIPE_KEYS = {
  secretKey: 'sk_test_local_stand_in',
  publishableKey: 'pk_test_local_stand_in',
  webhookSecret: 'whsec_local_stand_in_0123456789abcdef',
} as const;

type Json = Record<string, unknown>;

export interface SentEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
  /** The HTTP status the webhook answered (0: not delivered, no URL or no answer). */
  status: number;
}

export interface StripeLocal {
  endpoint: string;
  host: string;
  port: number;
  /** STRIPE_* variables for the core (core/shared/env.ts). */
  env: Record<string, string>;
  /** Every event sent, oldest first (also when there is no webhook URL: tests deliver them themselves). */
  events: SentEvent[];
  /** Stripe's `Stripe-Signature` header for a payload: `t=<seconds>,v1=HMAC-SHA256(secret, "<t>.<payload>")`. */
  sign(payload: string, timestamp?: number): string;
  stop(): Promise<void>;
}

export interface StripeLocalOptions {
  port?: number;
  /** Where the signed webhooks go (the app's `/api/stripe/webhook`); recorded only when absent. */
  webhookUrl?: string;
  log?: boolean;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
const missing = (id: string) =>
  new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` });

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][c]=1&list[0]=x` → `{a: {b: {c: '1'}}, list: {0: 'x'}}` (Stripe's form encoding). */
function parseForm(text: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p, i) => i === 0 || p !== '');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return out;
}

const DECLINED_METHODS = new Set(['pm_card_chargeDeclined', 'pm_card_visa_chargeDeclined']);
const GOOD_METHODS = new Set(['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex']);

/**
 * A local stand-in for the part of Stripe's REST API the shop's SDK calls: PaymentIntents create,
 * retrieve, confirm and cancel, and refunds create; form-encoded bodies, `Idempotency-Key`
 * honoured, Stripe-shaped JSON and errors. It sends signed webhooks (Stripe's scheme, so
 * `stripe.webhooks.constructEvent` accepts them) and serves a card page (`/pay/<intent>`) that takes
 * Stripe's test cards. The SDK reaches it through `host`/`port`/`protocol` (decision 0030).
 */
export async function startStripeLocal(options: StripeLocalOptions = {}): Promise<StripeLocal> {
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const idempotent = new Map<string, { body: string; status: number; answer: Json }>();
  const events: SentEvent[] = [];
  const secret = LOCAL_STRIPE_KEYS.webhookSecret;
  const log = (line: string) => options.log && console.log(`[stripe] ${line}`);

  const sign = (payload: string, timestamp = now()) =>
    `t=${String(timestamp)},v1=${createHmac('sha256', secret)
      .update(`${String(timestamp)}.${payload}`)
      .digest('hex')}`;

  async function send(type: string, object: Json): Promise<void> {
    const event = { id: newId('evt'), object: 'event', api_version: '2025-01-01', created: now(), livemode: false, type, data: { object } };
    const payload = JSON.stringify(event, null, 2);
    const sent: SentEvent = { id: event.id, type, payload, signature: sign(payload), status: 0 };
    events.push(sent);
    if (!options.webhookUrl) return;
    for (let attempt = 1; attempt <= 3 && (sent.status < 200 || sent.status > 299); attempt++) {
      try {
        const answer = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          body: payload,
        });
        sent.status = answer.status;
        await answer.arrayBuffer();
      } catch {
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
    log(`${type} ${event.id} → ${String(sent.status)}`);
  }

  function intentOf(id: string): Json {
    const intent = intents.get(id);
    if (!intent) throw missing(id);
    return intent;
  }

  /** Charges the intent (succeeded) or records the decline (requires_payment_method), and tells the webhook. */
  async function pay(intent: Json, outcome: ReturnType<typeof cardOutcome>, method: string): Promise<void> {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(`This PaymentIntent's status is ${String(intent.status)}.`, undefined, 'payment_intent_unexpected_state');
    }
    intent.payment_method = method;
    if (outcome.ok) {
      const charge: Json = {
        id: newId('ch'),
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        currency: intent.currency,
        payment_intent: intent.id,
        paid: true,
        refunded: false,
        status: 'succeeded',
        created: now(),
        metadata: {},
        refunds: { object: 'list', data: [], has_more: false },
      };
      charges.set(String(charge.id), charge);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id, last_payment_error: null });
      await send('payment_intent.succeeded', { ...intent });
      return;
    }
    const error = {
      type: 'card_error',
      code: outcome.code,
      message: outcome.message,
      ...(outcome.declined ? { decline_code: 'generic_decline' } : {}),
    };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    await send('payment_intent.payment_failed', { ...intent });
    throw new StripeError(402, { ...error, payment_intent: { ...intent } });
  }

  async function api(method: string, path: string, params: Json): Promise<Json> {
    const [, resource, id, action] = path.split('/').slice(1);
    if (resource === 'payment_intents' && method === 'POST' && !id) {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 1) throw invalid('Amount must be a positive integer.', 'amount');
      if (typeof params.currency !== 'string' || !/^[a-z]{3}$/.test(params.currency)) throw invalid('Invalid currency.', 'currency');
      const intentId = newId('pi');
      const intent: Json = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: params.currency,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: params.metadata ?? {},
        description: params.description ?? null,
        receipt_email: params.receipt_email ?? null,
        automatic_payment_methods: params.automatic_payment_methods ? { enabled: true } : null,
        payment_method_types: ['card'],
        payment_method: null,
        latest_charge: null,
        last_payment_error: null,
        capture_method: 'automatic',
        confirmation_method: 'automatic',
        canceled_at: null,
        cancellation_reason: null,
        created: now(),
        livemode: false,
      };
      intents.set(intentId, intent);
      return intent;
    }
    if (resource === 'payment_intents' && id && method === 'GET' && !action) return intentOf(id);
    if (resource === 'payment_intents' && id && method === 'POST' && action === 'confirm') {
      const intent = intentOf(id);
      const pm = String(params.payment_method ?? '');
      if (!GOOD_METHODS.has(pm) && !DECLINED_METHODS.has(pm))
        throw invalid(`No such PaymentMethod: '${pm}'`, 'payment_method', 'resource_missing');
      await pay(
        intent,
        DECLINED_METHODS.has(pm) ? cardOutcome({ number: '4000000000000002', exp: '12/99', cvc: '123' }) : { ok: true },
        pm,
      );
      return intent;
    }
    if (resource === 'payment_intents' && id && method === 'POST' && action === 'cancel') {
      const intent = intentOf(id);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        throw invalid(
          `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
          undefined,
          'payment_intent_unexpected_state',
        );
      }
      Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: params.cancellation_reason ?? null });
      await send('payment_intent.canceled', { ...intent });
      return intent;
    }
    if (resource === 'refunds' && method === 'POST' && !id) {
      const intent = intentOf(String(params.payment_intent ?? ''));
      const charge = charges.get(String(intent.latest_charge));
      if (intent.status !== 'succeeded' || !charge)
        throw invalid('This PaymentIntent has no successful charge to refund.', 'payment_intent');
      const left = Number(charge.amount) - Number(charge.amount_refunded);
      if (left === 0) throw invalid(`Charge ${String(charge.id)} has already been refunded.`, undefined, 'charge_already_refunded');
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (!Number.isInteger(amount) || amount < 1 || amount > left)
        throw invalid('Refund amount is greater than the amount left.', 'amount', 'amount_too_large');
      const refund: Json = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        charge: charge.id,
        status: 'succeeded',
        created: now(),
        metadata: params.metadata ?? {},
      };
      charge.amount_refunded = Number(charge.amount_refunded) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      (charge.refunds as { data: Json[] }).data.unshift(refund);
      await send('charge.refunded', structuredClone(charge));
      return refund;
    }
    throw new StripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.headers.authorization !== `Bearer ${LOCAL_STRIPE_KEYS.secretKey}`) {
      throw new StripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    }
    const body = await readBody(req);
    const key = req.headers['idempotency-key'];
    const slot = typeof key === 'string' && req.method === 'POST' ? `${path} ${key}` : undefined;
    const seen = slot ? idempotent.get(slot) : undefined;
    if (seen) {
      if (seen.body !== body) {
        throw new StripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        });
      }
      sendJson(res, seen.status, seen.answer, { 'idempotent-replayed': 'true', 'request-id': newId('req') });
      return;
    }
    let status = 200;
    let answer: Json;
    try {
      answer = await api(req.method ?? 'GET', path, parseForm(body));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      answer = { error: error.body };
    }
    answer = structuredClone(answer);
    if (slot && status !== 500) idempotent.set(slot, { body, status, answer });
    sendJson(res, status, answer, { 'request-id': newId('req'), ...(typeof key === 'string' ? { 'idempotency-key': key } : {}) });
  }

  /** The card page: shown with the intent's client secret, and the form posts back here, never to the shop's API. */
  async function handlePage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const intentId = decodeURIComponent(url.pathname.slice('/pay/'.length));
    const form =
      req.method === 'POST'
        ? Object.fromEntries(new URLSearchParams(await readBody(req, 64 * 1024)))
        : Object.fromEntries(url.searchParams);
    const intent = intents.get(intentId);
    const returnUrl = String(form.return_url ?? '');
    let back: URL | undefined;
    try {
      back = new URL(returnUrl);
    } catch {
      back = undefined;
    }
    if (!intent || form.client_secret !== intent.client_secret || !back || !/^https?:$/.test(back.protocol)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No such payment, or a wrong client secret or return_url.');
      return;
    }
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Its own strict policy: no script at all; the form posts here and redirects back to the shop.
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${back.origin}; frame-ancestors 'none'; base-uri 'none'`,
    };
    const model = {
      intentId,
      clientSecret: String(intent.client_secret),
      returnUrl,
      amount: (Number(intent.amount) / 100).toFixed(2),
      currency: String(intent.currency),
      description: String(intent.description ?? ''),
    };
    const redirect = (status: string) => {
      back.searchParams.set('payment_intent', intentId);
      back.searchParams.set('payment_intent_client_secret', String(intent.client_secret));
      back.searchParams.set('redirect_status', status);
      res.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' }).end();
    };
    // A payment cancelled meanwhile (its order was not paid in time) takes no card: back to the shop.
    if (intent.status === 'canceled') return redirect('canceled');
    if (req.method === 'GET') {
      if (intent.status === 'succeeded') return redirect('succeeded');
      res.writeHead(200, headers).end(cardPage(model));
      return;
    }
    if (form.action === 'cancel') return redirect('canceled');
    const outcome = cardOutcome(form);
    if (!outcome.ok && !outcome.declined) {
      res.writeHead(200, headers).end(cardPage({ ...model, error: outcome.message }));
      return;
    }
    try {
      // The webhook is delivered before the shopper is sent back, so the shop knows when they arrive.
      await pay(intent, outcome, 'pm_card_local');
      redirect('succeeded');
    } catch (error) {
      if (!(error instanceof StripeError) || error.status !== 402) throw error;
      redirect('failed');
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const work = url.pathname.startsWith('/pay/') ? handlePage(req, res, url) : handleApi(req, res, url.pathname);
    work.catch((error: unknown) => {
      if (error instanceof StripeError) return sendJson(res, error.status, { error: error.body });
      console.error('[stripe] failed:', error);
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: 'The local Stripe stand-in failed.' } });
    });
  });
  await listen(server, options.port ?? 0);
  const endpoint = endpointOf(server);
  const { hostname, port } = new URL(endpoint);
  return {
    endpoint,
    host: hostname,
    port: Number(port),
    env: {
      STRIPE_SECRET_KEY: LOCAL_STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_HOST: hostname,
      STRIPE_API_PORT: port,
      STRIPE_API_PROTOCOL: 'http',
    },
    events,
    sign,
    stop: () => close(server),
  };
}
