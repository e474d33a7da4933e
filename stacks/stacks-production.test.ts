/**
 * What a production stage changes (stage.ts): data and logs are retained, the table cannot be deleted,
 * and, with the shop's domain given, it is served there and CORS is pinned to it (decision 0052).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ROUTES, INBOUND_FUNCTIONS, SCHEDULED_JOBS } from '@shop/core/events/routes';
import { scriptOrigins } from '@shop/core/shared/security-headers';
import config from '../sst.config.js';
import { API_HANDLER, RENDER_HANDLER } from './functions.js';
import { assertStageInputs, isProduction } from './stage.js';
import { EDGE_LIMITS, MANAGED_RULE_GROUPS, SENSITIVE_PATHS } from './edge.js';
import { functionByHandler, newApp, only, resources, synthesize, type Json, type Synthesis } from './synth-harness.js';

/** Every subscriber function: one per event route and one per scheduled job. */
/** The events stack's subscribers; the site's own (page invalidation) are in the web stack and read no APP_URL. */
const SUBSCRIBER_HANDLERS = [
  ...EVENT_ROUTES.filter((r) => !r.site).map((r) => r.handler),
  ...SCHEDULED_JOBS.map((j) => j.handler),
  ...INBOUND_FUNCTIONS.map((f) => f.handler),
];
const SITE_HANDLERS = EVENT_ROUTES.filter((r) => r.site).map((r) => r.handler);

const STAGE = 'production';
const SITE_DOMAIN = 'shop.example.com';
const SITE_CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-1111-4222-8333-444455556666';
/** Follows from the domain (decision 0052). */
const APP_URL = `https://${SITE_DOMAIN}`;
const MAIL_DOMAIN = 'shop.example.com';
const ALARM_EMAIL = 'ops@shop.example.com';
/** Every input a production stage requires (stage.ts: PRODUCTION_INPUTS). */
const REQUIRED = { MAIL_DOMAIN, ALARM_EMAIL };

let synthesis: Synthesis;
let templates: Synthesis['templates'];

beforeAll(async () => {
  synthesis = await synthesize(STAGE, {
    ...REQUIRED,
    SITE_DOMAIN,
    SITE_CERTIFICATE_ARN,
    STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
    SCRIPT_ORIGINS: 'https://tags.example.com',
  });
  ({ templates } = synthesis);
}, 120_000);

afterAll(() => synthesis?.dispose());

