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
  /** AWS End User Messaging SMS and Social (WhatsApp): the local stand-ins' endpoint; AWS's own when absent. */
  SMS_ENDPOINT: z.string().optional(),
  WHATSAPP_ENDPOINT: z.string().optional(),
  /** The SMS origination identity (a phone number, sender id or pool) and the WhatsApp phone number id. */
  SMS_ORIGINATION: z.string().default('ShopLocal'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().default('phone-number-id-local'),
  /**
   * Marketing's quiet hours in the recipient's local time, `<start>-<end>` in whole hours (decision 0058),
   * or `off`; and the time zone of recipients whose own is not known.
   */
  QUIET_HOURS: z
    .string()
    .regex(/^(off|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/)
    .default('21-9'),
  SHOP_TIME_ZONE: z.string().default('Asia/Hong_Kong'),
  CLOUDFRONT_ENDPOINT: z.string().optional(),
  /**
   * The storefront's CloudFront distribution, whose cached pages `storefront.changed` invalidates
   * (decision 0043); `LOCAL` for the local stand-in. Unset: nothing caches pages at an edge.
   */
  DISTRIBUTION_ID: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@shop.local'),
  /**
   * Addresses (or CIDRs, or proxy-addr's names: loopback, linklocal, uniquelocal), comma-separated,
   * of reverse proxies in front of the Node server. X-Forwarded-For is believed only from these;
   * empty means no proxy is trusted. On Lambda the client address comes from API Gateway.
   */
  TRUSTED_PROXIES: z.string().default(''),
  /**
   * The value CloudFront sends in `x-shop-edge` on every request it passes to the API (stacks/api.ts,
   * decision 0052): only a request carrying it is believed about the viewer's address it reports.
   */
  EDGE_SECRET: z.string().optional(),
  /** Hashing cost can be lowered in tests only; production uses the memory-hard defaults. */
  PASSWORD_HASH_FAST: z.enum(['0', '1']).default('0'),
  /**
   * https origins the storefront may load pages' header and footer scripts from (comma separated):
   * the SPA's Content-Security-Policy names them and page writes refuse other origins (decision 0033).
   */
  SCRIPT_ORIGINS: z.string().default(''),
  /**
   * Where reCAPTCHA tokens are checked (decision 0037): Google's siteverify; locally and in tests the
   * stand-in (functions/src/local/recaptcha-local.ts) speaking the same protocol.
   */
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Stripe's publishable key (public: the storefront's card page uses it; decision 0030). */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Only for the local Stripe stand-in (functions/src/local/stripe-local.ts): where the SDK sends its requests. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
});

/**
 * Values bound to a deployed function (the secrets, the site's URL): `lambda.ts` fetches them from
 * SSM while the app loads, so they are read from `process.env` whenever they are asked for, not
 * captured with the rest. Only requests (and jobs) read them, after the fetch has completed; modules
 * never read them while they load (decision 0018).
 */
const BoundSchema = z.object({
  /** Public origin of the SPA, used to build links in emails. */
  APP_URL: z.string().default('http://localhost:3000'),
  TOKEN_SECRET: z.string().min(16).default('local-development-token-secret-change-me'),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signs Stripe's webhooks (`whsec_…`); without it no webhook is believed. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema> & z.infer<typeof BoundSchema>;

let parsed: Env | undefined;

/** The configuration with the bound values as live getters (see `BoundSchema`). */
function withBoundValues(base: z.infer<typeof EnvSchema>): Env {
  const live = Object.fromEntries(
    Object.entries(BoundSchema.shape).map(([key, schema]) => [key, { enumerable: true, get: () => schema.parse(process.env[key]) }]),
  );
  return Object.defineProperties(base, live) as Env;
}

/**
 * The configuration, parsed from `process.env` the first time it is asked for and never again. Core
 * modules build their clients and entities from it when they are first imported, so every entry point
 * completes the environment BEFORE it imports core: the local server and the test setup file set the
 * stand-ins' endpoints first (then import dynamically). The bound values are the exception: read
 * live, they may arrive while core loads (`lambda.ts`).
 */
export function env(): Env {
  parsed ??= withBoundValues(EnvSchema.parse(process.env));
  return parsed;
}

/**
 * @deprecated Only `functions/src/bound-config.ts` still calls this, before anything has read the
 * configuration (so it changes nothing); it goes when that file stops calling it. Nothing else may:
 * clients and entities built from the old values would not follow.
 */
export function resetEnv(): void {
  parsed = undefined;
}

export function isLocal(): boolean {
  return Boolean(env().DYNAMO_ENDPOINT);
}
