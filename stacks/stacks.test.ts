/**
 * The CloudFormation the app would deploy to a disposable stage (`test`), synthesized offline by
 * `synth-harness.ts`. `stacks-production.test.ts` covers what differs in a production stage.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ROUTES, INBOUND_FUNCTIONS, LEAD_TRIGGER_ROUTES, SCHEDULED_JOBS, eventPattern, secretsOf } from '@shop/core/events/routes';
import { TRIGGER_CHANNELS } from '@shop/core/crm/status.schema';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '@shop/core/shared/table';
import { API_THROTTLE, EDGE_HEADER, ROUTE_THROTTLES } from './api.js';
import { MAIL_FAILED_LOG } from '@shop/core/mail/mail-failure';
import { TABLE_THROTTLES, alarmsWanted, mailFailuresMetric } from './monitoring.js';
import { DEAD_LETTER_QUEUES, alarmMetrics } from './cost.js';
import { EDGE_CACHED_PATHS, SITE_FILE_PATTERNS } from '@shop/core/shared/edge-paths';
import { EVENT_RETRIES } from './events.js';
import { API_HANDLER, RENDER_FUNCTION, RENDER_HANDLER, SUBSCRIBERS_DIR } from './functions.js';
import { API_REQUEST_HEADERS, PAGE_COOKIES, PAGE_INVALIDATION } from './web.js';
import {
  ACCOUNT,
  REGION,
  ROOT,
  importsFrom,
  logicalId,
  resources,
  synthesize,
  arn,
  functionByHandler,
  list,
  only,
  roleStatements,
  type Json,
  type Resource,
  type Synthesis,
} from './synth-harness.js';

/** The routes the events stack builds; the site's own (`site: true`, page invalidation) are in the web stack. */
const BUS_ROUTES = EVENT_ROUTES.filter((r) => !r.site);
const SITE_ROUTES = EVENT_ROUTES.filter((r) => r.site);
/** The events stack's subscriber functions: one per bus route, scheduled job and inbound function (SMS sent back). */
const SUBSCRIBER_HANDLERS = [
  ...BUS_ROUTES.map((r) => r.handler),
  ...SCHEDULED_JOBS.map((j) => j.handler),
  ...INBOUND_FUNCTIONS.map((f) => f.handler),
];
/** Every subscriber function of the app, the site's included. */
const ALL_SUBSCRIBER_HANDLERS = [...SUBSCRIBER_HANDLERS, ...SITE_ROUTES.map((r) => r.handler)];

const STAGE = 'test';
const MAIL_DOMAIN = 'example.com';

let synthesis: Synthesis;
let templates: Synthesis['templates'];
let stackNames: Synthesis['stackNames'];
let built: Synthesis['built'];

beforeAll(async () => {
  // A disposable stage has alarms only for someone who reads them (monitoring.ts: alarmsWanted).
  synthesis = await synthesize(STAGE, { ALARM_EMAIL: 'ops@example.com' });
  ({ templates, stackNames, built } = synthesis);
}, 120_000);

afterAll(() => synthesis?.dispose());

// ---------------------------------------------------------------------------------------------- helpers

/** No `*` action, no service-wide `svc:*`, no `*` resource, no Not* inversions; and only the basic execution managed policy. */
function expectNoWildcards(template: Template, functionId: string): void {
  for (const s of roleStatements(template, functionId)) {
    expect(s.NotAction, JSON.stringify(s)).toBeUndefined();
    expect(s.NotResource, JSON.stringify(s)).toBeUndefined();
    for (const action of list(s.Action)) expect(action, JSON.stringify(s)).not.toMatch(/^(\*|[\w-]+:\*)$/);
    for (const resource of list(s.Resource)) expect(resource, JSON.stringify(s)).not.toBe('*');
  }
  const fn = template.findResources('AWS::Lambda::Function')[functionId] as Resource;
  const role = template.findResources('AWS::IAM::Role')[logicalId(fn.Properties.Role)!] as Resource;
  expect(JSON.stringify(role.Properties.ManagedPolicyArns ?? [])).not.toMatch(/AdministratorAccess|FullAccess|PowerUser/);
  expect(list(role.Properties.ManagedPolicyArns ?? []).map(arn)).toEqual([
    'arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
  ]);
}

function sesIdentityArn(): string {
  return `arn:aws:ses:${REGION}:${ACCOUNT}:identity/${MAIL_DOMAIN}`;
}

// ------------------------------------------------------------------------------------------------ tests

describe('storage stack', () => {
  it('builds the table exactly from TABLE_KEYS / TABLE_INDEXES / TTL_ATTRIBUTE', () => {
    const [, table] = only(templates.storage, 'AWS::DynamoDB::Table');
    const p = table.Properties;
    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ]);
    expect(p.GlobalSecondaryIndexes).toEqual(
      TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    const keyAttributes = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey])];
    expect(p.AttributeDefinitions).toEqual(
      expect.arrayContaining(keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    );
    expect(p.AttributeDefinitions).toHaveLength(keyAttributes.length);
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: TTL_ATTRIBUTE, Enabled: true });
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  });

  it('keeps the uploads bucket private, with CORS for presigned POST uploads, PUT and GET', () => {
    const [, bucket] = only(templates.storage, 'AWS::S3::Bucket');
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const rules = (bucket.Properties.CorsConfiguration as { CorsRules: { AllowedMethods: string[] }[] }).CorsRules;
    expect(rules.flatMap((r) => r.AllowedMethods)).toEqual(expect.arrayContaining(['POST', 'PUT', 'GET']));
    // A browser posts the presigned form with its own multipart Content-Type.
    expect(rules.flatMap((r) => (r as { AllowedHeaders?: string[] }).AllowedHeaders ?? [])).toContain('*');
  });

  it('expires import sources and results (imports/) after a week, exports (exports/) and unconfirmed uploads (incoming/) after a day, and nothing else', () => {
    const [, bucket] = only(templates.storage, 'AWS::S3::Bucket');
    expect(bucket.Properties.LifecycleConfiguration).toEqual({
      Rules: [
        { Id: 'import-files', Prefix: 'imports/', ExpirationInDays: 7, Status: 'Enabled' },
        { Id: 'export-files', Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' },
        { Id: 'unconfirmed-uploads', Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' },
      ],
    });
  });
});

