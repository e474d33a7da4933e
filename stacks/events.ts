import { siteAppUrl } from './site-domain.js';
import { Duration, type Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Config, Cron, EventBus, Function, Topic, use, type StackContext } from 'sst/constructs';
import {
  EVENT_ROUTES,
  INBOUND_FUNCTIONS,
  SCHEDULED_JOBS,
  SECRETS,
  eventPattern,
  secretsOf,
  type EventRoute,
  type FunctionNeeds,
} from '@shop/core/events/routes';
import { stripePublishableKey } from './stripe.js';
import { subscriberFunction } from './functions.js';
import { appFunction } from './lambda.js';
import { stagePolicy } from './stage.js';
import { Storage } from './storage.js';

/**
 * How hard events are retried before they land in a dead-letter queue (decision 0012). Subscribers
 * are idempotent (`core/events/idempotent.ts`, or the import job's own state), so a retry is safe.
 * - `delivery`: EventBridge → Lambda (the invoke call itself failed or was throttled).
 * - `invocation`: Lambda's asynchronous queue → the function (it threw or timed out).
 */
export const EVENT_RETRIES = {
  delivery: { retryAttempts: 185, maxEventAge: Duration.hours(24) },
  invocation: { retryAttempts: 2, maxEventAge: Duration.hours(6) },
} as const;

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
  const appUrl = siteAppUrl();
  return appUrl ? { APP_URL: appUrl } : {};
}

/** The SMS origination identity and WhatsApp phone number id, when given at deploy time. */
export function messagingEnvironment(): Record<string, string> {
  const { SMS_ORIGINATION, WHATSAPP_PHONE_NUMBER_ID } = process.env;
  return { ...(SMS_ORIGINATION ? { SMS_ORIGINATION } : {}), ...(WHATSAPP_PHONE_NUMBER_ID ? { WHATSAPP_PHONE_NUMBER_ID } : {}) };
}

/**
 * Sending SMS and WhatsApp messages (End User Messaging): SMS from the account's origination identities
 * and WhatsApp from its linked phone numbers, in the stack's region and account.
 */
export function sendMessageStatements(stack: Stack): PolicyStatement[] {
  return [
    new PolicyStatement({
      actions: ['sms-voice:SendTextMessage'],
      resources: [stack.formatArn({ service: 'sms-voice', resource: '*' })],
    }),
    new PolicyStatement({
      actions: ['social-messaging:SendWhatsAppMessage'],
      resources: [stack.formatArn({ service: 'social-messaging', resource: 'phone-number-id', resourceName: '*' })],
    }),
  ];
}

/** Subscribers that send mail get SES permission. Convention: their handler file name ends in `-email`. */
export function sendsMail(route: Pick<EventRoute, 'handler'>): boolean {
  return route.handler.endsWith('-email');
}

/**
 * Scheduled jobs (EventBridge schedule expressions, UTC): the list in core/events/routes.ts, which the
 * local runtime runs on timers too. Each names a subscriber module exporting `handler`.
 */
const SCHEDULES = SCHEDULED_JOBS;

/**
 * The event bus and one rule per route in `packages/core/src/events/routes.ts` (the list the local bus
 * also uses), each invoking its own subscriber function. Nothing is dropped silently: every rule target
 * retries and then dead-letters into `deliveryDlq`; every subscriber retries and then sends the failed
 * invocation to `failedEvents` (alarms on both in `monitoring.ts`).
 */
