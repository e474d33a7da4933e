import { resetEnv } from '@shop/core/shared/env';

/**
 * Values SST binds to the function (see stacks/api.ts, stacks/web.ts), mapped onto the environment
 * names `@shop/core/shared/env` reads. SST puts `__FETCH_FROM_SSM__` in `SST_<Construct>_<prop>_<id>`;
 * importing `sst/node/*` fetches them all from SSM in one go.
 */
const BOUND: readonly { env: string; sst: string; read: () => Promise<string | undefined> }[] = [
  { env: 'TOKEN_SECRET', sst: 'SST_Secret_value_TOKEN_SECRET', read: () => secret('TOKEN_SECRET') },
  { env: 'STRIPE_SECRET_KEY', sst: 'SST_Secret_value_STRIPE_SECRET_KEY', read: () => secret('STRIPE_SECRET_KEY') },
  { env: 'APP_URL', sst: 'SST_StaticSite_url_web', read: siteUrl },
];

/** Set the secret to this to deploy a stage without card payments (SSM cannot store an empty value). */
const UNSET = 'none';

async function secret(name: string): Promise<string | undefined> {
  const { Config } = await import('sst/node/config');
  return (Config as unknown as Record<string, string | undefined>)[name];
}

async function siteUrl(): Promise<string | undefined> {
  const { StaticSite } = await import('sst/node/site');
  return (StaticSite as unknown as Record<string, { url?: string } | undefined>).web?.url;
}

/**
 * Runs once per cold start (API and subscribers alike), before the app (and so `env()`) is loaded. Locally and in tests nothing is
 * bound, nothing is imported and the environment is left as it is. A bound secret that SSM does not
 * hold makes `sst/node/config` throw: the function then fails to start rather than run on defaults.
 */
let loaded: Promise<void> | undefined;

export function loadBoundConfig(): Promise<void> {
  loaded ??= load();
  return loaded;
}

async function load(): Promise<void> {
  for (const { env, sst, read } of BOUND) {
    if (process.env[sst] === undefined || process.env[env]) continue;
    const value = await read();
    if (value !== undefined && value !== UNSET) process.env[env] = value;
  }
  resetEnv();
}