describe('events stack', () => {
  it('has one rule per EVENT_ROUTES entry on the bus (the site routes in the web stack), with the exact eventPattern(route)', () => {
    const [busId, bus] = only(templates.events, 'AWS::Events::EventBus');
    expect(bus.Properties.Name).toBe(`${STAGE}-shop-bus`);
    const rules = resources(templates.events, 'AWS::Events::Rule').filter(([, r]) => logicalId(r.Properties.EventBusName) === busId);
    expect(rules.map(([, r]) => r.Properties.Name).sort()).toEqual(BUS_ROUTES.map((route) => `${STAGE}-shop-${route.name}`).sort());
    for (const route of BUS_ROUTES) {
      const [, rule] = rules.find(([, r]) => r.Properties.Name === `${STAGE}-shop-${route.name}`)!;
      expect(rule.Properties.EventPattern, route.name).toEqual(eventPattern(route));
      expect(rule.Properties.State).toBe('ENABLED');
    }
  });

  it.each(BUS_ROUTES.map((route) => [route.name, route] as const))(
    'rule %s invokes its subscriber, whose handler file exists on disk',
    (_name, route) => {
      const [, rule] = resources(templates.events, 'AWS::Events::Rule').find(
        ([, r]) => r.Properties.Name === `${STAGE}-shop-${route.name}`,
      )!;
      const targets = rule.Properties.Targets as { Arn: unknown }[];
      expect(targets).toHaveLength(1);
      const fnId = logicalId(targets[0]!.Arn)!;
      const fn = templates.events.findResources('AWS::Lambda::Function')[fnId] as Resource;
      expect(fn, `target of ${route.name} is a Lambda function in the events stack`).toBeDefined();
      expect(fn.Properties.Handler).toBe(`${SUBSCRIBERS_DIR}/${route.handler}.handler`);
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      // EventBridge may invoke it.
      templates.events.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'events.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      });
      const file = path.join(ROOT, SUBSCRIBERS_DIR, `${route.handler}.ts`);
      expect(existsSync(file), `${path.relative(ROOT, file)} exists`).toBe(true);
    },
  );

  it.each(BUS_ROUTES.map((route) => [route.name, route] as const))(
    'subscriber %s gets the table, the bus, the bucket and SES only if it uses them, and no wildcards',
    (_name, route) => {
      const [fnId, fn] = functionByHandler(templates.events, `${SUBSCRIBERS_DIR}/${route.handler}.handler`);
      const env = (fn.Properties.Environment as { Variables: Json }).Variables;
      expect(Object.keys(env)).toEqual(expect.arrayContaining(['TABLE_NAME', 'BUS_NAME', 'MAIL_FROM']));
      const statements = roleStatements(templates.events, fnId);
      const actions = statements.flatMap((s) => list(s.Action));
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 'events:PutEvents']));
      const s3 = statements.filter((s) => list(s.Action).includes('s3:PutObject'));
      if (route.bucket) {
        const [bucketId] = only(templates.storage, 'AWS::S3::Bucket');
        expect(s3).toHaveLength(1);
        expect(list(s3[0]!.Action)).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:PutObject']));
        expect(list(s3[0]!.Resource).every((r) => importsFrom(r, stackNames.storage, bucketId))).toBe(true);
        expect(Object.keys(env)).toContain('BUCKET_NAME');
      } else {
        expect(s3).toEqual([]);
        expect(Object.keys(env)).not.toContain('BUCKET_NAME');
      }
      const ses = statements.filter((s) => list(s.Action).includes('ses:SendEmail'));
      // Mail senders (`-email`) and message senders (`messaging`) may send through the sender domain.
      if (route.handler.endsWith('-email') || route.messaging) {
        expect(ses.flatMap((s) => list(s.Resource).map(arn))).toEqual([sesIdentityArn()]);
      } else {
        expect(ses).toEqual([]);
      }
      expectNoWildcards(templates.events, fnId);
    },
  );
});

describe('every subscriber and job is bound what it declares (routes.ts)', () => {
  const declared = [...BUS_ROUTES, ...SCHEDULED_JOBS, ...INBOUND_FUNCTIONS];
  const secretArns = (name: string) =>
    [`/sst/shop/${STAGE}/Secret/${name}/value`, `/sst/shop/.fallback/Secret/${name}/value`].map(
      (p) => `arn:aws:ssm:${REGION}:${ACCOUNT}:parameter${p}`,
    );

  it.each(declared.map((fn) => [fn.handler, fn] as const))(
    '%s: exactly its declared secrets as bindings, and SSM read on those alone',
    (_handler, fn) => {
      const [fnId, resource] = functionByHandler(templates.events, `${SUBSCRIBERS_DIR}/${fn.handler}.handler`);
      const env = (resource.Properties.Environment as { Variables: Json }).Variables;
      const bound = Object.keys(env)
        .filter((k) => k.startsWith('SST_Secret_value_'))
        .map((k) => k.slice('SST_Secret_value_'.length));
      expect(bound.sort()).toEqual([...secretsOf(fn)].sort());
      for (const name of bound) expect(env[`SST_Secret_value_${name}`]).toBe('__FETCH_FROM_SSM__');
      const ssm = roleStatements(templates.events, fnId)
        .filter((s) => list(s.Action).includes('ssm:GetParameters'))
        .flatMap((s) => list(s.Resource).map(arn))
        .filter((r) => r.includes('/Secret/'));
      expect(ssm.sort()).toEqual(secretsOf(fn).flatMap(secretArns).sort());
    },
  );

  it('the unpaid-order job takes part in card payments: bound the Stripe secrets, as the API is', () => {
    const job = SCHEDULED_JOBS.find((j) => j.handler === 'unpaid-orders')!;
    expect(job.payments).toBe(true);
    const env = (
      functionByHandler(templates.events, `${SUBSCRIBERS_DIR}/unpaid-orders.handler`)[1].Properties.Environment as {
        Variables: Json;
      }
    ).Variables;
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining(['SST_Secret_value_STRIPE_SECRET_KEY', 'SST_Secret_value_STRIPE_WEBHOOK_SECRET']),
    );
    // No publishable key given to this stage: card payment is not offered, so no card order can wait.
    expect(env).not.toHaveProperty('STRIPE_PUBLISHABLE_KEY');
  });

  it('binds the token secret only to the message senders (their e-book and unsubscribe links are signed)', () => {
    for (const fn of declared) {
      const env = (
        functionByHandler(templates.events, `${SUBSCRIBERS_DIR}/${fn.handler}.handler`)[1].Properties.Environment as {
          Variables: Json;
        }
      ).Variables;
      if (fn.messaging) expect(env, fn.handler).toHaveProperty('SST_Secret_value_TOKEN_SECRET');
      else expect(env, fn.handler).not.toHaveProperty('SST_Secret_value_TOKEN_SECRET');
    }
    expect(declared.filter((fn) => fn.messaging).map((fn) => fn.handler)).toContain('lead-status-ebook-email');
  });
});

