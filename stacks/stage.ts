import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { siteAppUrl } from './site-domain.js';

/** Stages that hold real customers' data. Everything else (personal, preview, test) is disposable. */
export const PRODUCTION_STAGES: readonly string[] = ['prod', 'production'];

export function isProduction(stage: string): boolean {
  return PRODUCTION_STAGES.includes(stage);
}

/** What differs between a production stage and a disposable one. */
export interface StagePolicy {
  production: boolean;
  /** Table, buckets, log groups, queues: RETAIN in production (a `sst remove` or a stack replacement keeps them). */
  removalPolicy: RemovalPolicy;
  /** DynamoDB deletion protection (production only). */
  deletionProtection: boolean;
  /** Empty buckets on `sst remove` (disposable stages only; needs CDK's auto-delete custom resource). */
  autoDeleteObjects: boolean;
  /** Retention of every log group (functions and API access log), as SST spells it. */
  logRetention: 'two_weeks' | 'three_months';
}

/** CDK's value for a StagePolicy retention. */
export function retentionDays(policy: Pick<StagePolicy, 'logRetention'>): RetentionDays {
  return policy.logRetention === 'three_months' ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS;
}

export function stagePolicy(stage: string): StagePolicy {
  const production = isProduction(stage);
  return {
    production,
    removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    deletionProtection: production,
    autoDeleteObjects: !production,
    logRetention: production ? 'three_months' : 'two_weeks',
  };
}

/**
 * Deploy-time inputs, checked before any stack is built, so a bad one fails at synthesis instead of
 * deploying something half-open. Every missing production input is named in one message.
 * - `SITE_DOMAIN` and `SITE_CERTIFICATE_ARN` together or neither (site-domain.ts); without them the
 *   shop runs on its CloudFront domain, so a first deploy needs no domain (decision 0052). `APP_URL`,
 *   when given, is the site's https origin (in production) and agrees with `SITE_DOMAIN`.
 * - `MAIL_DOMAIN` (production): the SES identity mail is sent from; without it the stage would send
 *   as example.com, which SES refuses.
 * - `ALARM_EMAIL` (production): who the alarm topic mails; without it every alarm fires into a topic
 *   nobody reads.
 */
export const PRODUCTION_INPUTS = {
  MAIL_DOMAIN: 'the domain mail is sent from (its SES identity, DKIM records to publish)',
  ALARM_EMAIL: 'the address the alarm topic mails',
} as const;

export function assertStageInputs(stage: string, environment: NodeJS.ProcessEnv = process.env): void {
  siteAppUrl(environment);
  if (!isProduction(stage)) return;
  const missing = Object.entries(PRODUCTION_INPUTS).filter(([name]) => !environment[name]?.trim());
  if (missing.length) {
    throw new Error(
      `Stage "${stage}" is a production stage; set ${missing.map(([name]) => name).join(', ')} before deploying:\n` +
        missing.map(([name, what]) => `  ${name}: ${what}`).join('\n'),
    );
  }
  const appUrl = environment.APP_URL;
  if (appUrl && !/^https:\/\/[^/*\s]+$/.test(appUrl)) {
    throw new Error(`APP_URL must be an https origin without a path or wildcard (got "${appUrl}").`);
  }
  const mailDomain = environment.MAIL_DOMAIN!;
  if (!/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(mailDomain) || mailDomain.toLowerCase() === 'example.com') {
    throw new Error(`MAIL_DOMAIN must be the shop's own domain name (got "${mailDomain}").`);
  }
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(environment.ALARM_EMAIL!)) {
    throw new Error(`ALARM_EMAIL must be an email address (got "${environment.ALARM_EMAIL}").`);
  }
}
