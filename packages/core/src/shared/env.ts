import { z } from 'zod';

/**
 * Configuration, parsed once. Locally only endpoints and fake credentials differ from AWS:
 * the same SDK clients run in both places.
 */
const EnvSchema = z.object({
  TABLE_NAME: z.string().default('shop'),
  BUCKET_NAME: z.string().default('shop-files'),
  BUS_NAME: z.string().default('shop-bus'),
  AWS_REGION: z.string().default('us-east-1'),
  DYNAMO_ENDPOINT: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  SES_ENDPOINT: z.string().optional(),
  EVENTS_ENDPOINT: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@shop.local'),
  /** Public origin of the SPA, used to build links in emails. */
  APP_URL: z.string().default('http://localhost:3000'),
  TOKEN_SECRET: z.string().min(16).default('local-development-token-secret-change-me'),
  STRIPE_SECRET_KEY: z.string().optional(),
  /**
   * Addresses (or CIDRs, or proxy-addr's names: loopback, linklocal, uniquelocal), comma-separated,
   * of reverse proxies in front of the Node server. X-Forwarded-For is believed only from these;
   * empty means no proxy is trusted. On Lambda the client address comes from API Gateway.
   */
  TRUSTED_PROXIES: z.string().default(''),
  /** Hashing cost can be lowered in tests only; production uses the memory-hard defaults. */
  PASSWORD_HASH_FAST: z.enum(['0', '1']).default('0'),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= EnvSchema.parse(process.env);
  return cached;
}

/** Tests and the local runtime set variables after import; this forces a re-read. */
export function resetEnv(): void {
  cached = undefined;
}

export function isLocal(): boolean {
  return Boolean(env().DYNAMO_ENDPOINT);
}
