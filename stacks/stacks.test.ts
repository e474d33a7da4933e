/**
 * Synthesizes the whole SST v2 app offline (no AWS, no network) and asserts the CloudFormation it
 * would deploy.
 *
 * How SST v2 is booted without its CLI:
 * - `ProjectContext.provide(…)` gives SST the project `initProject` would build (name/region from our
 *   `sst.config.ts`, stage `test`), but with `.sst`'s role played by a temp dir. We skip `initProject`
 *   itself because it re-bundles sst.config.ts into a `.sst.config.<ts>.mjs` beside it (a write into the
 *   repo) and that bundle holds its own copies of the stack functions, which `getStack` could not find.
 * - `new App({ mode: 'deploy', … })` + `config.stacks(app)` + `await app.finish()` is what
 *   `sst build` does (`sst/stacks/synth.js`), minus the STS call for the account.
 * - Function bundling: `finish()` runs every Function's deferred build through the runtime handler
 *   registry. We register a stub node handler (SST's own one would also `npm install` into each
 *   artifact); it records each function's props and emits the handler path exactly as SST's would.
 *   A separate test bundles every entry with esbuild in memory, as `sst deploy` will.
 * - StaticSite: its `npm run build` of web/ is replaced by a one-file site in the temp dir (the props
 *   the stack passed are recorded and asserted), and its Vite types file is not written.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { App, StaticSite, getStack, type FunctionProps, type StaticSiteProps } from 'sst/constructs';
import { ProjectContext } from 'sst/project.js';
import { useRuntimeHandlers } from 'sst/runtime/handlers.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_ROUTES, eventPattern } from '@shop/core/events/routes';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '@shop/core/shared/table';
import config from '../sst.config.js';
import { API, API_HANDLER } from './api.js';
import { Events, SUBSCRIBERS_DIR } from './events.js';
import { Storage } from './storage.js';
import { Web } from './web.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAGE = 'test';
const ACCOUNT = '123456789012';
const REGION = 'us-east-1';
const MAIL_DOMAIN = 'example.com';

type Json = Record<string, unknown>;
interface Resource {
  Type: string;
  Properties: Json;
}
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  NotAction?: unknown;
  NotResource?: unknown;
}

let tmp = '';
let templates: { storage: Template; events: Template; api: Template; web: Template };
let stackNames: { storage: string; events: string };
/** Props of every Lambda that SST asked to build, keyed by handler. */
const built = new Map<string, FunctionProps>();
let siteProps: StaticSiteProps | undefined;
let siteTypesPath: string | undefined;

