import { Api, Config, Function, use, type StackContext } from 'sst/constructs';
import { Events, LAMBDA_DEFAULTS, NATIVE_PACKAGES, appUrlEnvironment, mailSettings, sendMailStatement } from './events.js';
import { Storage } from './storage.js';

/** The one Lambda behind the whole HTTP API (the Hono app, `packages/functions/src/lambda.ts`). */
export const API_HANDLER = 'packages/functions/src/lambda.handler';

/**
 * HTTP API → one Hono Lambda. It gets exactly: the table (read/write data, indexes included), the
 * uploads bucket (read/write objects), PutEvents on the bus, SES send for the sender identity, and the
 * two secrets (read from SSM at cold start by `lambda.ts`).
 *
 * Secrets per stage: `npx sst secrets set TOKEN_SECRET <32+ random chars>` and
 * `npx sst secrets set STRIPE_SECRET_KEY <sk_…>` (or `none` to deploy without card payments).
 */
export function API({ stack }: StackContext) {
  const { table, bucket } = use(Storage);
  const { bus } = use(Events);

  const tokenSecret = new Config.Secret(stack, 'TOKEN_SECRET');
  const stripeSecretKey = new Config.Secret(stack, 'STRIPE_SECRET_KEY');

  const handler = new Function(stack, 'api-handler', {
    ...LAMBDA_DEFAULTS,
    handler: API_HANDLER,
    memorySize: '1024 MB',
    timeout: '30 seconds',
    nodejs: {
      ...LAMBDA_DEFAULTS.nodejs,
      // Native addon: kept out of the bundle and installed next to it by `sst deploy`.
      install: NATIVE_PACKAGES,
    },
    environment: {
      TABLE_NAME: table.tableName,
      BUCKET_NAME: bucket.bucketName,
      BUS_NAME: bus.eventBusName,
      MAIL_FROM: mailSettings().from,
      ...appUrlEnvironment(),
    },
    bind: [tokenSecret, stripeSecretKey],
  });
  table.cdk.table.grantReadWriteData(handler);
  bucket.cdk.bucket.grantReadWrite(handler);
  bus.cdk.eventBus.grantPutEventsTo(handler);
  handler.attachPermissions([sendMailStatement(stack)]);

  const api = new Api(stack, 'api', {
    // CORS is answered by the app itself for the site's origin only (APP_URL, resolved at cold start
    // from the bound site URL): API Gateway's own CORS would need the origin at deploy time, where it
    // is not known yet (the site is built with this API's URL), and would otherwise allow '*'.
    cors: false,
    routes: {
      'ANY /api': handler,
      'ANY /api/{proxy+}': handler,
    },
  });

  stack.addOutputs({ ApiUrl: api.url });
  return { api, handler };
}
