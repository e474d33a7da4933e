import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { use, type StackContext } from 'sst/constructs';
import { MAIL_FAILED_LOG } from '@shop/core/mail/mail-failure';
import { API } from './api.js';
import { Events } from './events.js';
import { isProduction } from './stage.js';
import { Storage } from './storage.js';
import { Web } from './web.js';

const PERIOD = Duration.minutes(5);

/**
 * Whether a stage has alarms: a production stage always, another only when someone reads them
 * (`ALARM_EMAIL`). Each alarm costs $0.10 a month (stacks/cost.ts); a disposable stage's ~25 would be
 * most of what it costs idle, for mail nobody gets.
 */
export const alarmsWanted = (stage: string, environment: NodeJS.ProcessEnv = process.env): boolean =>
  isProduction(stage) || Boolean(environment.ALARM_EMAIL?.trim());

/**
 * Mails that could not be sent though the request that asked for them succeeded (a password reset
 * answers "sent" either way): counted from their log line (`MAIL_FAILED_LOG`, core/mail/mail-failure.ts).
 */
export const mailFailuresMetric = (stage: string) => ({ namespace: `shop/${stage}`, metricName: 'MailFailures' }) as const;

/** Read and write throttling of the table, each side's missing data counted as 0. */
export const TABLE_THROTTLES = 'FILL(reads, 0) + FILL(writes, 0)';

/**
 * Alarms, all to ONE SNS topic (`ALARM_EMAIL` at deploy time subscribes an address; other subscribers
 * can be added to the `AlarmTopicArn` output). Each fires on the first occurrence in a 5-minute window:
 * - API Gateway 5xx answers,
 * - errors and throttles of every app function (API, rendering function, subscribers),
 * - any message in an event dead-letter queue (the page invalidations' included),
 * - DynamoDB read or write throttling on the table (either side alone),
 * - a mail that could not be sent (SES sandbox, an unverified identity, an outage) where the
 *   shopper was still answered success: the API's and the subscribers' log lines, counted.
 */
export function Monitoring({ stack }: StackContext) {
  const { table } = use(Storage);
  const { subscribers, deadLetterQueues } = use(Events);
  const { api, handler } = use(API);
  const web = use(Web);

  const topic = new Topic(stack, 'alarms', { displayName: `shop ${stack.stage} alarms` });
  if (process.env.ALARM_EMAIL) topic.addSubscription(new EmailSubscription(process.env.ALARM_EMAIL));
  const action = new SnsAction(topic);

  const wanted = alarmsWanted(stack.stage);
  const alarm = (id: string, description: string, metric: IMetric) => {
    if (!wanted) return undefined;
    const created = new Alarm(stack, id, {
      alarmDescription: description,
      metric,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    created.addAlarmAction(action);
    return created;
  };

  alarm('api-5xx', 'The HTTP API answered 5xx', api.cdk.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }));

  for (const fn of [handler, web.render, web.invalidator, ...subscribers]) {
    const id = fn.node.id;
    alarm(`${id}-errors`, `${id} failed (uncaught error or timeout)`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' }));
    alarm(`${id}-throttles`, `${id} was throttled`, fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }));
  }

  for (const queue of [...deadLetterQueues, ...web.deadLetterQueues]) {
    const id = queue.node.id;
    alarm(
      `${id}-depth`,
      `Events are waiting in ${id}: inspect them, fix the cause, then redrive or delete`,
      queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
    );
  }

  const dynamo = table.cdk.table;
  alarm(
    'table-throttles',
    'DynamoDB throttled reads or writes on the table',
    // DynamoDB publishes a throttle metric only in periods that had throttling: without FILL a window
    // with reads throttled and no write metric at all would sum to no data, and never fire.
    new MathExpression({
      label: 'ThrottleEvents',
      expression: TABLE_THROTTLES,
      usingMetrics: {
        reads: dynamo.metric('ReadThrottleEvents', { period: PERIOD, statistic: 'Sum' }),
        writes: dynamo.metric('WriteThrottleEvents', { period: PERIOD, statistic: 'Sum' }),
      },
      period: PERIOD,
    }),
  );

  // One metric per stage (its own namespace), fed by a filter on the log group of every function that may send mail.
  const mailMetric = mailFailuresMetric(stack.stage);
  const mailFailures = new Metric({ ...mailMetric, period: PERIOD, statistic: 'Sum' });
  for (const fn of [handler, ...subscribers]) {
    new MetricFilter(stack, `${fn.node.id}-mail-failures`, {
      logGroup: fn.logGroup,
      filterPattern: FilterPattern.allTerms(MAIL_FAILED_LOG),
      metricNamespace: mailMetric.namespace,
      metricName: mailMetric.metricName,
      metricValue: '1',
    });
  }
  alarm('mail-failures', 'A mail could not be sent (see the MAIL_SEND_FAILED log lines): SES sandbox, identity or outage', mailFailures);

  stack.addOutputs({ AlarmTopicArn: topic.topicArn });
  return { topic };
}
