import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCloudFrontLocal, type CloudFrontLocal } from './cloudfront-local.js';
import { startDynamoLocal, type DynamoLocal } from './dynamo-local.js';
import { importSubscriber, startEventBus, type HandlerLoader, type LocalEventBus } from './event-bus.js';
import { startMessagingLocal, type MessagingLocal } from './messaging-local.js';
import { LOCAL_CREDENTIALS, startS3Local, type S3Local } from './s3-local.js';
import { startSesLocal, type SesLocal } from './ses-local.js';
import { startRecaptchaLocal, type RecaptchaLocal } from './recaptcha-local.js';
import { startStripeLocal, type StripeLocal } from './stripe-local.js';

// Node 20 is what these machines run; the SDK's "Node 22 soon" notice is noise locally.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface StandInsOptions {
  /** Root of local state: `dynamodb/` (when persisted), `s3/`, `mail/`. */
  dataDir: string;
  /** Keep DynamoDB data on disk under `dataDir/dynamodb` (npm start); in memory otherwise. */
  persist: boolean;
  tableName?: string;
  bucketName?: string;
  busName?: string;
  /** Fixed ports (npm start keeps S3 URLs stable across restarts); free ports when omitted. */
  ports?: Partial<Record<'dynamo' | 's3' | 'ses' | 'events' | 'stripe' | 'cloudfront', number>>;
  /** Where the Stripe stand-in sends its signed webhooks (the app's `/api/stripe/webhook`). */
  stripeWebhookUrl?: string;
  /** How the bus runs a subscriber (default: imported into this process; `npm start`: `isolated.ts`). */
  loadHandler?: HandlerLoader;
  log?: boolean;
}

export interface StandIns {
  /** The variables the core reads (see packages/core/src/shared/env.ts). */
  env: Record<string, string>;
  dynamo: DynamoLocal;
  s3: S3Local;
  ses: SesLocal;
  bus: LocalEventBus;
  stripe: StripeLocal;
  recaptcha: RecaptchaLocal;
  /** Invalidations of the storefront's pages; the local server empties its page cache on them (`onInvalidate`). */
  cloudfront: CloudFrontLocal;
  /** End User Messaging SMS and WhatsApp: each accepted message a file under `outbox/`. */
  messaging: MessagingLocal;
  stop(): Promise<void>;
}

/**
 * The layout of the keys in the table. Raise it when a change moves records' keys (as giving each
 * entity its own list partitions did, decision 0019): a local table kept in the older layout is then
 * set aside, not read with keys it does not have, and `npm start` seeds a new one.
 */
export const DATA_LAYOUT = '2';

/**
 * The persisted DynamoDB directory, in the current key layout: an older one is renamed to
 * `dynamodb.layout-<old>-<time>` (kept, so nothing is deleted) and a new one starts empty.
 */
