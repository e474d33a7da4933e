import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Values SST binds to the function (stacks/api.ts, stacks/web.ts), read from SSM with ONE
 * `GetParameters` call and put under the environment names `@shop/core/shared/env` reads.
 *
 * This mirrors what SST 2.49's `sst/node/*` loaders do (node_modules/sst/node/util/index.js), without
 * their second copy of the AWS SDK:
 * - a bound value is the environment variable `SST_<Construct>_<prop>_<id>`; `__FETCH_FROM_SSM__`
 *   means "read `${SST_SSM_PREFIX}<Construct>/<id>/<prop>`" (SST_SSM_PREFIX is `/sst/<app>/<stage>/`);
 * - a Secret the stage does not hold is read from `/sst/<SST_APP>/.fallback/Secret/<id>/value`
 *   (`sst secrets set --fallback`), in a second call made only then;
 * - a Secret found in neither place fails the cold start (never run on the local defaults); so does a
 *   missing site URL (SST's proxy throws when it is read).
 */
const BOUND = [
  { env: 'TOKEN_SECRET', sst: 'SST_Secret_value_TOKEN_SECRET' },
  { env: 'STRIPE_SECRET_KEY', sst: 'SST_Secret_value_STRIPE_SECRET_KEY' },
  { env: 'STRIPE_WEBHOOK_SECRET', sst: 'SST_Secret_value_STRIPE_WEBHOOK_SECRET' },
  { env: 'APP_URL', sst: 'SST_StaticSite_url_web' },
] as const;

const FETCH_FROM_SSM = '__FETCH_FROM_SSM__';

/** Set the secret to this to deploy a stage without card payments (SSM cannot store an empty value). */
const UNSET = 'none';

interface Bound {
  env: string;
  construct: string;
  prop: string;
  id: string;
}

/** `SST_Secret_value_TOKEN_SECRET` → Secret / value / TOKEN_SECRET (ids may contain `_`). */
function parse(env: string, sst: string): Bound {
  const [, construct = '', prop = '', ...id] = sst.split('_');
  return { env, construct, prop, id: id.join('_') };
}

const path = (b: Bound) => `${process.env.SST_SSM_PREFIX ?? ''}${b.construct}/${b.id}/${b.prop}`;
const fallbackPath = (b: Bound) => `/sst/${process.env.SST_APP}/.fallback/${b.construct}/${b.id}/${b.prop}`;

/**
 * Names → values, in one GetParameters call (at most 10 names per call; we bind 4). The call is one
 * SigV4-signed POST (AWS JSON 1.1), not `@aws-sdk/client-ssm`: that client is 186 KB of code to
 * load at every cold start for one request (bench/artifact.bench.ts). Credentials are the function's
 * role, which Lambda puts in the environment; the signer is the SDK's own (`@smithy/signature-v4`).
 */
async function getParameters(names: string[]): Promise<Map<string, string>> {
  const region = process.env.SST_REGION ?? process.env.AWS_REGION ?? '';
  // Tests point this at a local SSM-compatible endpoint; in AWS it is unset.
  const url = new URL(
    process.env.SSM_ENDPOINT ?? `https://ssm.${region}.${region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com'}`,
  );
  const { accessKeyId, secretAccessKey, sessionToken } = credentials();
  const signer = new SignatureV4({
    service: 'ssm',
    region,
    credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) },
    sha256: Hash.bind(null, 'sha256'),
  });
  const body = JSON.stringify({ Names: names, WithDecryption: true });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: '/',
    query: {},
    headers: {
      host: url.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AmazonSSM.GetParameters',
    },
    body,
  });
  const response = await post(new URL('/', url), signed.headers, body);
  let answer: { Parameters?: { Name?: string; Value?: string }[]; __type?: string; message?: string };
  try {
    answer = JSON.parse(response.text) as typeof answer;
  } catch {
    answer = { message: response.text.slice(0, 200) };
  }
  if (response.status !== 200) {
    throw new Error(`SSM GetParameters failed (${response.status} ${answer.__type ?? ''}): ${answer.message ?? ''}`);
  }
  return new Map((answer.Parameters ?? []).map((p) => [p.Name ?? '', p.Value ?? '']));
}

/**
 * One POST through `node:https` (already loaded by the DynamoDB client), not `fetch`: Node loads
 * undici on the first `fetch`, ~25 ms of a cold start.
 */
async function post(url: URL, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  const request = url.protocol === 'http:' ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, timeout: 5000 }, (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('SSM did not answer within 5 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/** The function role's credentials, as Lambda provides them. */
function credentials(): { accessKeyId: string; secretAccessKey: string; sessionToken?: string } {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) throw new Error('No AWS credentials in the environment to read the bound values with');
  return {
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
  };
}

/**
 * Runs once per cold start (API and subscribers alike), before the app (and so `env()`) is loaded.
 * Locally and in tests nothing is bound: no SDK is loaded, no call is made, the environment is left
 * as it is. A variable already set (e.g. APP_URL given at deploy time) wins over its binding.
 */
let loaded: Promise<void> | undefined;

export function loadBoundConfig(): Promise<void> {
  loaded ??= load();
  return loaded;
}

async function load(): Promise<void> {
  const wanted = BOUND.filter(({ env, sst }) => process.env[sst] === FETCH_FROM_SSM && !process.env[env]).map(({ env, sst }) =>
    parse(env, sst),
  );
  if (!wanted.length) return;

  const values = await getParameters(wanted.map(path));
  const found = new Map(wanted.filter((b) => values.has(path(b))).map((b) => [b, values.get(path(b))!]));
  const missingSecrets = wanted.filter((b) => !found.has(b) && b.construct === 'Secret');
  if (missingSecrets.length) {
    const fallback = await getParameters(missingSecrets.map(fallbackPath));
    for (const b of missingSecrets) if (fallback.has(fallbackPath(b))) found.set(b, fallback.get(fallbackPath(b))!);
  }
  const missing = wanted.filter((b) => !found.has(b));
  if (missing.length) {
    throw new Error(
      `The following bound values are not set in the "${process.env.SST_STAGE}" stage: ${missing.map((b) => `${b.construct} ${b.id}`).join(', ')}`,
    );
  }
  for (const [b, value] of found) if (value !== UNSET) process.env[b.env] = value;
}
