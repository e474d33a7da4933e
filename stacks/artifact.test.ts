/**
 * The deployed API must start. Builds the real artifacts with SST 2.49's own bundling (stacks/artifact.ts:
 * the node runtime handler in deploy mode, our functions' props, its `npm install --omit=optional
 * --cpu=<arch>` step) for arm64 and x86_64, then loads them in a fresh Node process that sees only the
 * environment Lambda would give it, and sends requests through the handler: a shopper registers
 * (argon2id hash with the production parameters) and signs in (verify), an admin signs in and exports
 * a spreadsheet (the lazily loaded exceljs chunk).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ROUTES, SCHEDULED_JOBS, secretsOf, type FunctionNeeds } from '@shop/core/events/routes';
import { Order } from '@shop/core/order/order';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, seed } from '@shop/core/seed';
import { ROOT, allChunks, buildArtifact, coldStartChunks, runArtifact, type Artifact } from './artifact.js';
import { API_FUNCTION, RENDER_FUNCTION, subscriberFunction } from './functions.js';
import { cardShop, sdk as stripeSdk } from '../packages/functions/src/api/card-testing.js';
import { startSsmStandIn, type SsmStandIn } from '../packages/functions/src/bound-config.testing.js';
import { stripeLocal, waitForEvents } from '../packages/functions/src/local/testing/index.js';

/** Every subscriber function, with what it declares: one per event route and one per scheduled job. */
const SUBSCRIBERS: readonly (FunctionNeeds & { handler: string })[] = [...EVENT_ROUTES, ...SCHEDULED_JOBS];

const tmp = mkdtempSync(path.join(tmpdir(), 'shop-artifact-'));
const artifacts: Record<'arm64' | 'x86_64', Artifact | undefined> = { arm64: undefined, x86_64: undefined };

/** What Lambda gives the function here: the stand-ins of this test file instead of AWS endpoints. */
function lambdaEnv(): Record<string, string> {
  const pick = ['AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'TABLE_NAME', 'BUCKET_NAME', 'BUS_NAME'];
  const endpoints = ['DYNAMO_ENDPOINT', 'S3_ENDPOINT', 'SES_ENDPOINT', 'EVENTS_ENDPOINT'];
  return Object.fromEntries([...pick, ...endpoints].flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])));
}

