import { env } from './env.js';

/**
 * Client options for one AWS service: in AWS the regional endpoint and the function's role; locally the
 * stand-in's endpoint with fake credentials. Every client goes through here, so only this differs.
 */
export function awsClientOptions(endpoint: string | undefined) {
  return {
    region: env().AWS_REGION,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  };
}

/**
 * A client built on its first use, with its SDK module loaded then: S3, SES and EventBridge are needed
 * by few requests, and loading their SDK packages at every cold start cost ~50 ms (bench/artifact).
 * Concurrent first uses share one load.
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
