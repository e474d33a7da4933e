import { EVENT_ROUTES, INBOUND_FUNCTIONS, SCHEDULED_JOBS } from '@shop/core/events/routes';

/**
 * AWS list prices the cost estimate uses (us-east-1, on-demand, no free tier; read 2026-11). Asia
 * Pacific edge locations charge CloudFront a little more; the figures name the US/EU price.
 */
export const PRICES = {
  /** API Gateway HTTP API, per request (first 300 million a month). */
  httpApiRequest: 1.0 / 1e6,
  /** CloudFront HTTPS requests (US/EU), per request. */
  cloudFrontRequest: 0.01 / 1e4,
  /** CloudFront data out to the internet (first 10 TB, US/EU), per GB. */
  cloudFrontGb: 0.085,
  /** AWS WAF: per request inspected; per web ACL and per rule or rule group, a month. */
  wafRequest: 0.6 / 1e6,
  wafAclMonth: 5,
  wafRuleMonth: 1,
  /** Lambda arm64: per request, per GB-second. */
  lambdaRequest: 0.2 / 1e6,
  lambdaGbSecond: 0.0000133334,
  /** DynamoDB on-demand: per read request unit, per write request unit; storage per GB-month. */
  dynamoRru: 0.125 / 1e6,
  dynamoWru: 0.625 / 1e6,
  dynamoGbMonth: 0.25,
  /** CloudWatch: a standard-resolution alarm a month; log ingestion per GB. */
  alarmMonth: 0.1,
  logGb: 0.5,
  /** EventBridge custom events, per event (the unpaid-order schedule is free). */
  eventBridgeEvent: 1.0 / 1e6,
} as const;

/** The API function's memory (stacks/functions.ts): Lambda gives 1 vCPU at 1,769 MB, so 1,024 MB gets ~58 % of one. */
export const API_MEMORY_GB = 1;
export const CPU_SHARE = 1024 / 1769;

/** Bytes each request logs: the function's START/END/REPORT lines and the API's access log line. */
export const LOG_BYTES_PER_REQUEST = 600;

/** Functions of a stage: the API, the rendering function and one per event route, scheduled job and inbound function. */
export const FUNCTION_COUNT = 2 + EVENT_ROUTES.length + SCHEDULED_JOBS.length + INBOUND_FUNCTIONS.length;

/**
 * Alarm metrics of a stage that has alarms (stacks/monitoring.ts), as CloudWatch bills them: API 5xx,
 * errors and throttles of each function, one per dead-letter queue, table throttles (two metrics: reads
 * and writes) and mail failures. `stacks.test.ts` checks it against the synthesized stacks.
 */
export function alarmMetrics(deadLetterQueues: number): number {
  return 1 + 2 * FUNCTION_COUNT + deadLetterQueues + 2 + 1;
}

export interface RequestFigures {
  /** Milliseconds the handler worked, measured on this machine (warm). */
  ms: number;
  rru: number;
  wru: number;
  /** Response bytes. */
  bytes: number;
  /** Events the request published. */
  events: number;
}

/** Dollars per request, by service, for a request with these figures (production: through the WAF). */
export function perRequest(figures: RequestFigures, production: boolean): Record<string, number> {
  // Lambda bills the duration at its share of a CPU, rounded up to the millisecond.
  const billedMs = Math.ceil(figures.ms / CPU_SHARE);
  return {
    cloudfront: PRICES.cloudFrontRequest + (figures.bytes / 1e9) * PRICES.cloudFrontGb,
    waf: production ? PRICES.wafRequest : 0,
    apiGateway: PRICES.httpApiRequest,
    lambda: PRICES.lambdaRequest + API_MEMORY_GB * (billedMs / 1000) * PRICES.lambdaGbSecond,
    dynamodb: figures.rru * PRICES.dynamoRru + figures.wru * PRICES.dynamoWru,
    logs: (LOG_BYTES_PER_REQUEST / 1e9) * PRICES.logGb,
    events: figures.events * PRICES.eventBridgeEvent,
  };
}

/** Dollars a month a stage costs with no traffic: alarms, the WAF's fees (production), a small table. */
export function idleMonthly(
  deadLetterQueues: number,
  stage: { production: boolean; alarms: boolean },
  wafRules: number,
): Record<string, number> {
  const production = stage.production;
  return {
    alarms: stage.alarms ? alarmMetrics(deadLetterQueues) * PRICES.alarmMonth : 0,
    waf: production ? PRICES.wafAclMonth + wafRules * PRICES.wafRuleMonth : 0,
    dynamodbStorage: 0.1 * PRICES.dynamoGbMonth,
    // The unpaid-order job every 5 minutes: 8,640 short invocations a month.
    schedule: 8640 * (PRICES.lambdaRequest + API_MEMORY_GB * 0.05 * PRICES.lambdaGbSecond),
  };
}

/** The dead-letter queues of a stage: the events stack's delivery and subscriber-failure queues, the page invalidations', and one per route with its own (the lead triggers). */
export const DEAD_LETTER_QUEUES = 3 + EVENT_ROUTES.filter((route) => route.ownDeadLetters).length;