describe('api stack', () => {
  it('routes ANY /api, ANY /api/{proxy+}, GET of a root file (the sitemap, its numbered parts, robots.txt) and the throttled routes to one function', () => {
    const [apiId, api] = only(templates.api, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.ProtocolType).toBe('HTTP');
    const routes = resources(templates.api, 'AWS::ApiGatewayV2::Route');
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(
      ['ANY /api', 'ANY /api/{proxy+}', 'GET /{file}', ...Object.keys(ROUTE_THROTTLES)].sort(),
    );

    const integrations = templates.api.findResources('AWS::ApiGatewayV2::Integration') as Record<string, Resource>;
    const targetFunctions = new Set<string | undefined>();
    for (const [, route] of routes) {
      expect(logicalId(route.Properties.ApiId)).toBe(apiId);
      const join = (route.Properties.Target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
      const integration = integrations[logicalId(join[1][1])!]!;
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
      targetFunctions.add(logicalId(integration.Properties.IntegrationUri));
    }
    const [fnId] = functionByHandler(templates.api, API_HANDLER);
    expect([...targetFunctions]).toEqual([fnId]);
  });

  it("leaves CORS to the app (site origin only): API Gateway answers no preflight and allows no '*'", () => {
    const [, api] = only(templates.api, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.CorsConfiguration).toBeUndefined();
  });

  it('throttles the default stage: API Gateway answers 429 beyond the steady rate and burst', () => {
    const [apiId] = only(templates.api, 'AWS::ApiGatewayV2::Api');
    const [, stage] = only(templates.api, 'AWS::ApiGatewayV2::Stage');
    expect(logicalId(stage.Properties.ApiId)).toBe(apiId);
    expect(stage.Properties.StageName).toBe('$default');
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: API_THROTTLE.rate,
      ThrottlingBurstLimit: API_THROTTLE.burst,
    });
  });

  it('throttles sign-in, registration, reset mail, contact and checkout tighter, each on its own route, created before the stage names them', () => {
    const [stageId, stage] = only(templates.api, 'AWS::ApiGatewayV2::Stage');
    const settings = stage.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    expect(Object.keys(settings).sort()).toEqual(Object.keys(ROUTE_THROTTLES).sort());
    for (const [route, limit] of Object.entries(ROUTE_THROTTLES)) {
      expect(settings[route]).toEqual({ ThrottlingRateLimit: limit.rate, ThrottlingBurstLimit: limit.burst });
      expect(limit.rate).toBeLessThan(API_THROTTLE.rate);
    }
    const routeIds = resources(templates.api, 'AWS::ApiGatewayV2::Route').map(([id]) => id);
    expect(list(templates.api.toJSON().Resources[stageId].DependsOn)).toEqual(expect.arrayContaining(routeIds));
  });

  it('runs the function on Node 22 (arm64), ESM, 1024 MB, 30 s, with the env the app reads and the secrets bound', () => {
    const [, fn] = functionByHandler(templates.api, API_HANDLER);
    expect(fn.Properties.Runtime).toBe('nodejs22.x');
    expect(fn.Properties.Architectures).toEqual(['arm64']);
    expect(fn.Properties.MemorySize).toBe(1024);
    expect(fn.Properties.Timeout).toBe(30);
    const env = (fn.Properties.Environment as { Variables: Json }).Variables;
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining([
        'TABLE_NAME',
        'BUCKET_NAME',
        'BUS_NAME',
        'MAIL_FROM',
        'SST_Secret_value_TOKEN_SECRET',
        'SST_Secret_value_STRIPE_SECRET_KEY',
        'SST_Secret_value_STRIPE_WEBHOOK_SECRET',
        'SST_StaticSite_url_web',
      ]),
    );
    expect(env.MAIL_FROM).toBe(`no-reply@${MAIL_DOMAIN}`);
    const [tableId] = only(templates.storage, 'AWS::DynamoDB::Table');
    const [bucketId] = only(templates.storage, 'AWS::S3::Bucket');
    expect(importsFrom(env.TABLE_NAME, stackNames.storage, tableId)).toBe(true);
    expect(importsFrom(env.BUCKET_NAME, stackNames.storage, bucketId)).toBe(true);
    expect(built.get(API_HANDLER)?.nodejs?.format).toBe('esm');
  });

  it('grants the API function exactly: table (+indexes), bucket, PutEvents on the bus, SES send, its secrets', () => {
    const [fnId] = functionByHandler(templates.api, API_HANDLER);
    const statements = roleStatements(templates.api, fnId);
    const [tableId] = only(templates.storage, 'AWS::DynamoDB::Table');
    const [bucketId] = only(templates.storage, 'AWS::S3::Bucket');
    const [busId] = only(templates.events, 'AWS::Events::EventBus');

    const withAction = (action: string) => statements.filter((s) => list(s.Action).includes(action));

    const dynamo = withAction('dynamodb:PutItem');
    expect(dynamo).toHaveLength(1);
    expect(list(dynamo[0]!.Action)).toEqual(
      expect.arrayContaining([
        'dynamodb:GetItem',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:BatchWriteItem',
      ]),
    );
    const dynamoResources = list(dynamo[0]!.Resource);
    expect(dynamoResources).toHaveLength(2);
    expect(dynamoResources.every((r) => importsFrom(r, stackNames.storage, tableId))).toBe(true);
    expect(JSON.stringify(dynamoResources)).toContain('/index/*');

    const s3 = withAction('s3:PutObject');
    expect(s3).toHaveLength(1);
    expect(list(s3[0]!.Action)).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:DeleteObject*']));
    expect(list(s3[0]!.Resource).every((r) => importsFrom(r, stackNames.storage, bucketId))).toBe(true);

    const events = withAction('events:PutEvents');
    expect(events).toHaveLength(1);
    expect(list(events[0]!.Resource).map((r) => importsFrom(r, stackNames.events, busId))).toEqual([true]);

    const ses = withAction('ses:SendEmail');
    expect(ses).toHaveLength(1);
    expect(list(ses[0]!.Action).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    expect(list(ses[0]!.Resource).map(arn)).toEqual([sesIdentityArn()]);

    const ssm = withAction('ssm:GetParameters').flatMap((s) => list(s.Resource).map(arn));
    for (const secret of ['TOKEN_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(ssm).toContain(`arn:aws:ssm:${REGION}:${ACCOUNT}:parameter/sst/shop/${STAGE}/Secret/${secret}/value`);
    }

    // Nothing else.
    const known = new Set([...dynamo, ...s3, ...events, ...ses, ...withAction('ssm:GetParameters')]);
    expect(statements.filter((s) => !known.has(s))).toEqual([]);
    expectNoWildcards(templates.api, fnId);
  });
});

