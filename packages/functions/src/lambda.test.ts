import type { ApiGatewayRequestContextV2 } from 'hono/aws-lambda';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSsmStandIn, type SsmStandIn } from './bound-config.testing.js';
import { handler } from './lambda.js';

/** An API Gateway HTTP API (payload format 2.0) event, as the `ANY /api/{proxy+}` route delivers it. */
function httpApiEvent(method: string, path: string, headers: Record<string, string> = {}) {
  const requestContext: ApiGatewayRequestContextV2 = {
    accountId: '123456789012',
    apiId: 'abcdef1234',
    authentication: null,
    authorizer: {},
    domainName: 'abcdef1234.execute-api.us-east-1.amazonaws.com',
    domainPrefix: 'abcdef1234',
    http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
    requestId: 'req-1',
    routeKey: 'ANY /api/{proxy+}',
    stage: '$default',
    time: '01/Jan/2025:00:00:00 +0000',
    timeEpoch: 1735689600000,
  };
  return {
    version: '2.0',
    routeKey: 'ANY /api/{proxy+}',
    rawPath: path,
    rawQueryString: '',
    headers: {
      accept: 'application/json',
      host: 'abcdef1234.execute-api.us-east-1.amazonaws.com',
      'user-agent': 'vitest',
      ...headers,
    },
    body: null,
    isBase64Encoded: false,
    requestContext,
    pathParameters: { proxy: path.replace(/^\/api\/?/, '') },
  };
}

describe('lambda handler (API Gateway HTTP API v2 → Hono app)', () => {
  it('GET /api/health answers 200 {"status":"ok"}', async () => {
    const res = await handler(httpApiEvent('GET', '/api/health'));
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
  });

  it('an unknown route answers 404 with a JSON body carrying `messages`', async () => {
    const res = await handler(httpApiEvent('GET', '/api/no-such-route'));
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toHaveProperty('messages');
  });
});

describe('lambda cold start on AWS', () => {
  const prefix = '/sst/shop/stage1/';
  const names = [
    'SST_Secret_value_TOKEN_SECRET',
    'SST_Secret_value_STRIPE_SECRET_KEY',
    'SST_StaticSite_url_web',
    'TOKEN_SECRET',
    'STRIPE_SECRET_KEY',
    'APP_URL',
    'SST_APP',
    'SST_STAGE',
    'SST_SSM_PREFIX',
    'SSM_ENDPOINT',
  ];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  let ssm: SsmStandIn | undefined;

  afterEach(async () => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    vi.doUnmock('./api/app.js');
    vi.resetModules();
    await ssm?.stop();
  });

  it('fetches the bound secrets and site URL (one SSM call) while the app loads; requests then use them', async () => {
    const site = 'https://d111111abcdef8.cloudfront.net';
    // SSM answers only once the app has loaded: the worst case of the two running side by side.
    let appLoaded!: () => void;
    const answerAfter = new Promise<void>((resolve) => (appLoaded = resolve));
    ssm = await startSsmStandIn(
      {
        [`${prefix}Secret/TOKEN_SECRET/value`]: 'token-secret-from-ssm-0123456789',
        [`${prefix}Secret/STRIPE_SECRET_KEY/value`]: 'none',
        [`${prefix}StaticSite/web/url`]: site,
      },
      { answerAfter },
    );
    // What SST sets on a function bound to the secrets and the site (stacks/api.ts, stacks/web.ts).
    for (const name of names.slice(0, 3)) process.env[name] = '__FETCH_FROM_SSM__';
    for (const name of names.slice(3, 6)) delete process.env[name];
    Object.assign(process.env, { SST_APP: 'shop', SST_STAGE: 'stage1', SST_SSM_PREFIX: prefix, SSM_ENDPOINT: ssm.endpoint });
    vi.resetModules();

    // The real app, loaded beside the fetch (lambda.ts) and before its answer: nothing it built while
    // loading may hold the defaults the bound values replace.
    let secretAtAppLoad: string | undefined = 'unread';
    vi.doMock('./api/app.js', async (importOriginal) => {
      const real = await importOriginal<typeof import('./api/app.js')>();
      secretAtAppLoad = process.env.TOKEN_SECRET;
      appLoaded();
      return real;
    });
    const { handler: cold } = await import('./lambda.js');
    expect(secretAtAppLoad).toBeUndefined();
    expect(ssm.calls).toHaveLength(1);
    const preflight = (origin: string) => cold(httpApiEvent('OPTIONS', '/api/health', { origin, 'access-control-request-method': 'GET' }));
    expect((await preflight(site)).headers?.['access-control-allow-origin']).toBe(site);
    expect((await preflight('http://localhost:3000')).headers?.['access-control-allow-origin']).toBeUndefined();
    const { env } = await import('@shop/core/shared/env');
    expect(env().TOKEN_SECRET).toBe('token-secret-from-ssm-0123456789');
    expect(env().APP_URL).toBe(site);
    // `none` means "no Stripe on this stage": the variable stays unset, so card payment is not offered.
    expect(process.env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env().STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('a bound value SSM does not hold fails the cold start', async () => {
    ssm = await startSsmStandIn({ [`${prefix}StaticSite/web/url`]: 'https://d111111abcdef8.cloudfront.net' });
    for (const name of names.slice(0, 3)) process.env[name] = '__FETCH_FROM_SSM__';
    for (const name of names.slice(3, 6)) delete process.env[name];
    Object.assign(process.env, { SST_APP: 'shop', SST_STAGE: 'stage1', SST_SSM_PREFIX: prefix, SSM_ENDPOINT: ssm.endpoint });
    vi.resetModules();
    vi.doMock('./api/app.js', () => ({ app: new Hono() }));
    await expect(import('./lambda.js')).rejects.toThrow(/TOKEN_SECRET/);
  });
});