/** Deploy-time inputs the stacks read: unset during synthesis so the template does not depend on the caller's shell. */
const DEPLOY_INPUTS = ['APP_URL', 'MAIL_FROM', 'MAIL_DOMAIN', 'AWS_REGION'] as const;
const savedEnv = Object.fromEntries(DEPLOY_INPUTS.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  expect(process.cwd(), 'SST resolves handler and site paths from the repo root').toBe(ROOT);
  for (const name of DEPLOY_INPUTS) delete process.env[name];

  tmp = mkdtempSync(path.join(tmpdir(), 'shop-synth-'));
  const sstPackage = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/sst/package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };
  const options = await config.config();
  ProjectContext.provide({
    version: sstPackage.version,
    cdkVersion: sstPackage.dependencies['aws-cdk-lib'] ?? 'unknown',
    constructsVersion: sstPackage.dependencies.constructs ?? 'unknown',
    config: { ...options, stage: STAGE, ssmPrefix: `/sst/${options.name}/${STAGE}/` },
    stacks: config.stacks,
    metafile: { inputs: {}, outputs: {} },
    paths: {
      root: ROOT,
      config: path.join(ROOT, 'sst.config.ts'),
      out: tmp,
      artifacts: path.join(tmp, 'artifacts'),
    },
  });

  useRuntimeHandlers().register({
    canHandle: (runtime) => runtime.startsWith('nodejs'),
    shouldBuild: () => false,
    startWorker: async () => {},
    stopWorker: async () => {},
    build: async ({ out, props }) => {
      const handler = props.handler ?? '';
      built.set(handler, props);
      // Same layout and handler string as sst/runtime/handlers/node.js produces for an ESM build.
      const parsed = path.parse(handler);
      const target = path.join(out, parsed.dir, `${parsed.name}.mjs`);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, 'export const handler = async () => {};\n');
      return { type: 'success', handler };
    },
  });

  // Private StaticSite steps, replaced for the test (see the header).
  type SiteInternals = { props: StaticSiteProps };
  const site = StaticSite.prototype as unknown as Record<'generateViteTypes' | 'buildApp', (this: SiteInternals) => void>;
  vi.spyOn(site, 'generateViteTypes').mockImplementation(function (this: SiteInternals) {
    siteTypesPath = this.props.vite?.types;
  });
  vi.spyOn(site, 'buildApp').mockImplementation(function (this: SiteInternals) {
    siteProps = this.props;
    const prebuilt = path.join(tmp, 'site');
    mkdirSync(prebuilt, { recursive: true });
    writeFileSync(path.join(prebuilt, 'index.html'), '<!doctype html><div id="root"></div>');
    this.props = { ...this.props, path: prebuilt, buildOutput: '.' };
  });

  const app = new App(
    { mode: 'deploy', stage: STAGE, name: options.name, region: options.region, account: ACCOUNT },
    { outdir: path.join(tmp, 'cdk.out') },
  );
  await config.stacks(app);
  await app.finish();
  app.synth();

  templates = {
    storage: Template.fromStack(getStack(Storage)),
    events: Template.fromStack(getStack(Events)),
    api: Template.fromStack(getStack(API)),
    web: Template.fromStack(getStack(Web)),
  };
  stackNames = { storage: getStack(Storage).stackName, events: getStack(Events).stackName };
}, 60_000);

afterAll(() => {
  vi.restoreAllMocks();
  for (const [name, value] of Object.entries(savedEnv)) if (value !== undefined) process.env[name] = value;
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------- helpers

function only(template: Template, type: string): [string, Resource] {
  const found = Object.entries(template.findResources(type) as Record<string, Resource>);
  expect(found.map(([id]) => id), `exactly one ${type}`).toHaveLength(1);
  return found[0]!;
}

function resources(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type) as Record<string, Resource>);
}

/** The logical id behind `{ Ref }` / `{ Fn::GetAtt: [id, …] }`. */
function logicalId(value: unknown): string | undefined {
  const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  return v?.Ref ?? v?.['Fn::GetAtt']?.[0];
}

/** Does `value` import `<logicalId>`'s attribute from the other stack `stackName`? */
function importsFrom(value: unknown, stackName: string, id: string): boolean {
  return JSON.stringify(value).includes(`"Fn::ImportValue":"${stackName}:ExportsOutputFnGetAtt${id}`)
    || JSON.stringify(value).includes(`"Fn::ImportValue":"${stackName}:ExportsOutputRef${id}`);
}

/** Flattens `Fn::Join` of literals and the partition pseudo-parameter into a plain ARN string. */
function arn(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as { Ref?: string; 'Fn::Join'?: [string, unknown[]] };
  if (v.Ref === 'AWS::Partition') return 'aws';
  if (v['Fn::Join']) return v['Fn::Join'][1].map(arn).join(v['Fn::Join'][0]);
  return JSON.stringify(value);
}

const list = <T>(x: T | T[]): T[] => (Array.isArray(x) ? x : [x]);

/** Every inline policy statement attached to the role of the function with this logical id. */
function roleStatements(template: Template, functionId: string): Statement[] {
  const fn = template.findResources('AWS::Lambda::Function')[functionId] as Resource;
  const roleId = logicalId(fn.Properties.Role);
  expect(roleId, `${functionId} has a role in its stack`).toBeTruthy();
  return resources(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as unknown[]).some((r) => logicalId(r) === roleId))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