describe('web stack', () => {
  it('builds web/ (npm run build → dist) calling its own origin, and renders every address with the rendering function: no root object, no error page in its place', () => {
    expect(synthesis.siteProps).toMatchObject({ path: 'web', buildCommand: 'npm run build', buildOutput: 'dist' });
    expect(synthesis.siteProps?.errorPage).toBeUndefined();
    // No API URL built in: the site's `/api/*` is the distribution's (decision 0052).
    expect(synthesis.siteProps?.environment?.VITE_API_URL).toBeUndefined();
    expect(JSON.stringify(resources(templates.web, 'Custom::S3Uploader'))).not.toContain('VITE_API_URL');
    // The generated Vite types go to the ignored .sst/, not into web/src.
    expect(path.resolve(ROOT, 'web', synthesis.siteTypesPath ?? '')).toBe(path.join(ROOT, '.sst', 'web-env.d.ts'));

    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as {
      DefaultRootObject?: string;
      CustomErrorResponses?: unknown[];
      DefaultCacheBehavior: {
        TargetOriginId: string;
        AllowedMethods: string[];
        FunctionAssociations?: unknown[];
        ViewerProtocolPolicy: string;
      };
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
    };
    expect(config.DefaultRootObject ?? '').toBe('');
    expect(config.CustomErrorResponses ?? []).toEqual([]);
    const pages = config.DefaultCacheBehavior;
    expect(pages.FunctionAssociations ?? []).toEqual([]);
    expect(pages.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
    expect(pages.ViewerProtocolPolicy).toBe('redirect-to-https');
    const origin = config.Origins.find((o) => o.Id === pages.TargetOriginId)!;
    const [renderId] = functionByHandler(templates.web, RENDER_HANDLER);
    const [urlId, url] = only(templates.web, 'AWS::Lambda::Url');
    expect(logicalId(url.Properties.TargetFunctionArn)).toBe(renderId);
    expect(url.Properties.AuthType).toBe('AWS_IAM');
    expect(JSON.stringify(origin.DomainName)).toContain(urlId);
    // Signed by CloudFront (origin access control): the function's URL answers nobody else.
    const [oacId] = resources(templates.web, 'AWS::CloudFront::OriginAccessControl').find(
      ([, oac]) => (oac.Properties.OriginAccessControlConfig as Json).OriginAccessControlOriginType === 'lambda',
    )!;
    expect(logicalId(origin.OriginAccessControlId)).toBe(oacId);
    const invokers = resources(templates.web, 'AWS::Lambda::Permission').filter(([, p]) =>
      [renderId, urlId].includes(logicalId(p.Properties.FunctionName) ?? ''),
    );
    expect(invokers.map(([, p]) => [p.Properties.Principal, p.Properties.Action])).toEqual([
      ['cloudfront.amazonaws.com', 'lambda:InvokeFunctionUrl'],
    ]);
    // This distribution only.
    expect(JSON.stringify(invokers[0]![1].Properties.SourceArn)).toContain(
      `"Ref":"${only(templates.web, 'AWS::CloudFront::Distribution')[0]}"`,
    );
  });

  it("keeps pages at the edge as long as they say, one per address, language and currency: the shopper's token never reaches a page", () => {
    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as { DefaultCacheBehavior: { CachePolicyId: unknown } };
    const policy = templates.web.findResources('AWS::CloudFront::CachePolicy')[
      logicalId(config.DefaultCacheBehavior.CachePolicyId)!
    ] as Resource;
    const cache = policy.Properties.CachePolicyConfig as Json;
    expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 86400 });
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'whitelist', Cookies: [...PAGE_COOKIES] },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
    expect(PAGE_COOKIES).not.toContain('token');
  });

  it('serves the browser build (/assets/*) from the private site bucket through origin access control, cached for good', () => {
    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; CachePolicyId: unknown }[];
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: Json }[];
    };
    const assets = config.CacheBehaviors.find((b) => b.PathPattern === '/assets/*')!;
    // CloudFront's managed CachingOptimized policy.
    expect(assets.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
    const origin = config.Origins.find((o) => o.Id === assets.TargetOriginId)!;
    expect(origin.OriginAccessControlId).toBeDefined();
    const buckets = resources(templates.web, 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(1);
    const [bucketId, bucket] = buckets[0]!;
    expect(JSON.stringify(origin.DomainName)).toContain(bucketId);
    expect(bucket.Properties.PublicAccessBlockConfiguration).toMatchObject({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it("serves uploaded images (/uploads/*) from the uploads bucket through origin access control, kept a year; the bucket lets only this account's distributions read uploads/", () => {
    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; CachePolicyId: unknown; AllowedMethods: string[] }[];
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: Json }[];
    };
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    expect(patterns).toContain('/uploads/*');
    const images = config.CacheBehaviors.find((b) => b.PathPattern === '/uploads/*')!;
    expect(images.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
    const origin = config.Origins.find((o) => o.Id === images.TargetOriginId)!;
    // The storage stack's bucket (an import of its name), signed by CloudFront (OAC for S3).
    expect(JSON.stringify(origin.DomainName)).toContain('Fn::ImportValue');
    const oacs = templates.web.findResources('AWS::CloudFront::OriginAccessControl');
    const oac = oacs[logicalId(origin.OriginAccessControlId)!] as Resource;
    expect((oac.Properties.OriginAccessControlConfig as Json).OriginAccessControlOriginType).toBe('s3');
    const policy = templates.web.findResources('AWS::CloudFront::CachePolicy')[logicalId(images.CachePolicyId)!] as Resource;
    const year = 365 * 86400;
    expect(policy.Properties.CachePolicyConfig).toMatchObject({ MinTTL: year, DefaultTTL: year, MaxTTL: year });
    expect((policy.Properties.CachePolicyConfig as Json).ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'none' },
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
    });

    const [, bucketPolicy] = only(templates.storage, 'AWS::S3::BucketPolicy');
    const statements = (bucketPolicy.Properties.PolicyDocument as { Statement: Json[] }).Statement;
    const read = statements.filter((st) => JSON.stringify(st.Principal).includes('cloudfront.amazonaws.com'));
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    // uploads/ only: exports and imports stay private.
    expect(JSON.stringify(read[0]!.Resource)).toMatch(/\/uploads\/\*"/);
    expect(JSON.stringify(read[0]!.Condition)).toContain(':distribution/*');
    expect(JSON.stringify(read[0]!.Condition)).toContain('AWS:SourceAccount');

    // The browser posts uploads to the bucket: the site's CSP lets it connect there (and nowhere else new).
    const [, headers] = only(templates.web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const csp = JSON.stringify(headers.Properties.ResponseHeadersPolicyConfig);
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/","?\{?"?Fn::ImportValue[^;]*\.s3\./);
  });

  it('gives the rendering function the table to read and nothing else, the site URL bound, on Node 22 (arm64) with the web builds beside it', () => {
    const [renderId, fn] = functionByHandler(templates.web, RENDER_HANDLER);
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], MemorySize: 1024, Timeout: 10 });
    const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['TABLE_NAME', 'SST_StaticSite_url_web']));
    const actions = roleStatements(templates.web, renderId).flatMap((s) => list(s.Action));
    expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']),
    );
    expect(actions.filter((a) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(a))).toEqual([]);
    expect(actions.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('ssm:'))).toEqual([]);
    expectNoWildcards(templates.web, renderId);
    expect(built.get(RENDER_HANDLER)?.copyFiles).toEqual(RENDER_FUNCTION.copyFiles);
  });

  it('adds the security headers to every page: CSP (frame-ancestors none, the API origin), DENY, nosniff, referrer policy, HSTS', () => {
    const [policyId, policy] = only(templates.web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const config = policy.Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: { Header: string }[] };
    };
    const security = config.SecurityHeadersConfig;
    const csp = JSON.stringify(security.ContentSecurityPolicy);
    expect(csp).toContain("frame-ancestors 'none'");
    // Only the site itself and reCAPTCHA's paths (decision 0037): no page script origin, no Stripe.
    expect(csp).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    // No Stripe origin on a stage without Stripe's publishable key (decision 0030).
    expect(csp).not.toContain('stripe');
    // The API origin is the API stack's URL, imported across stacks.
    expect(csp).toMatch(/Fn::ImportValue/);
    expect(security.FrameOptions).toMatchObject({ FrameOption: 'DENY', Override: true });
    expect(security.ContentTypeOptions).toMatchObject({ Override: true });
    expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31536000 });
    expect(config.CustomHeadersConfig.Items.map((h) => h.Header)).toContain('Permissions-Policy');
    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    const behavior = (distribution.Properties.DistributionConfig as { DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown } })
      .DefaultCacheBehavior;
    expect(logicalId(behavior.ResponseHeadersPolicyId)).toBe(policyId);
  });

  it('serves exactly the public storefront reads from the API through the distribution, cached as the API says, anonymously', () => {
    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; CachePolicyId: unknown; AllowedMethods: string[] }[];
      Origins: { Id: string; DomainName: unknown; CustomOriginConfig?: { OriginProtocolPolicy: string } }[];
    };
    const reads = config.CacheBehaviors.filter((b) => !['/assets/*', '/uploads/*', '/api/*'].includes(b.PathPattern));
    expect(reads.map((b) => b.PathPattern).sort()).toEqual([...EDGE_CACHED_PATHS, ...SITE_FILE_PATTERNS].sort());
    const policyId = logicalId(reads[0]!.CachePolicyId)!;
    const policy = templates.web.findResources('AWS::CloudFront::CachePolicy')[policyId] as Resource;
    const cache = policy.Properties.CachePolicyConfig as Json;
    expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    const key = cache.ParametersInCacheKeyAndForwardedToOrigin as Json;
    expect(key).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
    for (const behavior of reads) {
      expect(logicalId(behavior.CachePolicyId)).toBe(policyId);
      expect(behavior.AllowedMethods.sort()).toEqual(['GET', 'HEAD', 'OPTIONS']);
      const origin = config.Origins.find((o) => o.Id === behavior.TargetOriginId)!;
      expect(origin.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
      // The API stack's URL, imported across stacks.
      expect(JSON.stringify(origin.DomainName)).toMatch(/Fn::ImportValue/);
    }
  });

  it('serves the whole API on the site origin (/api/*, after the public reads): every method, token and cookies passed on and never shared, no Host, the edge header added', () => {
    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as {
      Aliases?: string[];
      CacheBehaviors: {
        PathPattern: string;
        TargetOriginId: string;
        CachePolicyId: unknown;
        OriginRequestPolicyId: unknown;
        AllowedMethods: string[];
        ViewerProtocolPolicy: string;
      }[];
      Origins: { Id: string; DomainName: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    };
    // No domain given: the distribution's own (decision 0052).
    expect(config.Aliases ?? []).toEqual([]);
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    for (const path of EDGE_CACHED_PATHS) expect(patterns.indexOf(path)).toBeLessThan(patterns.indexOf('/api/*'));
    expect(api.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    const cache = (templates.web.findResources('AWS::CloudFront::CachePolicy')[logicalId(api.CachePolicyId)!] as Resource).Properties
      .CachePolicyConfig as Json;
    expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      CookiesConfig: { CookieBehavior: 'all' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    });
    const requests = (
      templates.web.findResources('AWS::CloudFront::OriginRequestPolicy')[logicalId(api.OriginRequestPolicyId)!] as Resource
    ).Properties.OriginRequestPolicyConfig as { HeadersConfig: { HeaderBehavior: string; Headers: string[] } };
    expect(requests.HeadersConfig).toEqual({ HeaderBehavior: 'whitelist', Headers: [...API_REQUEST_HEADERS] });
    expect(requests.HeadersConfig.Headers.map((h) => h.toLowerCase())).not.toContain('host');
    const origin = config.Origins.find((o) => o.Id === api.TargetOriginId)!;
    const edge = origin.OriginCustomHeaders?.find((h) => h.HeaderName === EDGE_HEADER);
    // The API stack's id, which the API function gets as EDGE_SECRET.
    expect(JSON.stringify(edge?.HeaderValue)).toMatch(/Fn::ImportValue/);
    const [, fn] = functionByHandler(templates.api, API_HANDLER);
    const secret = JSON.stringify((fn.Properties.Environment as { Variables: Json }).Variables.EDGE_SECRET);
    expect(secret).toContain('AWS::StackId');
  });

  it("puts no web ACL on a disposable stage (its monthly fee would be most of an idle stage's cost)", () => {
    expect(resources(templates.web, 'AWS::WAFv2::WebACL')).toEqual([]);
    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    expect((distribution.Properties.DistributionConfig as { WebACLId?: unknown }).WebACLId).toBeUndefined();
  });

  it('invalidates pages from storefront.changed: two queues (the second a settled pass), read in batches by one function that may invalidate only this distribution', () => {
    const [route] = SITE_ROUTES;
    expect(route?.handler).toBe('invalidate-pages');
    const [, rule] = resources(templates.web, 'AWS::Events::Rule').find(([, r]) => r.Properties.Name === `${STAGE}-shop-${route!.name}`)!;
    expect(rule.Properties.EventPattern).toEqual(eventPattern(route!));
    expect(JSON.stringify(rule.Properties.EventBusName)).toMatch(/Fn::ImportValue/);
    const queues = resources(templates.web, 'AWS::SQS::Queue');
    const targets = (rule.Properties.Targets as { Arn: unknown; RetryPolicy: Json; DeadLetterConfig: { Arn: unknown } }[]).map((t) => ({
      queue: queues.find(([id]) => id === logicalId(t.Arn))!,
      target: t,
    }));
    expect(targets).toHaveLength(2);
    const delays = targets.map(({ queue }) => queue[1].Properties.DelaySeconds ?? 0).sort();
    expect(delays).toEqual([0, PAGE_INVALIDATION.settleDelay.toSeconds()]);
    const [dlqId] = queues.find(([id]) => id.startsWith('pageinvalidationdeliverydlq'))!;
    for (const { queue, target } of targets) {
      expect(queue[1].Properties.VisibilityTimeout).toBe(PAGE_INVALIDATION.visibilityTimeout.toSeconds());
      expect(JSON.stringify(queue[1].Properties.RedrivePolicy)).toMatch(/subscriberfailures/);
      expect(target.RetryPolicy).toEqual({
        MaximumRetryAttempts: EVENT_RETRIES.delivery.retryAttempts,
        MaximumEventAgeInSeconds: EVENT_RETRIES.delivery.maxEventAge.toSeconds(),
      });
      expect(logicalId(target.DeadLetterConfig.Arn)).toBe(dlqId);
    }
    const [fnId, fn] = functionByHandler(templates.web, `${SUBSCRIBERS_DIR}/${route!.handler}.handler`);
    const [distributionId] = only(templates.web, 'AWS::CloudFront::Distribution');
    const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(logicalId(env.DISTRIBUTION_ID)).toBe(distributionId);
    const mappings = resources(templates.web, 'AWS::Lambda::EventSourceMapping').filter(
      ([, m]) => logicalId(m.Properties.FunctionName) === fnId,
    );
    expect(mappings.map(([, m]) => logicalId(m.Properties.EventSourceArn)).sort()).toEqual(targets.map(({ queue }) => queue[0]).sort());
    for (const [, mapping] of mappings) {
      expect(mapping.Properties).toMatchObject({
        BatchSize: PAGE_INVALIDATION.batchSize,
        MaximumBatchingWindowInSeconds: PAGE_INVALIDATION.batchingWindow.toSeconds(),
      });
    }
    const invalidating = roleStatements(templates.web, fnId).filter((st) => list(st.Action).includes('cloudfront:CreateInvalidation'));
    expect(invalidating).toHaveLength(1);
    expect(list(invalidating[0]!.Action)).toEqual(['cloudfront:CreateInvalidation']);
    const resource = arn(list(invalidating[0]!.Resource)[0]);
    expect(resource).toContain(':cloudfront::');
    expect(JSON.stringify(list(invalidating[0]!.Resource))).toContain(`"Ref":"${distributionId}"`);
    const actions = roleStatements(templates.web, fnId).flatMap((st) => list(st.Action));
    expect(actions.filter((a) => !a.startsWith('sqs:') && a !== 'cloudfront:CreateInvalidation')).toEqual([]);
    expectNoWildcards(templates.web, fnId);
  });

  it('declares the SES identity for the sender domain', () => {
    const [, identity] = only(templates.web, 'AWS::SES::EmailIdentity');
    expect(identity.Properties.EmailIdentity).toBe(MAIL_DOMAIN);
  });
});

