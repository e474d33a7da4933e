/**
 * `npm start` runs every subscriber and job as AWS does: its own entry module in a module graph of its
 * own, seeing only the secrets it declares (routes.ts). Nothing this test process registered (the API
 * app's payment provider) reaches it, so a function whose entry does not register what it uses, or
 * whose declaration lacks a secret, fails here as it would on AWS.
 */
import { Order } from '@shop/core/order/order';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHEDULED_JOBS } from '@shop/core/events/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardShop, sdk } from '../api/card-testing.js';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { startEventBus } from './event-bus.js';
import { functionEnv, isolatedFunctions, type IsolatedFunctions } from './isolated.js';
import { waitForEvents, waitForMail } from './testing/index.js';

const HOUR_LATER = () => new Date(Date.now() + 60 * 60_000).toISOString();
let cardOrder: Awaited<ReturnType<typeof cardShop>>['cardOrder'];
const runtimes: IsolatedFunctions[] = [];

beforeAll(async () => {
  ({ cardOrder } = await cardShop());
});

afterAll(async () => {
  await Promise.all(runtimes.map((r) => r.stop()));
});

const runtime = (options: Parameters<typeof isolatedFunctions>[0] = {}) => {
  const r = isolatedFunctions(options);
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
    const job = await runtime({ declared: undeclared }).load('unpaid-orders');
    await job({ 'detail-type': 'Scheduled Event', time: HOUR_LATER() } as never);
    await waitForEvents();
    expect((await Order.get(placed.id)).status).toBe('canceled');
    expect((await sdk().paymentIntents.retrieve(placed.payment.intent_id)).status).toBe('requires_payment_method');
  }, 60_000);

  it('delivers a bus event to its subscriber through that runtime, as npm start does: the welcome mail goes out', async () => {
    const bus = await startEventBus({ busName: 'iso-bus', loadHandler: runtime().load });
    try {
      const client = new EventBridgeClient({
        endpoint: bus.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      const detail = {
        id: `iso-${String(Date.now())}`,
        type: 'customer.registered',
        occurred_at: new Date().toISOString(),
        properties: { customer_id: 1, email: 'iso-bus@example.com', first_name: 'Iso', language: null },
      };
      await client.send(
        new PutEventsCommand({
          Entries: [{ EventBusName: 'iso-bus', Source: 'shop', DetailType: 'customer.registered', Detail: JSON.stringify(detail) }],
        }),
      );
      await bus.idle();
      expect(bus.failures).toEqual([]);
      expect((await waitForMail('iso-bus@example.com')).subject).toBe('Welcome to our shop');
    } finally {
      await bus.stop();
    }
  }, 60_000);

  it('refuses a function that is not declared, and reports an entry that fails to load (the next delivery tries a fresh worker)', async () => {
    await expect(runtime().load('no-such-job')).rejects.toThrow(/not a declared subscriber or job/);
    const dir = mkdtempSync(join(tmpdir(), 'shop-isolated-'));
    try {
      writeFileSync(join(dir, 'broken.ts'), "throw new Error('broken at load');\nexport const handler = () => undefined;\n");
      const broken = runtime({ declared: new Map([['broken', {}]]), dir });
      await expect(broken.load('broken')).rejects.toThrow('broken at load');
      await expect(broken.load('broken')).rejects.toThrow('broken at load');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
