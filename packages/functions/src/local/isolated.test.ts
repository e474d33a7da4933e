/**
 * `npm start` runs every subscriber and job as AWS does: its own entry module in a module graph of its
 * own, seeing only the secrets it declares (routes.ts). Nothing this test process registered (the API
 * app's payment provider) reaches it, so a function whose entry does not register what it uses, or
 * whose declaration lacks a secret, fails here as it would on AWS.
 */
import { Order } from '@shop/core/order/order';
import { SCHEDULED_JOBS, type FunctionNeeds } from '@shop/core/events/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardOrderTestbed, stripeSdk as sdk } from '../api/card-order-testing.js';
import { functionEnv, isolatedFunctions, type IsolatedFunctions } from './isolated.js';
import { waitForEvents } from './testing/index.js';

const HOUR_LATER = () => new Date(Date.now() + 60 * 60_000).toISOString();
let cardOrder: Awaited<ReturnType<typeof cardOrderTestbed>>;
const runtimes: IsolatedFunctions[] = [];

beforeAll(async () => {
  cardOrder = await cardOrderTestbed();
});

afterAll(async () => {
  await Promise.all(runtimes.map((r) => r.stop()));
});

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
