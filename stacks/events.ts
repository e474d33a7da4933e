import { CfnResource, type IAspect, type Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { Cron, EventBus, Function, use, type FunctionProps, type StackContext } from 'sst/constructs';
import { EVENT_ROUTES, eventPattern, type EventRoute } from '@shop/core/events/routes';
import { Storage } from './storage.js';

/** Where subscriber modules live; `<route.handler>.ts` must export `handler`. */
export const SUBSCRIBERS_DIR = 'packages/functions/src/subscribers';

/**
 * Settings every Lambda of the app shares.
 * - `runtime`: SST 2.8.23 can name nothing newer than nodejs18.x (past its end of support);
 *   the `LambdaRuntimes` aspect deploys it as nodejs20.x.
 * - `tracing: 'disabled'`: X-Ray would add a `Resource: "*"` statement to every role; turn it on
 *   deliberately if wanted.
 * - no `logRetention`: CDK 2.72 implements it with a nodejs14.x custom resource, which Lambda no longer
 *   creates (log groups keep logs until a retention is set on them).
 */
export const LAMBDA_DEFAULTS = {
  runtime: 'nodejs18.x',
  architecture: 'x86_64',
  tracing: 'disabled',
  nodejs: { format: 'esm' },
} as const satisfies FunctionProps;

/**
 * Runtime upgrades for every Lambda in the app, applied at synthesis (`sst.config.ts`). SST 2.8.23 pins
 * its own helper functions to runtimes AWS Lambda no longer accepts for new functions; each upgrade
 * below is for code known to run on the newer runtime.
 */
const RUNTIME_UPGRADES: Readonly<Record<string, string>> = {
  // Our functions (see LAMBDA_DEFAULTS).
  'nodejs18.x': 'nodejs20.x',
  // SST's per-stack CustomResourceHandler: a self-contained ESM bundle using Node built-ins only.
  'nodejs16.x': 'nodejs20.x',
  // StaticSite's S3 uploader/handler: boto3 and the AWS CLI layer.
  'python3.7': 'python3.11',
};

export class LambdaRuntimes implements IAspect {
  visit(node: IConstruct): void {
    if (node instanceof CfnFunction) {
      const upgrade = node.runtime ? RUNTIME_UPGRADES[node.runtime] : undefined;
      if (upgrade) node.runtime = upgrade;
    } else if (node instanceof CfnResource && node.cfnResourceType === 'AWS::Lambda::Function') {
      // CDK's CustomResourceProvider handlers (S3 autoDeleteObjects, …) need aws-sdk v2 on nodejs14.x/16.x.
      throw new Error(
        `${node.node.path}: a CDK custom-resource provider on a runtime Lambda no longer accepts; ` +
          'avoid the feature that adds it (e.g. bucket autoDeleteObjects).',
      );
    }
  }
}

/**
 * Native addons kept out of the bundle and installed next to it by `sst deploy` (esbuild cannot
 * bundle their `.node` file). Any function whose code reaches `core/access/password.ts` needs them:
 * the API, and subscribers that save customers (the import chunks).
 */
export const NATIVE_PACKAGES = ['@node-rs/argon2'];

/** The sender domain (an SES identity created in `web.ts`) and the From address. */
export function mailSettings(): { domain: string; from: string } {
  const domain = process.env.MAIL_DOMAIN ?? 'example.com';
  return { domain, from: process.env.MAIL_FROM ?? `no-reply@${domain}` };
}

/**
 * SES send permission scoped to the sender domain's identity. The ARN is built, not referenced, so the
 * functions' stacks do not depend on the stack that owns the identity (which itself depends on the API).
 * In the SES sandbox AWS also checks the recipient identity: leave the sandbox before production.
 */
export function sendMailStatement(stack: Stack): PolicyStatement {
  return new PolicyStatement({
    actions: ['ses:SendEmail', 'ses:SendRawEmail'],
    resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: mailSettings().domain })],
  });
}

/** `APP_URL` when given at deploy time (a custom domain); otherwise the site URL is bound in `web.ts`. */
export function appUrlEnvironment(): Record<string, string> {
  return process.env.APP_URL ? { APP_URL: process.env.APP_URL } : {};
}

/** Subscribers that send mail get SES permission. Convention: their handler file name ends in `-email`. */
export function sendsMail(route: Pick<EventRoute, 'handler'>): boolean {
  return route.handler.endsWith('-email');
}

/**
 * Scheduled jobs (EventBridge schedule expressions, UTC). None yet; the membership point
 * expiry job goes here, e.g. `{ name: 'points-expiry', schedule: 'cron(0 3 * * ? *)', handler: 'points-expiry' }`
 * with `packages/functions/src/subscribers/points-expiry.ts` exporting `handler`.
 */
interface Schedule {
  name: string;
  schedule: `rate(${string})` | `cron(${string})`;
  handler: string;
}
const SCHEDULES: readonly Schedule[] = [];

/**
 * The event bus and one rule per route in `packages/core/src/events/routes.ts` (the list the local bus
 * also uses), each invoking its own subscriber function.
 */
export function Events({ stack }: StackContext) {
  const { table, bucket } = use(Storage);
  const bus = new EventBus(stack, 'bus');
  const { from } = mailSettings();

  const subscriberFunction = (id: string, handlerFile: string, mail: boolean, files = false): Function => {
    const fn = new Function(stack, id, {
      ...LAMBDA_DEFAULTS,
      handler: `${SUBSCRIBERS_DIR}/${handlerFile}.handler`,
      nodejs: { ...LAMBDA_DEFAULTS.nodejs, install: NATIVE_PACKAGES },
      memorySize: '512 MB',
      timeout: '30 seconds',
      environment: {
        TABLE_NAME: table.tableName,
        BUS_NAME: bus.eventBusName,
        MAIL_FROM: from,
        ...(files ? { BUCKET_NAME: bucket.bucketName } : {}),
        ...appUrlEnvironment(),
      },
    });
    table.cdk.table.grantReadWriteData(fn);
    if (files) bucket.cdk.bucket.grantReadWrite(fn);
    bus.cdk.eventBus.grantPutEventsTo(fn);
    if (mail) fn.attachPermissions([sendMailStatement(stack)]);
    return fn;
  };

  const subscribers: Function[] = [];
  for (const route of EVENT_ROUTES) {
    const fn = subscriberFunction(`subscriber-${route.name}`, route.handler, sendsMail(route), route.bucket);
    subscribers.push(fn);
    // SST spells the EventBridge `detail-type` key `detailType`.
    const { 'detail-type': detailType, ...rest } = eventPattern(route);
    bus.addRules(stack, {
      [route.name]: { pattern: { ...rest, detailType }, targets: { subscriber: fn } },
    });
  }

  for (const job of SCHEDULES) {
    const fn = subscriberFunction(`job-${job.name}`, job.handler, sendsMail(job));
    subscribers.push(fn);
    new Cron(stack, job.name, { schedule: job.schedule, job: fn });
  }

  return { bus, subscribers };
}