function functionByHandler(template: Template, handler: string): [string, Resource] {
  const found = resources(template, 'AWS::Lambda::Function').filter(([, r]) => r.Properties.Handler === handler);
  expect(found.map(([id]) => id), `one function with handler ${handler}`).toHaveLength(1);
  return found[0]!;
}

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
  expect(
    list(role.Properties.ManagedPolicyArns ?? []).map(arn),
  ).toEqual(['arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole']);
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

  it('keeps the uploads bucket private, with CORS for presigned PUT and GET', () => {
    const [, bucket] = only(templates.storage, 'AWS::S3::Bucket');
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const rules = (bucket.Properties.CorsConfiguration as { CorsRules: { AllowedMethods: string[] }[] }).CorsRules;
    expect(rules.flatMap((r) => r.AllowedMethods)).toEqual(expect.arrayContaining(['PUT', 'GET']));
  });

  it('expires import sources and results (imports/) after a week, and nothing else', () => {
    const [, bucket] = only(templates.storage, 'AWS::S3::Bucket');
    expect(bucket.Properties.LifecycleConfiguration).toEqual({
      Rules: [{ Id: 'import-files', Prefix: 'imports/', ExpirationInDays: 7, Status: 'Enabled' }],
    });
  });
});

describe('events stack', () => {
  it('has one rule per EVENT_ROUTES entry on the bus, with the exact eventPattern(route)', () => {
    const [busId, bus] = only(templates.events, 'AWS::Events::EventBus');
    expect(bus.Properties.Name).toBe(`${STAGE}-shop-bus`);
    const rules = resources(templates.events, 'AWS::Events::Rule').filter(
      ([, r]) => logicalId(r.Properties.EventBusName) === busId,
    );
    expect(rules.map(([, r]) => r.Properties.Name).sort()).toEqual(
      EVENT_ROUTES.map((route) => `${STAGE}-shop-${route.name}`).sort(),
    );
    for (const route of EVENT_ROUTES) {
      const [, rule] = rules.find(([, r]) => r.Properties.Name === `${STAGE}-shop-${route.name}`)!;
      expect(rule.Properties.EventPattern, route.name).toEqual(eventPattern(route));
      expect(rule.Properties.State).toBe('ENABLED');
    }
  });

  it.each(EVENT_ROUTES.map((route) => [route.name, route] as const))(
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
      expect(fn.Properties.Runtime).toBe('nodejs20.x');
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

  it.each(EVENT_ROUTES.map((route) => [route.name, route] as const))(
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
      if (route.handler.endsWith('-email')) {
        expect(ses.flatMap((s) => list(s.Resource).map(arn))).toEqual([sesIdentityArn()]);
      } else {
        expect(ses).toEqual([]);
      }
      expectNoWildcards(templates.events, fnId);
    },
  );
});