describe('every stack', () => {
  /** Functions the app defines: the API, the rendering function and one subscriber per route (SST's own helpers are not in it). */
  const ours = [API_HANDLER, RENDER_HANDLER, ...ALL_SUBSCRIBER_HANDLERS.map((h) => `${SUBSCRIBERS_DIR}/${h}.handler`)];
  const allFunctions = () =>
    Object.entries(templates).flatMap(([stack, template]) =>
      resources(template, 'AWS::Lambda::Function').map(([id, fn]) => ({ stack, id, fn })),
    );

  it('runs every function the app defines on nodejs22.x, arm64', () => {
    const found = allFunctions().filter(({ fn }) => ours.includes(String(fn.Properties.Handler)));
    expect(found.map(({ fn }) => fn.Properties.Handler).sort()).toEqual([...ours].sort());
    for (const { stack, id, fn } of found) {
      expect(`${stack}/${id}: ${String(fn.Properties.Runtime)} ${JSON.stringify(fn.Properties.Architectures)}`).toBe(
        `${stack}/${id}: nodejs22.x ["arm64"]`,
      );
    }
  });

  it("leaves only SST's and CDK's own custom-resource helpers on other settings, each on a runtime Lambda still creates", () => {
    const helpers = allFunctions().filter(({ fn }) => !ours.includes(String(fn.Properties.Handler)));
    // Not ours: SST's per-stack CustomResourceHandler (site upload, CloudFront invalidation, …) and
    // CDK's S3 auto-delete provider on disposable stages. Runtime and CPU are theirs to choose (today
    // nodejs22.x, x86_64); the aspect that rewrote them for SST 2.8 is gone, so they must be current.
    for (const { stack, id, fn } of helpers) {
      expect(id, `${stack}/${id} is a helper`).toMatch(
        /^(CustomResourceHandler|CustomS3AutoDeleteObjectsCustomResourceProviderHandler)[0-9A-F]{8}$/,
      );
      expect(`${stack}/${id}: ${String(fn.Properties.Runtime)}`).toMatch(/: (nodejs2[02]\.x|python3\.1[1-3])$/);
    }
  });

  it('keeps every log group (functions and API access log) two weeks outside production, and removes it with the stage', () => {
    const groups = Object.values(templates).flatMap((template) => resources(template, 'AWS::Logs::LogGroup'));
    // The API, the rendering function, the subscribers, and the API's access log.
    expect(groups).toHaveLength(2 + ALL_SUBSCRIBER_HANDLERS.length + 1);
    for (const [id, group] of groups) {
      expect(group.Properties.RetentionInDays, id).toBe(14);
      expect(group.DeletionPolicy, id).toBe('Delete');
    }
  });

  it('gives every app function its own log group', () => {
    for (const [name, template] of Object.entries(templates)) {
      for (const [id, fn] of resources(template, 'AWS::Lambda::Function')) {
        if (!ours.includes(String(fn.Properties.Handler))) continue;
        const logGroupId = logicalId((fn.Properties.LoggingConfig as { LogGroup?: unknown } | undefined)?.LogGroup);
        expect(logGroupId, `${name}/${id} logs to a log group of its stack`).toBeTruthy();
        expect(template.findResources('AWS::Logs::LogGroup')[logGroupId!], `${name}/${id}`).toBeDefined();
      }
    }
  });

  it('keeps no data past a disposable stage: table and buckets are deleted (buckets emptied first), no deletion protection', () => {
    const [, table] = only(templates.storage, 'AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Delete');
    expect(table.Properties.DeletionProtectionEnabled).toBeFalsy();
    for (const template of [templates.storage, templates.web]) {
      for (const [, bucket] of resources(template, 'AWS::S3::Bucket')) expect(bucket.DeletionPolicy).toBe('Delete');
      expect(resources(template, 'Custom::S3AutoDeleteObjects')).toHaveLength(1);
    }
  });
});

