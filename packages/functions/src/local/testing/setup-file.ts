import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { startCloudFrontLocal } from '../cloudfront-local.js';
import { importSubscriber, startEventBus } from '../event-bus.js';
import { startSesLocal } from '../ses-local.js';
import { applyEnv, inboundSms } from '../stand-ins.js';
import { startMessagingLocal } from '../messaging-local.js';
import { startRecaptchaLocal } from '../recaptcha-local.js';
import { startStripeLocal } from '../stripe-local.js';
import { setTestContext } from './context.js';

/**
 * Runs before EACH test file, in its worker: a table of its own on the shared DynamoDB Local,
 * its own SES stand-in (mail dir) and event bus (subscribers run here, seeing this file's table), its
 * own Stripe stand-in (no webhook URL: a test delivers its events through the app itself), and its own
 * CloudFront stand-in (the invalidations of the pages its writes change).
 *
 * It runs before the test file's own imports, in the same module graph (vitest setupFiles), and
 * sets the environment BEFORE anything imports core: core reads its configuration once, when first
 * imported, so every core module the test file imports sees this file's table and stand-ins. Core is
 * only imported dynamically here, after `applyEnv`; the static imports above import no core module
 * that reads the configuration.
 */
const { dynamoEndpoint, s3Endpoint, bucketName } = inject('localStack');
const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-file-'));
const tableName = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
const busName = 'shop-bus-test';

const [ses, bus, stripe, recaptcha, cloudfront] = await Promise.all([
  startSesLocal({ dataDir }),
  startEventBus({ busName, retryDelayMs: 50, deadLetterDir: join(dataDir, 'dead-letters') }),
  startStripeLocal(),
  startRecaptchaLocal(),
  startCloudFrontLocal(),
]);
const messaging = await startMessagingLocal({ dataDir, onInbound: inboundSms(importSubscriber) });
applyEnv({
  DATA_DIR: dataDir,
  TABLE_NAME: tableName,
  BUCKET_NAME: bucketName,
  BUS_NAME: busName,
  DYNAMO_ENDPOINT: dynamoEndpoint,
  S3_ENDPOINT: s3Endpoint,
  SES_ENDPOINT: ses.endpoint,
  EVENTS_ENDPOINT: bus.endpoint,
  PASSWORD_HASH_FAST: '1',
  ...stripe.env,
  ...recaptcha.env,
  ...cloudfront.env,
  ...messaging.env,
});
setTestContext({ dataDir, tableName, bus, ses, stripe, cloudfront });

const { ensureTable } = await import('@shop/core/shared/dynamo');
await ensureTable();

afterAll(async () => {
  await bus.idle();
  await Promise.allSettled([bus.stop(), ses.stop(), stripe.stop(), recaptcha.stop(), cloudfront.stop(), messaging.stop()]);
  setTestContext(undefined);
  rmSync(dataDir, { recursive: true, force: true });
});
