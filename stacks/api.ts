import { Fn, type CfnResource } from 'aws-cdk-lib';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
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
 * Tighter limits (requests per second, burst) on the routes a script would hammer: sign-in and
 * registration (password guessing), password-reset mail, the contact form and placing orders (stock
 * held). API Gateway answers 429 beyond them before the function runs; the WAF on the distribution
 * limits each client address as well (stacks/edge.ts).
 */
export const ROUTE_THROTTLES: Readonly<Record<string, { rate: number; burst: number }>> = {
  'POST /api/login': { rate: 10, burst: 20 },
  'POST /api/admin/login': { rate: 5, burst: 10 },
  'POST /api/register': { rate: 5, burst: 10 },
  'POST /api/reset/email': { rate: 2, burst: 5 },
  'POST /api/contact': { rate: 2, burst: 5 },
  'POST /api/order': { rate: 20, burst: 40 },
};

/** The header CloudFront adds to every request it sends the API: the proof that a request came through it. */
export const EDGE_HEADER = 'x-shop-edge';

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

  // The value CloudFront sends in EDGE_HEADER (this stack's own id: not public, stable per stage). The
  // app trusts the viewer's address CloudFront reports only on a request carrying it (http.ts).
  const edgeSecret = Fn.select(2, Fn.split('/', stack.stackId));

  const handler = appFunction(stack, 'api-handler', {
    ...API_FUNCTION,
    environment: {
      TABLE_NAME: table.tableName,
      BUCKET_NAME: bucket.bucketName,
      BUS_NAME: bus.eventBusName,
      MAIL_FROM: mailSettings().from,
      EDGE_SECRET: edgeSecret,
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
      // Their own routes, so each can have its own throttle (below); the same function answers them.
      ...Object.fromEntries(Object.keys(ROUTE_THROTTLES).map((route) => [route, handler])),
      // The site's root files the API writes (decision 0026): sitemap.xml, robots.txt and the numbered
      // sitemaps (`/sitemap-products-2.xml`, decision 0041). A route's path variable must fill a whole
      // segment, so one route takes any single-segment GET; CloudFront sends only those files here.
      'GET /{file}': handler,
    },
  });

  api.cdk.accessLogGroup?.applyRemovalPolicy(policy.removalPolicy);
  const stage = api.cdk.httpApi.defaultStage!.node.defaultChild as CfnStage;
  // A route's settings name its route: the stage is created after the routes.
  const routes = api.node
    .findAll()
    .filter((c): c is CfnResource => (c as Partial<CfnResource>).cfnResourceType === 'AWS::ApiGatewayV2::Route');
  for (const route of routes) stage.addDependency(route);
  stage.routeSettings = Object.fromEntries(
    Object.entries(ROUTE_THROTTLES).map(([route, limit]) => [
      route,
      { ThrottlingRateLimit: limit.rate, ThrottlingBurstLimit: limit.burst },
    ]),
  );

  stack.addOutputs({ ApiUrl: api.url });
  return { api, handler, edgeSecret };
}