describe('events are never lost silently', () => {
  const ruleTargets = () =>
    resources(templates.events, 'AWS::Events::Rule').flatMap(([, rule]) =>
      (rule.Properties.Targets as Json[]).map((target) => ({ rule: String(rule.Properties.Name), target })),
    );

  const queueId = (prefix: string) => resources(templates.events, 'AWS::SQS::Queue').find(([id]) => id.startsWith(prefix))![0];
  /** The queue a route's or a job's failures go to: its own (the lead triggers) or the shared one. */
  const ownQueueOf = (name: string) => queueId(`${name.replace(/-/g, '')}dlq`);
  const OWN = new Set(BUS_ROUTES.filter((r) => r.ownDeadLetters).map((r) => r.handler));
  const routeOfRule = (rule: string) => BUS_ROUTES.find((r) => rule === `${STAGE}-shop-${r.name}`);

  it('every rule target retries (185 attempts, 24 h) and then dead-letters into the delivery DLQ (or its own)', () => {
    const dlqId = queueId('eventdeliverydlq');
    const targets = ruleTargets();
    // Every bus route and scheduled job has a rule; an inbound function is started by its topic instead.
    expect(targets).toHaveLength(SUBSCRIBER_HANDLERS.length - INBOUND_FUNCTIONS.length);
    for (const { rule, target } of targets) {
      expect(target.RetryPolicy, rule).toEqual({
        MaximumRetryAttempts: EVENT_RETRIES.delivery.retryAttempts,
        MaximumEventAgeInSeconds: EVENT_RETRIES.delivery.maxEventAge.toSeconds(),
      });
      const route = routeOfRule(rule);
      const expected = route?.ownDeadLetters ? ownQueueOf(route.name) : dlqId;
      expect(logicalId((target.DeadLetterConfig as { Arn: unknown }).Arn), rule).toBe(expected);
    }
    // EventBridge may write to each DLQ, only on behalf of its rules.
    const fromEvents = resources(templates.events, 'AWS::SQS::QueuePolicy').flatMap(([, p]) =>
      (p.Properties.PolicyDocument as { Statement: Json[] }).Statement.filter((st) =>
        JSON.stringify(st.Principal).includes('events.amazonaws.com'),
      ),
    );
    expect(fromEvents).toHaveLength(SUBSCRIBER_HANDLERS.length - INBOUND_FUNCTIONS.length);
    for (const st of fromEvents) {
      expect(st.Action).toBe('sqs:SendMessage');
      expect(JSON.stringify(st.Condition)).toContain('aws:SourceArn');
    }
  });

  it('every subscriber retries twice within 6 h, then sends the failed invocation to the failures queue (or its own)', () => {
    const failuresId = queueId('subscriberfailures');
    const configs = resources(templates.events, 'AWS::Lambda::EventInvokeConfig');
    const subscribers = SUBSCRIBER_HANDLERS.map((handler) => ({
      handler,
      fnId: functionByHandler(templates.events, `${SUBSCRIBERS_DIR}/${handler}.handler`)[0],
    }));
    expect(configs).toHaveLength(subscribers.length);
    for (const { handler, fnId } of subscribers) {
      const expected = OWN.has(handler) ? ownQueueOf(BUS_ROUTES.find((r) => r.handler === handler)!.name) : failuresId;
      const [, config] = configs.find(([, c]) => logicalId(c.Properties.FunctionName) === fnId)!;
      expect(config.Properties.MaximumRetryAttempts).toBe(EVENT_RETRIES.invocation.retryAttempts);
      expect(config.Properties.MaximumEventAgeInSeconds).toBe(EVENT_RETRIES.invocation.maxEventAge.toSeconds());
      const onFailure = (config.Properties.DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure;
      expect(logicalId(onFailure.Destination), handler).toBe(expected);
      // …and may send there.
      const sends = roleStatements(templates.events, fnId).filter((st) => list(st.Action).includes('sqs:SendMessage'));
      expect(sends.flatMap((st) => list(st.Resource).map(logicalId))).toEqual([expected]);
    }
  });

  it('every lead-status trigger channel has its rule (routed by channel), subscriber, retry policy, dead-letter queue and alarm', () => {
    expect(LEAD_TRIGGER_ROUTES.map((r) => (r.detail as { properties: { channel: string[] } }).properties.channel[0]).sort()).toEqual(
      [...TRIGGER_CHANNELS].sort(),
    );
    for (const route of LEAD_TRIGGER_ROUTES) {
      const [, rule] = resources(templates.events, 'AWS::Events::Rule').find(
        ([, r]) => r.Properties.Name === `${STAGE}-shop-${route.name}`,
      )!;
      expect(rule.Properties.EventPattern).toEqual({ source: ['shop'], 'detail-type': ['lead.status_changed'], detail: route.detail });
      const target = (rule.Properties.Targets as Json[])[0]!;
      const dlq = ownQueueOf(route.name);
      expect(target.RetryPolicy).toBeDefined();
      expect(logicalId((target.DeadLetterConfig as { Arn: unknown }).Arn)).toBe(dlq);
      const [fnId] = functionByHandler(templates.events, `${SUBSCRIBERS_DIR}/${route.handler}.handler`);
      expect(logicalId(target.Arn)).toBe(fnId);
      const depth = resources(templates.monitoring, 'AWS::CloudWatch::Alarm').filter(
        ([, alarm]) =>
          alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          importsFrom(alarm.Properties.Dimensions, stackNames.events, dlq),
      );
      expect(depth, route.name).toHaveLength(1);
    }
  });

  it('keeps dead letters 14 days, encrypted, reachable over TLS only', () => {
    const queues = resources(templates.events, 'AWS::SQS::Queue');
    expect(queues).toHaveLength(2 + OWN.size);
    for (const [, queue] of queues) {
      expect(queue.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    }
    expect(JSON.stringify(resources(templates.events, 'AWS::SQS::QueuePolicy'))).toContain('aws:SecureTransport');
  });
});

describe('monitoring stack', () => {
  const alarms = () => resources(templates.monitoring, 'AWS::CloudWatch::Alarm');
  function alarmsOn(metricName: string, namespace: string): Resource[] {
    return alarms()
      .map(([, alarm]) => alarm)
      .filter((alarm) => {
        const p = alarm.Properties;
        if (p.MetricName === metricName && p.Namespace === namespace) return true;
        const metrics = (p.Metrics as { MetricStat?: { Metric: { MetricName: string; Namespace: string } } }[] | undefined) ?? [];
        return metrics.some((m) => m.MetricStat?.Metric.MetricName === metricName && m.MetricStat.Metric.Namespace === namespace);
      });
  }

  it('sends every alarm to the one SNS topic, on the first occurrence in 5 minutes', () => {
    const [snsId] = only(templates.monitoring, 'AWS::SNS::Topic');
    expect(alarms().length).toBeGreaterThan(0);
    for (const [id, alarm] of alarms()) {
      expect(list(alarm.Properties.AlarmActions).map(logicalId), id).toEqual([snsId]);
      expect(alarm.Properties.Threshold, id).toBe(1);
      expect(alarm.Properties.ComparisonOperator, id).toBe('GreaterThanOrEqualToThreshold');
      expect(alarm.Properties.TreatMissingData, id).toBe('notBreaching');
    }
  });

  it('alarms on API 5xx answers', () => {
    const [apiId] = only(templates.api, 'AWS::ApiGatewayV2::Api');
    const [alarm] = alarmsOn('5xx', 'AWS/ApiGateway');
    expect(alarm).toBeDefined();
    const dimensions = alarm!.Properties.Dimensions as { Name: string; Value: unknown }[];
    expect(dimensions.map((d) => d.Name)).toEqual(['ApiId']);
    expect(importsFrom(dimensions[0]!.Value, stackNames.api, apiId)).toBe(true);
  });

  it.each(['Errors', 'Throttles'])('alarms on %s of every app function (the API, the rendering function and each subscriber)', (metric) => {
    const names = alarmsOn(metric, 'AWS/Lambda').map((alarm) =>
      JSON.stringify((alarm.Properties.Dimensions as { Name: string; Value: unknown }[]).find((d) => d.Name === 'FunctionName')?.Value),
    );
    const [apiFnId] = functionByHandler(templates.api, API_HANDLER);
    const subscriberIds = SUBSCRIBER_HANDLERS.map(
      (handler) => functionByHandler(templates.events, `${SUBSCRIBERS_DIR}/${handler}.handler`)[0],
    );
    const webIds = [RENDER_HANDLER, ...SITE_ROUTES.map((r) => `${SUBSCRIBERS_DIR}/${r.handler}.handler`)].map(
      (handler) => functionByHandler(templates.web, handler)[0],
    );
    expect(names).toHaveLength(1 + subscriberIds.length + webIds.length);
    expect(names.some((n) => importsFrom(JSON.parse(n), stackNames.api, apiFnId))).toBe(true);
    for (const id of subscriberIds)
      expect(
        names.some((n) => importsFrom(JSON.parse(n), stackNames.events, id)),
        id,
      ).toBe(true);
    for (const id of webIds)
      expect(
        names.some((n) => importsFrom(JSON.parse(n), stackNames.web, id)),
        id,
      ).toBe(true);
  });

  it("alarms as soon as a message waits in a dead-letter queue (the events stack's and the page invalidations')", () => {
    const queueIds = resources(templates.events, 'AWS::SQS::Queue').map(([id]) => id);
    const [webDlqId] = resources(templates.web, 'AWS::SQS::Queue').find(([id]) => id.startsWith('pageinvalidationdeliverydlq'))!;
    const depth = alarmsOn('ApproximateNumberOfMessagesVisible', 'AWS/SQS');
    expect(depth).toHaveLength(queueIds.length + 1);
    for (const id of queueIds) {
      expect(
        depth.some((alarm) => importsFrom(alarm.Properties.Dimensions, stackNames.events, id)),
        id,
      ).toBe(true);
    }
    expect(depth.some((alarm) => importsFrom(alarm.Properties.Dimensions, stackNames.web, webDlqId))).toBe(true);
  });

  it('alarms on DynamoDB read throttling alone and on write throttling alone (each side missing counts as 0)', () => {
    const [tableId] = only(templates.storage, 'AWS::DynamoDB::Table');
    const [alarm] = alarmsOn('WriteThrottleEvents', 'AWS/DynamoDB');
    expect(alarm).toBeDefined();
    expect(alarmsOn('ReadThrottleEvents', 'AWS/DynamoDB')).toEqual([alarm]);
    expect(importsFrom(alarm!.Properties.Metrics, stackNames.storage, tableId)).toBe(true);
    type Query = { Id: string; Expression?: string; ReturnData?: boolean; MetricStat?: { Metric: { MetricName: string } } };
    const queries = alarm!.Properties.Metrics as Query[];
    const idOf = (name: string) => queries.find((q) => q.MetricStat?.Metric.MetricName === name)!.Id;
    const [expression] = queries.filter((q) => q.Expression !== undefined);
    expect(expression!.ReturnData ?? true).toBe(true);
    // Evaluate the alarm's expression (a sum of terms, each a metric or FILL(metric, value)) for one
    // side reporting and the other with no data at all.
    const evaluate = (values: Record<string, number | undefined>) =>
      expression!.Expression!.split('+').reduce<number | undefined>((sum, term) => {
        const fill = /^FILL\((\w+),\s*(\d+)\)$/.exec(term.trim());
        const value = fill ? (values[fill[1]!] ?? Number(fill[2])) : values[term.trim()];
        return sum === undefined || value === undefined ? undefined : sum + value;
      }, 0);
    const reads = idOf('ReadThrottleEvents');
    const writes = idOf('WriteThrottleEvents');
    expect(evaluate({ [reads]: 3, [writes]: undefined })).toBe(3);
    expect(evaluate({ [reads]: undefined, [writes]: 2 })).toBe(2);
    expect(expression!.Expression).toBe(TABLE_THROTTLES);
  });

  it('has as many alarm metrics as the cost estimate counts (stacks/cost.ts), and alarms only where someone reads them', () => {
    const metrics = Object.values(templates)
      .flatMap((template) => resources(template, 'AWS::CloudWatch::Alarm'))
      .reduce(
        (sum, [, alarm]) => sum + (((alarm.Properties.Metrics as Json[] | undefined)?.filter((m) => m.MetricStat).length ?? 0) || 1),
        0,
      );
    expect(metrics).toBe(alarmMetrics(DEAD_LETTER_QUEUES));
    expect(alarmsWanted('test', {})).toBe(false);
    expect(alarmsWanted('test', { ALARM_EMAIL: 'ops@example.com' })).toBe(true);
    expect(alarmsWanted('production', {})).toBe(true);
  });

  it('counts every MAIL_SEND_FAILED log line of the API and the subscribers, and alarms on the first', () => {
    const { namespace, metricName } = mailFailuresMetric(STAGE);
    const filters = resources(templates.monitoring, 'AWS::Logs::MetricFilter');
    const [apiFnId] = functionByHandler(templates.api, API_HANDLER);
    expect(filters).toHaveLength(1 + SUBSCRIBER_HANDLERS.length);
    for (const [id, filter] of filters) {
      expect(filter.Properties.FilterPattern, id).toBe(`"${MAIL_FAILED_LOG}"`);
      expect(filter.Properties.MetricTransformations, id).toEqual([
        { MetricNamespace: namespace, MetricName: metricName, MetricValue: '1' },
      ]);
    }
    // The API's log group is among them (the password reset and contact routes log there).
    const [apiLogsId] = resources(templates.api, 'AWS::Logs::LogGroup').find(([id]) => id.startsWith('apihandlerlogs'))!;
    expect(filters.some(([, f]) => importsFrom(f.Properties.LogGroupName, stackNames.api, apiLogsId))).toBe(true);
    expect(apiFnId).toBeDefined();
    const [alarm] = alarmsOn(metricName, namespace);
    expect(alarm!.Properties).toMatchObject({ Statistic: 'Sum', Period: 300, Threshold: 1 });
  });
});

describe('lambda bundles', () => {
  const entries = [API_HANDLER, RENDER_HANDLER, ...ALL_SUBSCRIBER_HANDLERS.map((h) => `${SUBSCRIBERS_DIR}/${h}.handler`)];

  it('SST built exactly the API function, the rendering function and one subscriber per route, minified ESM chunks, nothing installed beside them', () => {
    expect([...built.keys()].sort()).toEqual([...entries].sort());
    for (const handler of entries) {
      const props = built.get(handler)!;
      expect(props.nodejs, handler).toMatchObject({ format: 'esm', minify: true, splitting: true, sourcemap: false });
      // Native addons would need `nodejs.install`, which SST installs without optional dependencies
      // (so without their binaries): there must be none (decision 0012).
      expect(props.nodejs?.install ?? [], handler).toEqual([]);
      const parsed = path.parse(handler);
      expect(existsSync(path.join(ROOT, parsed.dir, `${parsed.name}.ts`)), handler).toBe(true);
    }
  });
});
