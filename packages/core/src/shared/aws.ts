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