beforeAll(async () => {
  await seed({ demo: false }); // the super admin, in this test file's table
  // One after the other: each build is a multi-threaded esbuild run plus an npm install.
  artifacts.arm64 = await buildArtifact({ ...API_FUNCTION, architecture: 'arm_64' }, path.join(tmp, 'api-arm64'));
  artifacts.x86_64 = await buildArtifact({ ...API_FUNCTION, architecture: 'x86_64' }, path.join(tmp, 'api-x86_64'));
}, 240_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** SSM as SST leaves it for the stage: every secret set (`sst secrets set`), under the stage's path. */
const SSM_PREFIX = '/sst/shop/artifact/';
let ssm: SsmStandIn;
beforeAll(async () => {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = stripeLocal().env;
  ssm = await startSsmStandIn({
    [`${SSM_PREFIX}Secret/TOKEN_SECRET/value`]: 'artifact-token-secret-0123456789abcdef',
    [`${SSM_PREFIX}Secret/STRIPE_SECRET_KEY/value`]: STRIPE_SECRET_KEY!,
    [`${SSM_PREFIX}Secret/STRIPE_WEBHOOK_SECRET/value`]: STRIPE_WEBHOOK_SECRET!,
  });
});
afterAll(() => ssm?.stop());

/**
 * What Lambda gives a subscriber as `stacks/events.ts` declares it: its bound secrets as SST sets
 * them (read from SSM at cold start by bound-config.ts), and for a function taking part in payments
 * the publishable key (plus, here only, where the Stripe stand-in listens).
 */
function subscriberEnv(needs: FunctionNeeds): Record<string, string> {
  const { STRIPE_PUBLISHABLE_KEY, STRIPE_API_HOST, STRIPE_API_PORT, STRIPE_API_PROTOCOL } = stripeLocal().env;
  return {
    ...lambdaEnv(),
    SST_APP: 'shop',
    SST_STAGE: 'artifact',
    SST_SSM_PREFIX: SSM_PREFIX,
    SSM_ENDPOINT: ssm.endpoint,
    ...Object.fromEntries(secretsOf(needs).map((name) => [`SST_Secret_value_${name}`, '__FETCH_FROM_SSM__'])),
    ...(needs.payments
      ? {
          STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY!,
          STRIPE_API_HOST: STRIPE_API_HOST!,
          STRIPE_API_PORT: STRIPE_API_PORT!,
          STRIPE_API_PROTOCOL: STRIPE_API_PROTOCOL!,
        }
      : {}),
  };
}

const subscriberArtifacts = new Map<string, Promise<Artifact>>();
const subscriberArtifact = (handler: string): Promise<Artifact> => {
  if (!subscriberArtifacts.has(handler)) {
    subscriberArtifacts.set(handler, buildArtifact(subscriberFunction(handler), path.join(tmp, `subscriber-${handler}`)));
  }
  return subscriberArtifacts.get(handler)!;
};

describe('the API artifact', () => {
  it('is the same code for arm64 and x86_64, with nothing native and nothing installed beside it', () => {
    const arm = artifacts.arm64!;
    const x86 = artifacts.x86_64!;
    expect(arm.files.map((f) => f.name)).toEqual(x86.files.map((f) => f.name));
    for (const file of arm.files.filter((f) => f.name.endsWith('.mjs'))) {
      expect(readFileSync(path.join(arm.dir, file.name)).equals(readFileSync(path.join(x86.dir, file.name))), file.name).toBe(true);
    }
    // SST's install step had nothing to install (no `nodejs.install`): no node_modules, no .node addon.
    expect(
      arm.files
        .filter((f) => !f.name.endsWith('.mjs'))
        .map((f) => f.name)
        .sort(),
    ).toEqual(['package-lock.json', 'package.json']);
    expect(JSON.parse(readFileSync(path.join(arm.dir, 'package.json'), 'utf8'))).toEqual({ dependencies: {} });
    expect(arm.files.some((f) => f.name.endsWith('.node'))).toBe(false);
  });

  it('starts in a fresh Node process and hashes, verifies and exports through the handler', async () => {
    const email = `artifact-${Date.now()}@example.com`;
    const password = 'Correct-horse-battery-9';
    const run = await runArtifact(artifacts.arm64!, lambdaEnv(), [
      { method: 'GET', path: '/api/health' },
      {
        method: 'POST',
        path: '/api/register',
        json: { first_name: 'Ada', last_name: 'Lovelace', email, password, password_confirmation: password },
      },
      { method: 'POST', path: '/api/login', json: { email, password } },
      { method: 'POST', path: '/api/login', json: { email, password: `${password}x` } }, // refused: 422 on email
      { method: 'POST', path: '/api/admin/login', json: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD } },
      { method: 'GET', path: '/api/admin/user/export', token: '$4.token' },
    ]);
    const [health, register, login, wrong, adminLogin, exported] = run.responses;
    expect(
      [health, register, login, wrong, adminLogin, exported].map((r) => r?.statusCode),
      run.responses.map((r) => r.body.slice(0, 200)).join('\n'),
    ).toEqual([200, 201, 200, 422, 200, 200]);
    expect(JSON.parse(login!.body)).toHaveProperty('token');
    expect(exported!.isBase64Encoded).toBe(true);
    expect(Buffer.from(exported!.body, 'base64').subarray(0, 2).toString()).toBe('PK');
    expect(run.initMs).toBeGreaterThan(0);
  }, 120_000);

  it('is minified and holds one AWS SDK: each @aws-sdk package once, no package version twice', () => {
    const artifact = artifacts.arm64!;
    const entry = readFileSync(artifact.entry, 'utf8');
    expect(entry.split('\n').length).toBeLessThan(20);
    const copies = new Map<string, Set<string>>();
    for (const input of Object.keys(artifact.metafile.inputs)) {
      const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
      if (!match) continue;
      const version = (JSON.parse(readFileSync(path.join(ROOT, match[1]!, 'package.json'), 'utf8')) as { version: string }).version;
      const key = `${match[2]!}@${version}`;
      copies.set(key, (copies.get(key) ?? new Set()).add(match[1]!));
    }
    // No identical package bundled from two places (dedupePackages)…
    expect([...copies].filter(([, roots]) => roots.size > 1).map(([key]) => key)).toEqual([]);
    // …and one version of every @aws-sdk package, and no SSM client at all: bound-config.ts signs its
    // one call with the SDK's signer, not SST's client-ssm 3.699 (`sst/node`). (@aws-crypto pins @smithy/util-utf8 2.x, so two small @smithy
    // utilities legitimately come in two versions.)
    const sdk = [...copies.keys()].filter((key) => key.startsWith('@aws-sdk/'));
    const names = sdk.map((key) => key.slice(0, key.lastIndexOf('@')));
    expect(names.length).toBe(new Set(names).size);
    expect(names).not.toContain('@aws-sdk/client-ssm');
    // ElectroDB's model validator is not shipped (electrodbModelsCheckedInTests).
    expect([...copies.keys()].filter((key) => key.startsWith('jsonschema@'))).toEqual([]);
    expect(sdk).toContain('@aws-sdk/client-dynamodb@3.932.0');
  });

  it('loads exceljs, the password dictionary and hasher, the Stripe SDK, and the S3, SES and EventBridge clients only in chunks the cold start does not load', () => {
    const artifact = artifacts.arm64!;
    const cold = coldStartChunks(artifact);
    const inputsOf = (chunks: string[]) => chunks.flatMap((file) => Object.keys(artifact.metafile.outputs[file]!.inputs));
    const lazy = allChunks(artifact).filter((file) => !cold.includes(file));
    const onDemand = [
      'exceljs',
      '@zxcvbn-ts/language-common',
      'hash-wasm',
      'stripe',
      '@aws-sdk/client-s3',
      '@aws-sdk/client-sesv2',
      '@aws-sdk/client-eventbridge',
    ];
    for (const library of onDemand.map((name) => `node_modules/${name}/`)) {
      expect(
        inputsOf(cold).some((input) => input.includes(library)),
        `${library} at cold start`,
      ).toBe(false);
      expect(
        inputsOf(lazy).some((input) => input.includes(library)),
        `${library} in a lazy chunk`,
      ).toBe(true);
    }
    // The app itself is loaded at cold start, after the config (lambda.ts).
    expect(inputsOf(cold).some((input) => input.endsWith('packages/functions/src/api/app.ts'))).toBe(true);
  });
});