describe('api stack', () => {
  it('routes ANY /api and ANY /api/{proxy+} to one function', () => {
    const [apiId, api] = only(templates.api, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.ProtocolType).toBe('HTTP');
    const routes = resources(templates.api, 'AWS::ApiGatewayV2::Route');
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(['ANY /api', 'ANY /api/{proxy+}']);

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

  it('runs the function on Node 20, ESM, 1024 MB, 30 s, with the env the app reads and the secrets bound', () => {
    const [, fn] = functionByHandler(templates.api, API_HANDLER);
    expect(fn.Properties.Runtime).toBe('nodejs20.x');
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
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:BatchWriteItem']),
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
    for (const secret of ['TOKEN_SECRET', 'STRIPE_SECRET_KEY']) {
      expect(ssm).toContain(`arn:aws:ssm:${REGION}:${ACCOUNT}:parameter/sst/shop/${STAGE}/Secret/${secret}/value`);
    }

    // Nothing else.
    const known = new Set([...dynamo, ...s3, ...events, ...ses, ...withAction('ssm:GetParameters')]);
    expect(statements.filter((s) => !known.has(s))).toEqual([]);
    expectNoWildcards(templates.api, fnId);
  });
});

describe('web stack', () => {
  it('serves web/ (npm run build → dist) from CloudFront with the SPA fallback and VITE_API_URL', () => {
    expect(siteProps).toMatchObject({
      path: 'web',
      buildCommand: 'npm run build',
      buildOutput: 'dist',
      errorPage: 'redirect_to_index_page',
    });
    expect(siteProps?.environment?.VITE_API_URL).toBeDefined();
    // Resolves to the API stack's URL output, imported across stacks.
    const replaced = JSON.stringify(resources(templates.web, 'Custom::SSTBucketDeployment'));
    expect(replaced).toContain('{{ VITE_API_URL }}');
    expect(replaced).toMatch(/Fn::ImportValue":"test-shop-API:ExportsOutputFnGetAttapi/);
    // The generated Vite types go to the ignored .sst/, not into web/src.
    expect(path.resolve(ROOT, 'web', siteTypesPath ?? '')).toBe(path.join(ROOT, '.sst', 'web-env.d.ts'));

    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig as Json;
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html' }),
        expect.objectContaining({ ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html' }),
      ]),
    );
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
    expect(csp).toContain("script-src 'self'");
    // The API origin is the API stack's URL, imported across stacks.
    expect(csp).toMatch(/Fn::ImportValue/);
    expect(security.FrameOptions).toMatchObject({ FrameOption: 'DENY', Override: true });
    expect(security.ContentTypeOptions).toMatchObject({ Override: true });
    expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31536000 });
    expect(config.CustomHeadersConfig.Items.map((h) => h.Header)).toContain('Permissions-Policy');
    const [, distribution] = only(templates.web, 'AWS::CloudFront::Distribution');
    const behavior = (distribution.Properties.DistributionConfig as { DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown } }).DefaultCacheBehavior;
    expect(logicalId(behavior.ResponseHeadersPolicyId)).toBe(policyId);
  });

  it('declares the SES identity for the sender domain', () => {
    const [, identity] = only(templates.web, 'AWS::SES::EmailIdentity');
    expect(identity.Properties.EmailIdentity).toBe(MAIL_DOMAIN);
  });
});

describe('every stack', () => {
  it('runs every Lambda (ours and SST/CDK helpers) on a runtime AWS Lambda still creates', () => {
    const runtimes = Object.entries(templates).flatMap(([stack, template]) =>
      resources(template, 'AWS::Lambda::Function').map(([id, fn]) => `${stack}/${id}: ${String(fn.Properties.Runtime)}`),
    );
    expect(runtimes.length).toBeGreaterThan(0);
    for (const entry of runtimes) expect(entry).toMatch(/: (nodejs20\.x|python3\.11)$/);
  });
});

describe('lambda bundles', () => {
  const entries = [API_HANDLER, ...EVENT_ROUTES.map((r) => `${SUBSCRIBERS_DIR}/${r.handler}.handler`)];

  it('SST built exactly the API function and one subscriber per route', () => {
    expect([...built.keys()].sort()).toEqual([...entries].sort());
  });

  it.each(entries)('%s bundles with esbuild (ESM, node) as `sst deploy` will bundle it', async (handler) => {
    const props = built.get(handler);
    expect(props, `SST built ${handler}`).toBeDefined();
    const parsed = path.parse(handler);
    const entry = path.join(ROOT, parsed.dir, `${parsed.name}.ts`);
    expect(existsSync(entry), `${path.relative(ROOT, entry)} exists`).toBe(true);
    // Mirrors sst/runtime/handlers/node.js for format "esm"; in memory only (write: false). Native
    // addons must be listed in `nodejs.install` or esbuild fails on their .node file, as here.
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      platform: 'node',
      format: props?.nodejs?.format ?? 'esm',
      target: 'esnext',
      mainFields: ['module', 'main'],
      external: ['sharp', 'pg-native', ...(props?.nodejs?.install ?? [])],
      logLevel: 'silent',
      outfile: path.join(tmp, 'bundle', `${parsed.name}.mjs`),
      metafile: true,
    });
    const output = Object.entries(result.metafile?.outputs ?? {}).find(([file]) => file.endsWith('.mjs'));
    expect(output?.[1].exports, `${handler} exports its handler`).toContain(parsed.ext.slice(1));
  }, 30_000);
});
