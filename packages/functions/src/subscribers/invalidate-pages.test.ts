import { describe, expect, it } from 'vitest';
import { pagesChanged } from '@shop/core/events/storefront';
import { newUlid } from '@shop/core/shared/ids';
import { pageInvalidations, waitForEvents } from '../local/testing/index.js';
import { edgePaths, handler, MAX_WILDCARDS } from './invalidate-pages.js';

/** A `storefront.changed` event as EventBridge hands it to a target. */
function busEvent(paths: string[], id = newUlid()) {
  const detail = { id, type: 'storefront.changed', occurred_at: new Date().toISOString(), properties: { paths } };
  return { id: crypto.randomUUID(), source: 'shop', 'detail-type': 'storefront.changed', time: detail.occurred_at, detail };
}

/** An SQS batch of such events, as an EventBridge → SQS target delivers them to a Lambda. */
function sqsBatch(events: ReturnType<typeof busEvent>[], queue = 'shop-invalidate-pages') {
  return {
    Records: events.map((event) => ({
      messageId: crypto.randomUUID(),
      body: JSON.stringify(event),
      eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${queue}`,
    })),
  };
}

const latest = () => pageInvalidations().at(-1);

describe('invalidate-pages (storefront.changed → CloudFront)', () => {
  it('sends one invalidation through the SDK, the event id as its caller reference, every query-string copy of each page', async () => {
    const event = busEvent(['/product/canvas-tote', '/category/bags', '/', '/search/*']);
    const before = pageInvalidations().length;

    await handler(event);

    expect(pageInvalidations()).toHaveLength(before + 1);
    expect(latest()).toMatchObject({
      distributionId: 'LOCAL',
      callerReference: event.detail.id,
      paths: ['/', '/?*', '/category/bags*', '/product/canvas-tote*', '/search/*'],
    });
  });

  it('is idempotent: the same event delivered again makes no second invalidation', async () => {
    const event = busEvent(['/blog/article/hello']);
    await handler(event);
    const count = pageInvalidations().length;

    await handler(event);

    expect(pageInvalidations()).toHaveLength(count);
  });

  it('merges an SQS batch into one invalidation, de-duplicated, a prefix swallowing the paths it covers', async () => {
    const before = pageInvalidations().length;

    await handler(
      sqsBatch([
        busEvent(['/product/a', '/blog/article/*']),
        busEvent(['/product/a', '/blog/article/story', '/page/about']),
        busEvent(['/product/b']),
      ]),
    );

    expect(pageInvalidations()).toHaveLength(before + 1);
    expect(latest()?.paths).toEqual(['/blog/article/*', '/page/about*', '/product/a*', '/product/b*']);
  });

  it('a /* in a batch swallows everything else', async () => {
    await handler(sqsBatch([busEvent(['/product/a']), busEvent(['/*']), busEvent(['/'])]));

    expect(latest()?.paths).toEqual(['/*']);
  });

  it('the same batch from the same queue is the same invalidation; the delayed pass from another queue is a new one', async () => {
    const events = [busEvent(['/product/x']), busEvent(['/product/y'])];
    await handler(sqsBatch(events));
    const first = latest()!;
    const count = pageInvalidations().length;

    await handler(sqsBatch([...events].reverse()));
    expect(pageInvalidations()).toHaveLength(count);

    await handler(sqsBatch(events, 'shop-invalidate-pages-again'));
    expect(pageInvalidations()).toHaveLength(count + 1);
    expect(latest()?.callerReference).not.toBe(first.callerReference);
    expect(latest()?.paths).toEqual(first.paths);
  });

  it('a batch of many events keeps its caller reference short', async () => {
    await handler(sqsBatch(Array.from({ length: 10 }, (_, i) => busEvent([`/product/p${String(i)}`]))));

    expect(latest()?.callerReference.length).toBeLessThanOrEqual(128);
  });

  it(`more than ${String(MAX_WILDCARDS)} wildcard paths become /*, within CloudFront's wildcard quota`, () => {
    const many = Array.from({ length: MAX_WILDCARDS + 1 }, (_, i) => `/product/p${String(i)}x`);

    expect(edgePaths(many.slice(0, MAX_WILDCARDS))).toHaveLength(MAX_WILDCARDS);
    expect(edgePaths(many)).toEqual(['/*']);
  });

  it('a page write reaches the local CloudFront before the write returns (the immediate route)', async () => {
    const before = pageInvalidations().length;

    await pagesChanged(['/about', '/page/about']);

    expect(pageInvalidations()).toHaveLength(before + 1);
    expect(latest()?.paths).toEqual(['/about*', '/page/about*']);
    await waitForEvents();
  });
});
