import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCloudFrontLocal, type CloudFrontLocal } from './cloudfront-local.js';
import { startEventBus, type BusEvent } from './event-bus.js';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
let cloudfront: CloudFrontLocal;
let client: CloudFrontClient;
let n = 0;
const reference = () => `ref-${String(++n)}`;

const invalidate = (paths: string[], callerReference = reference(), distributionId = 'LOCAL') =>
  client.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: { CallerReference: callerReference, Paths: { Quantity: paths.length, Items: paths } },
    }),
  );

beforeAll(async () => {
  cloudfront = await startCloudFrontLocal();
  client = new CloudFrontClient({ region: 'us-east-1', endpoint: cloudfront.endpoint, credentials });
});
afterAll(() => cloudfront.stop());

describe('CloudFront stand-in', () => {
  it('answers CreateInvalidation with 201 and the invalidation the SDK parses, and tells its listeners the paths', async () => {
    const heard: string[][] = [];
    const stop = cloudfront.onInvalidate((paths) => heard.push(paths));
    const ref = reference();

    const answer = await invalidate(['/product/caf%C3%A9*', '/blog/article/a&b*', '/'], ref);
    stop();

    expect(answer.$metadata.httpStatusCode).toBe(201);
    expect(answer.Location).toMatch(new RegExp(`/2020-05-31/distribution/LOCAL/invalidation/${answer.Invalidation?.Id ?? '-'}$`));
    expect(answer.Invalidation).toMatchObject({
      Status: 'Completed',
      InvalidationBatch: { CallerReference: ref, Paths: { Quantity: 3, Items: ['/product/caf%C3%A9*', '/blog/article/a&b*', '/'] } },
    });
    expect(answer.Invalidation?.CreateTime).toBeInstanceOf(Date);
    expect(heard).toEqual([['/product/caf%C3%A9*', '/blog/article/a&b*', '/']]);
  });

  it('answers a repeated CallerReference with the first invalidation and invalidates nothing again', async () => {
    const heard: string[][] = [];
    const stop = cloudfront.onInvalidate((paths) => heard.push(paths));
    const ref = reference();
    const before = cloudfront.invalidations.length;

    const first = await invalidate(['/*'], ref);
    const again = await invalidate(['/*'], ref);
    stop();

    expect(again.$metadata.httpStatusCode).toBe(201);
    expect(again.Invalidation?.Id).toBe(first.Invalidation?.Id);
    expect(cloudfront.invalidations.length).toBe(before + 1);
    expect(heard).toEqual([['/*']]);
  });

  it('refuses what CloudFront refuses: a reused CallerReference with other paths, an unknown distribution, too many wildcards', async () => {
    const ref = reference();
    await invalidate(['/a'], ref);

    await expect(invalidate(['/b'], ref)).rejects.toMatchObject({
      name: 'InvalidationBatchAlreadyExists',
      $metadata: { httpStatusCode: 409 },
    });
    await expect(invalidate(['/a'], reference(), 'E2QWRUHAPOMQZL')).rejects.toMatchObject({ name: 'NoSuchDistribution' });
    const wildcards = Array.from({ length: 16 }, (_, i) => `/product/p${String(i)}*`);
    await expect(invalidate(wildcards)).rejects.toMatchObject({ name: 'TooManyInvalidationsInProgress' });
    await expect(invalidate(['/a*b'])).rejects.toMatchObject({ name: 'InvalidArgument' });
  });
});

describe('the local bus with an immediate route', () => {
  const put = (endpoint: string, type: string) =>
    new EventBridgeClient({ region: 'us-east-1', endpoint, credentials }).send(
      new PutEventsCommand({ Entries: [{ Source: 'shop', DetailType: type, Detail: '{}' }] }),
    );

  it('delivers the route’s events before it answers PutEvents; other routes after', async () => {
    const handled: string[] = [];
    const bus = await startEventBus({
      routes: [
        { name: 'now', types: ['page.changed'], handler: 'now', immediate: true },
        { name: 'later', types: ['page.changed'], handler: 'later' },
      ],
      loadHandler: (name) =>
        Promise.resolve(async (event: BusEvent) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          handled.push(`${name}:${event['detail-type']}`);
        }),
    });
    try {
      const answer = await put(bus.endpoint, 'page.changed');

      expect(answer.FailedEntryCount).toBe(0);
      expect(handled).toEqual(['now:page.changed']);
      await bus.idle();
      expect(handled).toEqual(['now:page.changed', 'later:page.changed']);
    } finally {
      await bus.stop();
    }
  });

  it('a failing immediate delivery is tried three times and recorded, and never fails the PutEvents', async () => {
    let calls = 0;
    const bus = await startEventBus({
      routes: [{ name: 'now', types: ['page.changed'], handler: 'now', immediate: true }],
      loadHandler: () =>
        Promise.resolve(() => {
          calls++;
          throw new Error('CloudFront is down');
        }),
      retryDelayMs: 1,
    });
    try {
      const answer = await put(bus.endpoint, 'page.changed');

      expect(answer.FailedEntryCount).toBe(0);
      expect(calls).toBe(3);
      expect(bus.failures).toMatchObject([{ route: 'now', detailType: 'page.changed' }]);
    } finally {
      await bus.stop();
    }
  });

  it('answers PutEvents after `immediateTimeoutMs` when an immediate delivery hangs', async () => {
    let release = () => undefined as void;
    const bus = await startEventBus({
      routes: [{ name: 'now', types: ['page.changed'], handler: 'now', immediate: true }],
      loadHandler: () => Promise.resolve(() => new Promise<void>((resolve) => (release = resolve))),
      immediateTimeoutMs: 50,
    });
    try {
      const answer = await put(bus.endpoint, 'page.changed');
      expect(answer.FailedEntryCount).toBe(0);
    } finally {
      release();
      await bus.stop();
    }
  });
});
