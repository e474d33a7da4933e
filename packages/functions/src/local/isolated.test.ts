/**
 * `npm start` runs every subscriber and job as AWS does: its own entry module in a module graph of its
 * own, seeing only the secrets it declares (routes.ts). Nothing this test process registered (the API
 * app's payment provider) reaches it, so a function whose entry does not register what it uses, or
 * whose declaration lacks a secret, fails here as it would on AWS.
 */
import Stripe from 'stripe';
import { Order } from '@shop/core/order/order';
import { SCHEDULED_JOBS, type FunctionNeeds } from '@shop/core/events/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product, warehouse } from '../api/catalog-testing.js';
import { adminToken, call } from '../api/testing.js';
import { functionEnv, isolatedFunctions, type IsolatedFunctions } from './isolated.js';
import { LOCAL_STRIPE_KEYS } from './stripe-local.js';
import { stripeLocal, waitForEvents } from './testing/index.js';

const ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Queen’s Road' };
const HOUR_LATER = () => new Date(Date.now() + 60 * 60_000).toISOString();
let token: string;
let saleWarehouse: number;
let methodId: number;
const runtimes: IsolatedFunctions[] = [];

const sdk = () => {
  const s = stripeLocal();
  return new Stripe(LOCAL_STRIPE_KEYS.secretKey, { host: s.host, port: s.port, protocol: 'http', maxNetworkRetries: 0 });
};

beforeAll(async () => {
  token = await adminToken();
  saleWarehouse = (await warehouse(token)).id;
  await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: saleWarehouse, warehouse_enabled: 1 } });
  const created = await call('POST', '/api/admin/shipping', {
    token,
    json: { name: 'Courier', fee: '30', free_above: null, countries: ['HKG'], enabled: true },
  });
  methodId = created.body.id as number;
});

afterAll(async () => {
  await Promise.all(runtimes.map((r) => r.stop()));
});

async function cardOrder() {
  const p = await product(token, { options: [], stocks: [{ sku: `ISO-${String(Math.random()).slice(2, 10)}`, price: '19.90' }] });
  const stockId = (p.stocks as { id: number }[])[0]!.id;
  await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: 5 } });
  const cart = await call('POST', '/api/cart/item', { json: { stock_id: stockId, quantity: 1 } });
  const placed = await call('POST', '/api/order', {
    json: {
      cart_id: cart.body.cart_id,
      email: 'iso@example.com',
      shipping_method_id: methodId,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      payment_method: 'card',
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body as { id: number; payment: { intent_id: string } };
}

const runtime = (declared?: ReadonlyMap<string, FunctionNeeds>) => {
  const r = isolatedFunctions(declared ? { declared } : {});
  runtimes.push(r);
  return r;
};

describe('the local runtime of subscribers and jobs', () => {
  it('withholds the secrets a function does not declare, and gives those it does', () => {
    const env = { TABLE_NAME: 't', TOKEN_SECRET: 'x'.repeat(32), STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' };
    expect(functionEnv({}, env)).toEqual({ TABLE_NAME: 't' });
    expect(functionEnv({ payments: true }, env)).toEqual({ TABLE_NAME: 't', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' });
  });

  it('runs the unpaid-order job from its own entry: a card order past its time is cancelled and so is its payment at Stripe', async () => {
    const placed = await cardOrder();
    const job = await runtime().load('unpaid-orders');
    const result = (await job({ 'detail-type': 'Scheduled Event', time: HOUR_LATER() } as never)) as { canceled: number };
    expect(result.canceled).toBeGreaterThanOrEqual(1);
    await waitForEvents();
    expect((await Order.get(placed.id)).status).toBe('canceled');
    expect(await sdk().paymentIntents.retrieve(placed.payment.intent_id)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
  }, 60_000);

  it('shows what AWS would do to a job declared without payments: the order is cancelled, its payment left open', async () => {
    const placed = await cardOrder();
    const undeclared = new Map(SCHEDULED_JOBS.map((j) => [j.handler, { ...j, payments: false }]));
    const job = await runtime(undeclared).load('unpaid-orders');
    await job({ 'detail-type': 'Scheduled Event', time: HOUR_LATER() } as never);
    await waitForEvents();
    expect((await Order.get(placed.id)).status).toBe('canceled');
    expect((await sdk().paymentIntents.retrieve(placed.payment.intent_id)).status).toBe('requires_payment_method');
  }, 60_000);

  it('refuses a function that is not declared, and reports an entry that fails to load', async () => {
    await expect(runtime().load('no-such-job')).rejects.toThrow(/not a declared subscriber or job/);
  });
});
