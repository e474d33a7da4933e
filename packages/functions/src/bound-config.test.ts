import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSsmStandIn, type SsmStandIn } from './bound-config.testing.js';

/**
 * The signed GetParameters call against a local SSM-compatible endpoint that checks SigV4 signatures:
 * what a function bound to the two secrets and the site (stacks/api.ts, stacks/web.ts) reads at cold
 * start.
 */
const PREFIX = '/sst/shop/stage1/';
const TOKEN = 'token-secret-from-ssm-0123456789';
const SITE = 'https://d111111abcdef8.cloudfront.net';

const BOUND = [
  'SST_Secret_value_TOKEN_SECRET',
  'SST_Secret_value_STRIPE_SECRET_KEY',
  'SST_Secret_value_STRIPE_WEBHOOK_SECRET',
  'SST_StaticSite_url_web',
];
const TARGETS = ['TOKEN_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'APP_URL'];
const CREDENTIALS = ['AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'];
const NAMES = [...BOUND, ...TARGETS, ...CREDENTIALS, 'SST_APP', 'SST_STAGE', 'SST_SSM_PREFIX', 'SSM_ENDPOINT'];
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

const parameters: Record<string, string> = {};
let ssm: SsmStandIn;

beforeAll(async () => {
  ssm = await startSsmStandIn(parameters);
});
afterAll(() => ssm.stop());

beforeEach(() => {
  for (const key of Object.keys(parameters)) delete parameters[key];
  ssm.calls.length = 0;
  // What SST sets on a bound function (sst/constructs Function + the bindings).
  for (const name of BOUND) process.env[name] = '__FETCH_FROM_SSM__';
  for (const name of TARGETS) delete process.env[name];
  Object.assign(process.env, { SST_APP: 'shop', SST_STAGE: 'stage1', SST_SSM_PREFIX: PREFIX, SSM_ENDPOINT: ssm.endpoint });
  // The function role's credentials, as Lambda sets them (the stand-in knows the key `local`/`local`).
  Object.assign(process.env, { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
  delete process.env.AWS_SESSION_TOKEN;
  vi.resetModules();
});

afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** A fresh module: `loadBoundConfig` runs once per cold start. */
async function load(): Promise<void> {
  const { loadBoundConfig } = await import('./bound-config.js');
  await loadBoundConfig();
}

describe('bound config at cold start', () => {
  it('reads the secrets and the site URL in ONE decrypted GetParameters call, at the paths SST writes', async () => {
    Object.assign(parameters, {
      [`${PREFIX}Secret/TOKEN_SECRET/value`]: TOKEN,
      [`${PREFIX}Secret/STRIPE_SECRET_KEY/value`]: 'sk_test_123',
      [`${PREFIX}Secret/STRIPE_WEBHOOK_SECRET/value`]: 'whsec_123',
      [`${PREFIX}StaticSite/web/url`]: SITE,
    });
    await load();
    expect(ssm.calls).toEqual([
      {
        names: [
          `${PREFIX}Secret/TOKEN_SECRET/value`,
          `${PREFIX}Secret/STRIPE_SECRET_KEY/value`,
          `${PREFIX}Secret/STRIPE_WEBHOOK_SECRET/value`,
          `${PREFIX}StaticSite/web/url`,
        ],
        withDecryption: true,
      },
    ]);
    expect([process.env.TOKEN_SECRET, process.env.STRIPE_SECRET_KEY, process.env.STRIPE_WEBHOOK_SECRET, process.env.APP_URL]).toEqual([
      TOKEN,
      'sk_test_123',
      'whsec_123',
      SITE,
    ]);
  });

  it('leaves STRIPE_SECRET_KEY unset when the stage stores `none` (no card payments)', async () => {
    Object.assign(parameters, {
      [`${PREFIX}Secret/TOKEN_SECRET/value`]: TOKEN,
      [`${PREFIX}Secret/STRIPE_SECRET_KEY/value`]: 'none',
      [`${PREFIX}Secret/STRIPE_WEBHOOK_SECRET/value`]: 'none',
      [`${PREFIX}StaticSite/web/url`]: SITE,
    });
    await load();
    expect(process.env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(process.env.TOKEN_SECRET).toBe(TOKEN);
  });

  it("falls back to the app's `.fallback` secret, in a second call made only for the missing ones", async () => {
    Object.assign(parameters, {
      [`${PREFIX}Secret/TOKEN_SECRET/value`]: TOKEN,
      '/sst/shop/.fallback/Secret/STRIPE_SECRET_KEY/value': 'sk_fallback',
      [`${PREFIX}Secret/STRIPE_WEBHOOK_SECRET/value`]: 'whsec_123',
      [`${PREFIX}StaticSite/web/url`]: SITE,
    });
    await load();
    expect(ssm.calls.map((c) => c.names)).toEqual([
      [
        `${PREFIX}Secret/TOKEN_SECRET/value`,
        `${PREFIX}Secret/STRIPE_SECRET_KEY/value`,
        `${PREFIX}Secret/STRIPE_WEBHOOK_SECRET/value`,
        `${PREFIX}StaticSite/web/url`,
      ],
      ['/sst/shop/.fallback/Secret/STRIPE_SECRET_KEY/value'],
    ]);
    expect(process.env.STRIPE_SECRET_KEY).toBe('sk_fallback');
  });

  it('fails the cold start when a secret is in neither place, setting nothing', async () => {
    Object.assign(parameters, {
      [`${PREFIX}Secret/STRIPE_SECRET_KEY/value`]: 'none',
      [`${PREFIX}Secret/STRIPE_WEBHOOK_SECRET/value`]: 'none',
      [`${PREFIX}StaticSite/web/url`]: SITE,
    });
    await expect(load()).rejects.toThrow('The following bound values are not set in the "stage1" stage: Secret TOKEN_SECRET');
    expect(process.env.TOKEN_SECRET).toBeUndefined();
    expect(process.env.APP_URL).toBeUndefined();
  });

  it('fails the cold start when the site URL is missing', async () => {
    Object.assign(parameters, {
      [`${PREFIX}Secret/TOKEN_SECRET/value`]: TOKEN,
      [`${PREFIX}Secret/STRIPE_SECRET_KEY/value`]: 'none',
      [`${PREFIX}Secret/STRIPE_WEBHOOK_SECRET/value`]: 'none',
    });
    await expect(load()).rejects.toThrow('StaticSite web');
  });

  it('keeps a value given at deploy time (APP_URL) and does not ask SSM for it', async () => {
    process.env.APP_URL = 'https://shop.example.com';
    Object.assign(parameters, {
      [`${PREFIX}Secret/TOKEN_SECRET/value`]: TOKEN,
      [`${PREFIX}Secret/STRIPE_SECRET_KEY/value`]: 'none',
      [`${PREFIX}Secret/STRIPE_WEBHOOK_SECRET/value`]: 'none',
    });
    await load();
    expect(ssm.calls.map((c) => c.names)).toEqual([
      [`${PREFIX}Secret/TOKEN_SECRET/value`, `${PREFIX}Secret/STRIPE_SECRET_KEY/value`, `${PREFIX}Secret/STRIPE_WEBHOOK_SECRET/value`],
    ]);
    expect(process.env.APP_URL).toBe('https://shop.example.com');
  });

  it('makes no call when nothing is bound (locally, in tests)', async () => {
    for (const name of BOUND) delete process.env[name];
    await load();
    expect(ssm.calls).toEqual([]);
    expect(process.env.TOKEN_SECRET).toBeUndefined();
  });

  it("signs the call with the role's session credentials, and a wrong key is refused", async () => {
    Object.assign(parameters, {
      [`${PREFIX}Secret/TOKEN_SECRET/value`]: TOKEN,
      [`${PREFIX}Secret/STRIPE_SECRET_KEY/value`]: 'none',
      [`${PREFIX}Secret/STRIPE_WEBHOOK_SECRET/value`]: 'none',
      [`${PREFIX}StaticSite/web/url`]: SITE,
    });
    process.env.AWS_SESSION_TOKEN = 'session-token-of-the-role';
    await load();
    expect(process.env.TOKEN_SECRET).toBe(TOKEN);

    vi.resetModules();
    delete process.env.TOKEN_SECRET;
    process.env.AWS_SECRET_ACCESS_KEY = 'not-the-key';
    await expect(load()).rejects.toThrow('InvalidSignatureException');
    expect(process.env.TOKEN_SECRET).toBeUndefined();
  });
});

describe('a failing SSM endpoint', () => {
  it('fails the cold start with the status and the start of the answer, JSON or not', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((_req, res) => {
      res.statusCode = 502;
      res.end('<html>Bad Gateway</html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.SSM_ENDPOINT = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      await expect(load()).rejects.toThrow('SSM GetParameters failed (502 ): <html>Bad Gateway</html>');
      expect(process.env.TOKEN_SECRET).toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the SSM stand-in', () => {
  it("accepts the AWS SDK's own signed request, so it checks what AWS checks", async () => {
    const { GetParametersCommand, SSMClient } = await import('@aws-sdk/client-ssm');
    parameters['/a'] = 'b';
    const sdk = (secretAccessKey: string) =>
      new SSMClient({ region: 'eu-west-1', endpoint: ssm.endpoint, credentials: { accessKeyId: 'local', secretAccessKey } });
    const answer = await sdk('local').send(new GetParametersCommand({ Names: ['/a'], WithDecryption: true }));
    expect(answer.Parameters?.map((p) => [p.Name, p.Value])).toEqual([['/a', 'b']]);
    await expect(sdk('other').send(new GetParametersCommand({ Names: ['/a'] }))).rejects.toThrow('signature');
  });
});