export function Events({ stack }: StackContext) {
  const { table, bucket } = use(Storage);
  const bus = new EventBus(stack, 'bus');
  const { from } = mailSettings();
  const policy = stagePolicy(stack.stage);

  const queue = (id: string) =>
    new Queue(stack, id, {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: policy.removalPolicy,
    });
  /** Events EventBridge could not hand to a subscriber (the queue policy lets each rule send). */
  const deliveryDlq = queue('event-delivery-dlq');
  /** Invocation records (event + error) of subscribers that failed every attempt. */
  const failedEvents = queue('subscriber-failures');

  // The app's secrets (set per stage with `sst secrets set`; SST creates no resource for them), bound
  // to the API (api.ts) and to each subscriber or job that declares it needs them (routes.ts).
  const secrets = Object.fromEntries(SECRETS.map((name) => [name, new Config.Secret(stack, name)])) as Record<
    (typeof SECRETS)[number],
    Config.Secret
  >;
  const publishableKey = stripePublishableKey();

  const newSubscriber = (
    id: string,
    handlerFile: string,
    mail: boolean,
    files = false,
    needs: FunctionNeeds = {},
    failures: Queue = failedEvents,
  ): Function => {
    const fn = appFunction(stack, id, {
      ...subscriberFunction(handlerFile),
      ...EVENT_RETRIES.invocation,
      onFailure: new SqsDestination(failures),
      environment: {
        TABLE_NAME: table.tableName,
        BUS_NAME: bus.eventBusName,
        MAIL_FROM: from,
        ...(files ? { BUCKET_NAME: bucket.bucketName } : {}),
        ...(needs.payments && publishableKey ? { STRIPE_PUBLISHABLE_KEY: publishableKey } : {}),
        ...(needs.messaging ? messagingEnvironment() : {}),
        ...appUrlEnvironment(),
      },
      bind: secretsOf(needs).map((name) => secrets[name]),
    });
    table.cdk.table.grantReadWriteData(fn);
    if (files) bucket.cdk.bucket.grantReadWrite(fn);
    bus.cdk.eventBus.grantPutEventsTo(fn);
    if (mail || needs.messaging) fn.attachPermissions([sendMailStatement(stack)]);
    if (needs.messaging) fn.attachPermissions(sendMessageStatements(stack));
    return fn;
  };

  const target = (fn: Function, dlq: Queue = deliveryDlq) => ({
    function: fn,
    cdk: { target: { ...EVENT_RETRIES.delivery, deadLetterQueue: dlq } },
  });

  const subscribers: Function[] = [];
  /** Routes with dead letters of their own (the lead triggers, per channel): one queue each, alarmed like the shared ones. */
  const ownQueues: Queue[] = [];
  // The site's own subscribers are built with the distribution they act on (stacks/web.ts).
  for (const route of EVENT_ROUTES.filter((r) => !r.site)) {
    const own = route.ownDeadLetters ? queue(`${route.name}-dlq`) : undefined;
    if (own) ownQueues.push(own);
    const fn = newSubscriber(`subscriber-${route.name}`, route.handler, sendsMail(route), route.bucket, route, own);
    subscribers.push(fn);
    // SST spells the EventBridge `detail-type` key `detailType`.
    const { 'detail-type': detailType, ...rest } = eventPattern(route);
    bus.addRules(stack, {
      [route.name]: { pattern: { ...rest, detailType }, targets: { subscriber: target(fn, own) } },
    });
  }

  for (const job of SCHEDULES) {
    const fn = newSubscriber(`job-${job.name}`, job.handler, sendsMail(job), false, job);
    subscribers.push(fn);
    new Cron(stack, job.name, { schedule: job.schedule, job: { function: fn, cdk: target(fn).cdk } });
  }

  // SMS people send back to the shop's number: End User Messaging SMS publishes two-way messages to this
  // topic (set it on the number), whose function withdraws consent on STOP.
  const inboundSms = new Topic(stack, 'sms-inbound', { cdk: { topic: { enforceSSL: true } } });
  for (const inbound of INBOUND_FUNCTIONS) {
    const fn = newSubscriber(`inbound-${inbound.name}`, inbound.handler, false, false, inbound);
    subscribers.push(fn);
    inboundSms.addSubscribers(stack, { [inbound.name]: fn });
  }

  return { bus, subscribers, secrets, inboundSms, deadLetterQueues: [deliveryDlq, failedEvents, ...ownQueues], failedEvents };
}