describe('the subscriber artifacts', () => {
  it.each(SUBSCRIBERS.map((fn) => [fn.handler, fn] as const))(
    '%s builds with SST and loads in a fresh Node process, reading exactly its declared secrets from SSM',
    async (handler, fn) => {
      const artifact = await subscriberArtifact(handler);
      expect(artifact.files.some((f) => f.name.endsWith('.node'))).toBe(false);
      ssm.calls.length = 0;
      const run = await runArtifact(artifact, subscriberEnv(fn));
      expect(run.initMs).toBeGreaterThan(0);
      expect(ssm.calls.flatMap((c) => c.names).sort()).toEqual(
        secretsOf(fn)
          .map((name) => `${SSM_PREFIX}Secret/${name}/value`)
          .sort(),
      );
    },
    120_000,
  );

  it("the unpaid-order job's artifact closes a card order's payment at Stripe: its entry registers the provider and it is bound Stripe's keys", async () => {
    const job = SCHEDULED_JOBS.find((j) => j.handler === 'unpaid-orders')!;
    const { cardOrder } = await cardShop();
    const placed = await cardOrder();
    const artifact = await subscriberArtifact(job.handler);
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    const run = await runArtifact(
      artifact,
      subscriberEnv(job),
      [],
      [{ 'detail-type': 'Scheduled Event', source: 'aws.events', time: later }],
    );
    expect(run.results).toEqual([{ canceled: expect.any(Number) as number }]);
    expect((run.results[0] as { canceled: number }).canceled).toBeGreaterThanOrEqual(1);
    await waitForEvents();
    expect((await Order.get(placed.id)).status).toBe('canceled');
    expect(await stripeSdk().paymentIntents.retrieve(placed.payment.intent_id)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
  }, 180_000);
});

describe('the rendering artifact', () => {
  it('carries the web builds, starts in a fresh Node process and answers pages: the homepage, a 404, the back office unrendered', async () => {
    // npm test builds web/ (dist and dist-server) before vitest runs; SST copies them beside the code.
    expect(existsSync(path.join(ROOT, 'web/dist-server/entry-server.js')), 'web is built (npm run build -w web)').toBe(true);
    const artifact = await buildArtifact(RENDER_FUNCTION, path.join(tmp, 'render'));
    const names = artifact.files.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['web/dist-server/entry-server.js', 'web/dist/index.html', 'web/dist/.vite/manifest.json']),
    );
    // Only what the function reads of the browser build: not its scripts, which S3 serves.
    expect(names.filter((name) => name.startsWith('web/dist/assets/'))).toEqual([]);
    const run = await runArtifact(artifact, { ...lambdaEnv(), APP_URL: 'https://shop.example.com' }, [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/product/no-such-product' },
      { method: 'GET', path: '/admin/login' },
    ]);
    const [home, missing, admin] = run.responses;
    expect(
      [home, missing, admin].map((r) => r?.statusCode),
      run.responses.map((r) => r.body.slice(0, 300)).join('\n'),
    ).toEqual([200, 404, 200]);
    const html = (r: typeof home) => (r!.isBase64Encoded ? Buffer.from(r!.body, 'base64').toString() : r!.body);
    expect(html(home)).toMatch(/<html lang="en-US"/);
    expect(html(home)).toContain('<link data-head rel="canonical" href="https://shop.example.com/">');
    expect(html(home)).toContain('id="shop-data"');
    expect(home!.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(html(missing)).toContain('<meta data-head name="robots" content="noindex">');
    expect(html(admin)).toContain('<div id="root"></div>');
    expect(run.initMs).toBeGreaterThan(0);
    // The web's server build loads as ES modules at once, not parsed as CommonJS first (its own package.json).
    expect(run.stderr).not.toMatch(/MODULE_TYPELESS_PACKAGE_JSON|Reparsing as ES module/);
  }, 180_000);
});
