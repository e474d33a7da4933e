import { Api, use, type StackContext } from 'sst/constructs';
import { scriptOrigins } from '@shop/core/shared/security-headers';
import { Events, appUrlEnvironment, mailSettings, sendMailStatement } from './events.js';
import { API_FUNCTION } from './functions.js';
import { appFunction } from './lambda.js';
import { stagePolicy } from './stage.js';
import { Storage } from './storage.js';
import { stripePublishableKey } from './stripe.js';

export { stripePublishableKey } from './stripe.js';

export { API_HANDLER } from './functions.js';

/**
 * Requests per second the API's default stage accepts (steady rate, burst); API Gateway answers 429
 * beyond them before the function is invoked. Per-client limits (login, registration) are the app's.
 */
export const API_THROTTLE = { rate: 100, burst: 200 } as const;

/**
 * The https origins pages may load their header and footer scripts from, given at deploy time
 * (`SCRIPT_ORIGINS=https://www.googletagmanager.com npx sst deploy`): the site's CSP names them
 * (stacks/web.ts) and the API refuses page scripts from any other (decision 0033). Checked here, so a
 * malformed entry fails the deploy.
 */
export const pageScriptOrigins = (): string[] => scriptOrigins(process.env.SCRIPT_ORIGINS);

/**
 * HTTP API → one Hono Lambda. It gets exactly: the table (read/write data, indexes included), the
 * uploads bucket (read/write objects), PutEvents on the bus, SES send for the sender identity, and the
 * secrets (read from SSM at cold start by `bound-config.ts`, before the app is imported).
 *
 * Secrets per stage: `npx sst secrets set TOKEN_SECRET <32+ random chars>`,
 * `npx sst secrets set STRIPE_SECRET_KEY <sk_…>` and `npx sst secrets set STRIPE_WEBHOOK_SECRET <whsec_…>`
 * (each `none` to deploy without card payments). Stripe sends its webhooks to `POST /api/stripe/webhook`,
 * which `ANY /api/{proxy+}` routes here.
 */
export function API({ stack }: StackContext) {
  const { table, bucket } = use(Storage);
  const { bus, secrets } = use(Events);
  const policy = stagePolicy(stack.stage);

  const publishableKey = stripePublishableKey();

  const handler = appFunction(stack, 'api-handler', {
    ...API_FUNCTION,
    environment: {
      TABLE_NAME: table.tableName,
      BUCKET_NAME: bucket.bucketName,
      BUS_NAME: bus.eventBusName,
      MAIL_FROM: mailSettings().from,
      ...appUrlEnvironment(),
      ...(publishableKey ? { STRIPE_PUBLISHABLE_KEY: publishableKey } : {}),
      ...(pageScriptOrigins().length ? { SCRIPT_ORIGINS: pageScriptOrigins().join(',') } : {}),
    },
    bind: [secrets.TOKEN_SECRET, secrets.STRIPE_SECRET_KEY, secrets.STRIPE_WEBHOOK_SECRET],
  });
  table.cdk.table.grantReadWriteData(handler);
  bucket.cdk.bucket.grantReadWrite(handler);
  bus.cdk.eventBus.grantPutEventsTo(handler);
  handler.attachPermissions([sendMailStatement(stack)]);

  const api = new Api(stack, 'api', {
    // CORS is answered by the app itself for the site's origin only (APP_URL): API Gateway's own CORS
    // would need the origin at deploy time, where outside production it is not known (the site is
    // built with this API's URL and its URL is read at cold start). Production stages must give
    // APP_URL (stage.ts), so there the origin is fixed at deploy time.
    cors: false,
    defaults: { throttle: API_THROTTLE },
    accessLog: { retention: policy.logRetention },
    routes: {
      'ANY /api': handler,
      'ANY /api/{proxy+}': handler,
      // The site's root files the API writes (decision 0026): sitemap.xml, robots.txt and the numbered
      // sitemaps (`/sitemap-products-2.xml`, decision 0041). A route's path variable must fill a whole
      // segment, so one route takes any single-segment GET; CloudFront sends only those files here.
      'GET /{file}': handler,
    },
  });

  api.cdk.accessLogGroup?.applyRemovalPolicy(policy.removalPolicy);

  stack.addOutputs({ ApiUrl: api.url });
  return { api, handler };
}