describe('a production stage', () => {
  it('retains the table (also on replacement) and turns on deletion protection and point-in-time recovery', () => {
    const [, table] = only(templates.storage, 'AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  });

  it('retains the uploads and site buckets and never empties them', () => {
    for (const template of [templates.storage, templates.web]) {
      const buckets = resources(template, 'AWS::S3::Bucket');
      expect(buckets).toHaveLength(1);
      for (const [, bucket] of buckets) expect(bucket.DeletionPolicy).toBe('Retain');
      expect(resources(template, 'Custom::S3AutoDeleteObjects')).toEqual([]);
    }
  });

  it('keeps logs three months and retains the log groups and the dead-letter queues', () => {
    const groups = Object.values(templates).flatMap((template) => resources(template, 'AWS::Logs::LogGroup'));
    // The API, the rendering function, the subscribers, and the API's access log.
    expect(groups).toHaveLength(2 + SUBSCRIBER_HANDLERS.length + SITE_HANDLERS.length + 1);
    for (const [id, group] of groups) {
      expect(group.Properties.RetentionInDays, id).toBe(90);
      expect(group.DeletionPolicy, id).toBe('Retain');
    }
    for (const [id, queue] of resources(templates.events, 'AWS::SQS::Queue')) expect(queue.DeletionPolicy, id).toBe('Retain');
  });

  it('allows the site origin only: bucket CORS and every function get APP_URL, nothing reads the site URL at cold start', () => {
    const [, bucket] = only(templates.storage, 'AWS::S3::Bucket');
    const rules = (bucket.Properties.CorsConfiguration as { CorsRules: { AllowedOrigins: string[] }[] }).CorsRules;
    expect(rules.flatMap((r) => r.AllowedOrigins)).toEqual([APP_URL]);
    const functions = [
      functionByHandler(templates.api, API_HANDLER)[1],
      functionByHandler(templates.web, RENDER_HANDLER)[1],
      ...resources(templates.events, 'AWS::Lambda::Function')
        .filter(([, fn]) => String(fn.Properties.Handler).includes('subscribers/'))
        .map(([, fn]) => fn),
    ];
    expect(functions).toHaveLength(2 + SUBSCRIBER_HANDLERS.length);
    for (const fn of functions) {
      const env = (fn.Properties.Environment as { Variables: Json }).Variables;
      expect(env.APP_URL).toBe(APP_URL);
      expect(env).not.toHaveProperty('SST_StaticSite_url_web');
    }
  });
});

/**
 * Builds a production app with these deploy inputs (undefined: unset) and expects `config.stacks` to
 * refuse them before any stack exists; the inputs are put back afterwards.
 */
async function expectRefusedBeforeAnyStack(inputs: Record<string, string | undefined>, message: RegExp): Promise<void> {
  const saved = Object.fromEntries(Object.keys(inputs).map((name) => [name, process.env[name]]));
  const out = mkdtempSync(path.join(tmpdir(), 'shop-synth-prod-'));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(inputs);
  try {
    const app = await newApp('prod', out);
    expect(() => config.stacks(app)).toThrow(message);
    expect(app.node.children.filter((c) => c.node.id.includes('Storage'))).toEqual([]);
  } finally {
    apply(saved);
    rmSync(out, { recursive: true, force: true });
  }
}

describe('edge protection', () => {
  it('puts AWS WAF on the distribution: per-address rate limits first (tighter on sign-in, registration, reset, contact and checkout writes), then the managed rules', () => {
    const [aclId, acl] = only(templates.web, 'AWS::WAFv2::WebACL');
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as { WebACLId: unknown };
    expect(config.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    type Rule = { Name: string; Priority: number; Action?: Json; Statement: Json };
    const rules = (acl.Properties.Rules as Rule[]).sort((a, b) => a.Priority - b.Priority);
    expect(rules.map((r) => r.Name)).toEqual([
      'sensitive-writes-per-address',
      'requests-per-address',
      ...MANAGED_RULE_GROUPS.map((g) => g.name),
    ]);
    const [sensitive, everything] = rules as [Rule, Rule];
    expect(everything.Statement).toEqual({
      RateBasedStatement: { Limit: EDGE_LIMITS.perAddress, AggregateKeyType: 'IP', EvaluationWindowSec: EDGE_LIMITS.windowSeconds },
    });
    expect(everything.Action).toEqual({ Block: {} });
    const scoped = JSON.stringify(sensitive.Statement);
    expect((sensitive.Statement.RateBasedStatement as Json).Limit).toBe(EDGE_LIMITS.sensitive);
    expect(EDGE_LIMITS.sensitive).toBeLessThan(EDGE_LIMITS.perAddress);
    for (const path of SENSITIVE_PATHS) expect(scoped).toContain(`"SearchString":"${path}"`);
    expect(scoped).toContain('"SearchString":"POST"');
    // The body rules our own rich text and uploads would trip only count.
    const common = rules.find((r) => r.Name === 'AWSManagedRulesCommonRuleSet')!;
    expect((common.Statement.ManagedRuleGroupStatement as Json).RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
      { Name: 'CrossSiteScripting_BODY', ActionToUse: { Count: {} } },
    ]);
  });
});

describe('production inputs', () => {
  it("takes cards through Stripe when its publishable key is given: the API gets the key, the site's CSP Stripe's origins only", () => {
    const env = (functionByHandler(templates.api, API_HANDLER)[1].Properties.Environment as { Variables: Json }).Variables;
    expect(env.STRIPE_PUBLISHABLE_KEY).toBe('pk_live_example');
    const [, policy] = only(templates.web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const csp = JSON.stringify(policy.Properties.ResponseHeadersPolicyConfig);
    expect(csp).toContain(
      "script-src 'self' https://tags.example.com https://js.stripe.com https://*.js.stripe.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    expect(csp).toContain(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;",
    );
    expect(csp).toMatch(/connect-src 'self' .*https:\/\/api\.stripe\.com/);
  });

  it('gives the publishable key to every function that takes part in payments (routes.ts), and to no other subscriber', () => {
    for (const fn of [...EVENT_ROUTES.filter((r) => !r.site), ...SCHEDULED_JOBS]) {
      const env = (
        functionByHandler(templates.events, `packages/functions/src/subscribers/${fn.handler}.handler`)[1].Properties.Environment as {
          Variables: Json;
        }
      ).Variables;
      if (fn.payments) expect(env.STRIPE_PUBLISHABLE_KEY, fn.handler).toBe('pk_live_example');
      else expect(env, fn.handler).not.toHaveProperty('STRIPE_PUBLISHABLE_KEY');
    }
  });

  it('lets pages load scripts from SCRIPT_ORIGINS only: the API refuses others, the CSP names them', () => {
    const env = (functionByHandler(templates.api, API_HANDLER)[1].Properties.Environment as { Variables: Json }).Variables;
    expect(env.SCRIPT_ORIGINS).toBe('https://tags.example.com');
    expect(() => scriptOrigins('http://tags.example.com')).toThrow(/not an https origin/);
    expect(() => scriptOrigins('https://tags.example.com/path')).toThrow(/not an https origin/);
  });

  it('knows which stages are production', () => {
    expect(['prod', 'production'].map(isProduction)).toEqual([true, true]);
    expect(['test', 'dev', 'preview-12', 'prod-copy'].map(isProduction)).toEqual([false, false, false, false]);
  });

  it('serves the shop on its own domain with its certificate when given (SNI, modern TLS)', () => {
    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as {
      Aliases: string[];
      ViewerCertificate: { AcmCertificateArn: string; SslSupportMethod: string; MinimumProtocolVersion: string };
    };
    expect(config.Aliases).toEqual([SITE_DOMAIN]);
    expect(config.ViewerCertificate).toMatchObject({ AcmCertificateArn: SITE_CERTIFICATE_ARN, SslSupportMethod: 'sni-only' });
    expect(config.ViewerCertificate.MinimumProtocolVersion).toMatch(/^TLSv1\.2/);
  });

  it('deploys a first production stage with no domain at all (the CloudFront domain), and refuses half a domain before any stack', async () => {
    expect(() => assertStageInputs('prod', REQUIRED)).not.toThrow();
    expect(() => assertStageInputs('prod', { ...REQUIRED, SITE_DOMAIN })).toThrow(/SITE_DOMAIN and SITE_CERTIFICATE_ARN together/);
    expect(() => assertStageInputs('prod', { ...REQUIRED, SITE_CERTIFICATE_ARN })).toThrow(/together/);
    expect(() => assertStageInputs('prod', { ...REQUIRED, SITE_DOMAIN: 'shop', SITE_CERTIFICATE_ARN })).toThrow(/host name/);
    const elsewhere = SITE_CERTIFICATE_ARN.replace('us-east-1', 'ap-east-1');
    expect(() => assertStageInputs('prod', { ...REQUIRED, SITE_DOMAIN, SITE_CERTIFICATE_ARN: elsewhere })).toThrow(/us-east-1/);
    expect(() =>
      assertStageInputs('prod', { ...REQUIRED, SITE_DOMAIN, SITE_CERTIFICATE_ARN, APP_URL: 'https://other.example.com' }),
    ).toThrow(/not the site's domain/);
    await expectRefusedBeforeAnyStack({ SITE_DOMAIN, SITE_CERTIFICATE_ARN: undefined }, /together/);
  });

  it('refuses to synthesize a production stage without MAIL_DOMAIN and ALARM_EMAIL, naming each, before any stack exists', async () => {
    await expectRefusedBeforeAnyStack(
      { MAIL_DOMAIN: undefined, ALARM_EMAIL: undefined },
      /production stage; set MAIL_DOMAIN, ALARM_EMAIL before deploying/,
    );
  });

  it.each(Object.keys(REQUIRED))('names %s alone when only it is missing', (name) => {
    const given = Object.fromEntries(Object.entries(REQUIRED).filter(([k]) => k !== name));
    expect(() => assertStageInputs('prod', given)).toThrow(new RegExp(`set ${name} before deploying:\\n  ${name}: `));
  });

  it.each(['http://shop.example.com', 'https://*.example.com', 'https://shop.example.com/', '*'])(
    'refuses APP_URL %s in production',
    (appUrl) => {
      expect(() => assertStageInputs('prod', { ...REQUIRED, APP_URL: appUrl })).toThrow(/APP_URL must be an https origin/);
    },
  );

  it.each([
    ['MAIL_DOMAIN', 'example.com', /MAIL_DOMAIN must be the shop's own domain/],
    ['MAIL_DOMAIN', 'no-reply@shop.example.com', /MAIL_DOMAIN must be the shop's own domain/],
    ['ALARM_EMAIL', 'ops', /ALARM_EMAIL must be an email address/],
  ])('refuses %s=%s in production', (name, value, message) => {
    expect(() => assertStageInputs('prod', { ...REQUIRED, [name]: value })).toThrow(message);
  });

  it('subscribes ALARM_EMAIL to the alarm topic and sends mail as MAIL_DOMAIN', () => {
    const [, subscription] = only(templates.monitoring, 'AWS::SNS::Subscription');
    expect(subscription.Properties).toMatchObject({ Protocol: 'email', Endpoint: ALARM_EMAIL });
    const env = (functionByHandler(templates.api, API_HANDLER)[1].Properties.Environment as { Variables: Json }).Variables;
    expect(env.MAIL_FROM).toBe(`no-reply@${MAIL_DOMAIN}`);
  });

  it('asks nothing of other stages', () => {
    expect(() => assertStageInputs('test', {})).not.toThrow();
  });
});