export function dynamoDirectory(dataDir: string, log = false): string {
  const dir = join(dataDir, 'dynamodb');
  const marker = join(dir, 'layout');
  const layout = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : existsSync(dir) ? '1' : DATA_LAYOUT;
  if (layout !== DATA_LAYOUT) {
    const aside = `${dir}.layout-${layout}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, aside);
    if (log) console.log(`[local] the local table used key layout ${layout}; it is kept in ${aside} and a new one is seeded`);
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(marker, DATA_LAYOUT);
  return dir;
}

/** Starts DynamoDB Local, s3rver, the SES, EventBridge, Stripe, reCAPTCHA and CloudFront stand-ins, in parallel. */
export async function startStandIns(options: StandInsOptions): Promise<StandIns> {
  const tableName = options.tableName ?? 'shop';
  const bucketName = options.bucketName ?? 'shop-files';
  const busName = options.busName ?? 'shop-bus';
  const results = await Promise.allSettled([
    startDynamoLocal({
      ...(options.persist ? { path: dynamoDirectory(options.dataDir, options.log) } : {}),
      ...(options.ports?.dynamo ? { port: options.ports.dynamo } : {}),
    }),
    startS3Local({ directory: join(options.dataDir, 's3'), bucket: bucketName, ...port(options.ports?.s3) }),
    startSesLocal({ dataDir: options.dataDir, log: options.log ?? false, ...port(options.ports?.ses) }),
    startEventBus({
      busName,
      log: options.log ?? false,
      deadLetterDir: join(options.dataDir, 'dead-letters'),
      ...port(options.ports?.events),
      ...(options.loadHandler ? { loadHandler: options.loadHandler } : {}),
    }),
    startStripeLocal({
      log: options.log ?? false,
      ...port(options.ports?.stripe),
      ...(options.stripeWebhookUrl ? { webhookUrl: options.stripeWebhookUrl } : {}),
    }),
    startRecaptchaLocal(),
    startCloudFrontLocal({ log: options.log ?? false, ...port(options.ports?.cloudfront) }),
  ] as const);
  const [dynamo, s3, ses, bus, stripe, recaptcha, cloudfront] = results;
  if (
    dynamo.status === 'rejected' ||
    s3.status === 'rejected' ||
    ses.status === 'rejected' ||
    bus.status === 'rejected' ||
    stripe.status === 'rejected' ||
    recaptcha.status === 'rejected' ||
    cloudfront.status === 'rejected'
  ) {
    // Stop whatever did start (above all the java process) before reporting the failure.
    await Promise.allSettled(results.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    const failure = results.find((r) => r.status === 'rejected');
    throw failure?.reason instanceof Error ? failure.reason : new Error(String(failure?.reason));
  }
  const messaging = await startMessagingLocal({ dataDir: options.dataDir, onInbound: inboundSms(options.loadHandler ?? importSubscriber) });
  return {
    env: {
      DATA_DIR: options.dataDir,
      TABLE_NAME: tableName,
      BUCKET_NAME: bucketName,
      BUS_NAME: busName,
      DYNAMO_ENDPOINT: dynamo.value.endpoint,
      S3_ENDPOINT: s3.value.endpoint,
      SES_ENDPOINT: ses.value.endpoint,
      EVENTS_ENDPOINT: bus.value.endpoint,
      ...stripe.value.env,
      ...recaptcha.value.env,
      ...cloudfront.value.env,
      ...messaging.env,
    },
    dynamo: dynamo.value,
    s3: s3.value,
    ses: ses.value,
    bus: bus.value,
    stripe: stripe.value,
    recaptcha: recaptcha.value,
    cloudfront: cloudfront.value,
    messaging,
    async stop() {
      await Promise.allSettled([
        messaging.stop(),
        dynamo.value.stop(),
        s3.value.stop(),
        ses.value.stop(),
        bus.value.stop(),
        stripe.value.stop(),
        recaptcha.value.stop(),
        cloudfront.value.stop(),
      ]);
    },
  };
}

const port = (value: number | undefined): { port?: number } => (value ? { port: value } : {});

/** An SMS sent back to the shop, handed to the `sms-inbound` function as AWS's SNS topic would hand it. */
export function inboundSms(load: HandlerLoader) {
  return async ({ from, to, body }: { from: string; to: string; body: string }): Promise<void> => {
    const handler = await load('sms-inbound');
    const message = JSON.stringify({ originationNumber: from, destinationNumber: to, messageBody: body });
    await handler({ Records: [{ Sns: { Message: message } }] } as never);
  };
}

/**
 * Sets the variables the core reads, plus fake AWS credentials so any SDK client created without
 * explicit ones still signs requests. Call it BEFORE importing core: core reads its configuration
 * once, when first imported (packages/core/src/shared/env.ts), and builds its clients from it. This
 * module imports no core module itself, so callers can import it statically.
 */
export function applyEnv(vars: Record<string, string>): void {
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID = LOCAL_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = LOCAL_CREDENTIALS.secretAccessKey;
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  Object.assign(process.env, vars);
}
