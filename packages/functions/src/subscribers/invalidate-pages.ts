/**
 * storefront.changed → ONE CloudFront invalidation of the storefront pages the writes changed
 * (decision 0043), so shoppers see a staff change within seconds instead of at the pages' expiry.
 *
 * The event/queue contract (stacks/ wires it; this handler takes both shapes):
 * - an EventBridge event (`detail` = `{ id, type, occurred_at, properties: { paths } }`): the rule's
 *   direct target, and the local bus. CallerReference = the event's id, so a repeated delivery is the
 *   same invalidation again, which CloudFront answers without invalidating anything twice.
 * - an SQS batch (`Records[].body` = such an EventBridge event as JSON, what an EventBridge → SQS
 *   target sends): the rule sends to a queue read with a batching window, so a burst of saves is one
 *   invalidation; and the same events go once more ~35 s later (a second queue, or the first with a
 *   delivery delay): the rendering function keeps public reads 30 s per process, so a page rendered
 *   just after the first invalidation may still show the old data. All paths of the batch are merged,
 *   de-duplicated, a `/*` swallowing the rest. CallerReference = the queue's name (from
 *   `eventSourceARN`) and the batch's event ids (hashed when long): a batch delivered again by the same
 *   queue is idempotent, while the delayed pass, from another queue, is a new invalidation. A failure
 *   throws, so the queue delivers the batch again after its visibility timeout (the same reference).
 *
 * Paths are sent as CloudFront keys them: the edge keeps a page per query string (`?page=2`,
 * `?language=zh_HK`), so an exact path `/x` goes as `/x*` (every copy of it; a wildcard costs the same
 * as one path) and the homepage `/` as `/` and `/?*`. More than `MAX_WILDCARDS` wildcard paths become
 * `/*`: CloudFront allows 15 wildcard paths in progress at once. Without `DISTRIBUTION_ID` there is no
 * edge cache and nothing is done.
 */
import { createHash } from 'node:crypto';
import { loadBoundConfig } from '../bound-config.js';
import type { EventBridgeEvent } from '../events.js';
import type { EventDetail } from '@shop/core/events/define';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ StorefrontChanged, ALL_PAGES }, { awsClientOptions, onFirstUse }, { env }] = await Promise.all([
  import('@shop/core/events/storefront'),
  import('@shop/core/shared/aws'),
  import('@shop/core/shared/env'),
]);

/** Wildcard paths one invalidation carries at most (CloudFront allows 15 in progress); more → `/*`. */
export const MAX_WILDCARDS = 10;
/** CallerReference is kept short; a longer one is hashed. */
const MAX_REFERENCE = 128;

type Envelope = Pick<EventBridgeEvent<EventDetail<{ paths: string[] }>>, 'detail'>;

export interface SqsRecord {
  messageId: string;
  body: string;
  eventSourceARN?: string;
}
export interface SqsEvent {
  Records: SqsRecord[];
}

/** The paths as CloudFront keys the pages: every query string's copy of an exact path. */
export function edgePaths(paths: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const path of paths) {
    if (path === ALL_PAGES) return [ALL_PAGES];
    if (path.endsWith('*')) keys.add(path);
    else if (path === '/') keys.add('/').add('/?*');
    else keys.add(`${path}*`);
  }
  const prefixes = [...keys].filter((k) => k.endsWith('*')).map((k) => k.slice(0, -1));
  const kept = [...keys].filter((k) => !prefixes.some((p) => k !== `${p}*` && k.startsWith(p))).sort();
  return kept.filter((k) => k.endsWith('*')).length > MAX_WILDCARDS ? [ALL_PAGES] : kept;
}

const isSqs = (event: Envelope | SqsEvent): event is SqsEvent => Array.isArray((event as SqsEvent).Records);

/** The invalidation an event or a batch of them asks for: its caller reference and storefront paths. */
export function invalidationOf(event: Envelope | SqsEvent): { reference: string; paths: string[] } {
  if (!isSqs(event)) {
    const { id, properties } = event.detail;
    return { reference: id, paths: StorefrontChanged.schema.parse(properties).paths };
  }
  const ids: string[] = [];
  const paths: string[] = [];
  const queues = new Set<string>();
  for (const record of event.Records) {
    const envelope = JSON.parse(record.body) as Envelope;
    ids.push(envelope.detail.id);
    paths.push(...StorefrontChanged.schema.parse(envelope.detail.properties).paths);
    queues.add(record.eventSourceARN?.split(':').pop() ?? 'queue');
  }
  const source = [...queues].sort().join('+');
  const plain = `${source}:${[...new Set(ids)].sort().join(',')}`;
  const reference = plain.length <= MAX_REFERENCE ? plain : `${source.slice(0, 60)}:${createHash('sha256').update(plain).digest('hex')}`;
  return { reference, paths };
}

const cloudfront = onFirstUse(async () => {
  const { CloudFrontClient, CreateInvalidationCommand } = await import('@aws-sdk/client-cloudfront');
  return { client: new CloudFrontClient(awsClientOptions(env().CLOUDFRONT_ENDPOINT)), CreateInvalidationCommand };
});

export async function handler(event: Envelope | SqsEvent): Promise<void> {
  const { reference, paths } = invalidationOf(event);
  const items = edgePaths(paths);
  const distributionId = env().DISTRIBUTION_ID;
  if (!items.length) return;
  if (!distributionId) {
    console.warn(JSON.stringify({ level: 'warn', message: 'no DISTRIBUTION_ID: nothing to invalidate', paths: items }));
    return;
  }
  const { client, CreateInvalidationCommand } = await cloudfront();
  await client.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: { CallerReference: reference, Paths: { Quantity: items.length, Items: items } },
    }),
  );
}
