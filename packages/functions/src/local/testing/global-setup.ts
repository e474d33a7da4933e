import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../dynamo-local.js';
import { startS3Local } from '../s3-local.js';

export const TEST_BUCKET = 'shop-files-test';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Endpoints of the stand-ins shared by every test file (see setup-file.ts). */
    localStack: { dynamoEndpoint: string; s3Endpoint: string; bucketName: string };
  }
}

/**
 * Runs once per `vitest run`: ONE in-memory DynamoDB Local (each test file gets its own table)
 * and one s3rver over a temp dir. SES and the event bus are started per test file instead
 * (setup-file.ts): they are cheap, and subscribers must run in the test file's process to see
 * its TABLE_NAME.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // A DynamoDB Local that lives for this run only (dynamo-local.ts).
  process.env.DYNAMO_SHORT_RUN ??= '1';
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const [dynamo, s3] = await Promise.all([
    startDynamoLocal({ heap: '1g' }),
    startS3Local({ directory: join(dir, 's3'), bucket: TEST_BUCKET }),
  ]);
  project.provide('localStack', { dynamoEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint, bucketName: TEST_BUCKET });
  return async () => {
    await Promise.allSettled([dynamo.stop(), s3.stop()]);
    rmSync(dir, { recursive: true, force: true });
  };
}
