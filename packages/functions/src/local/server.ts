/**
 * The local runtime: `npx tsx packages/functions/src/local/server.ts` (or `npm start`).
 * Starts the AWS stand-ins, points the core at them, ensures the table, seeds, then serves
 * `/api/*` with the same Hono app the Lambda runs and the built SPA for everything else.
 *
 * Env: PORT (3000), DATA_DIR (.data at the repo root), SERVE_WEB=0 (API only, for `npm run dev`),
 * DYNAMO_PORT / S3_PORT / SES_PORT / EVENTS_PORT / STRIPE_PORT (default PORT+10/+20/+30/+40/+50),
 * ADMIN_EMAIL / ADMIN_PASSWORD (seeded admin). `--seed-only` seeds and exits.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { isolatedFunctions } from './isolated.js';
import { applyEnv, startStandIns, type StandIns } from './stand-ins.js';
import { serveFetch } from './serve.js';
import { localStorageOrigins, spaHandler } from './static-site.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const FUNCTIONS_SRC = fileURLToPath(new URL('../', import.meta.url));
const SEED_FILE = join(ROOT, 'packages/core/src/seed.ts');
const APP_FILE = join(FUNCTIONS_SRC, 'api/app.ts');
const DIST_DIR = join(ROOT, 'web/dist');
const SERVER_ENTRY = join(ROOT, 'web/dist-server/entry-server.js');

export const ADMIN_DEFAULTS = { email: 'admin@example.com', password: 'Admin12345!' } as const;

interface FetchApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

const isFetchApp = (value: unknown): value is FetchApp => !!value && typeof (value as { fetch?: unknown }).fetch === 'function';

/** Only while `api/app.ts` does not exist yet: answers health so the runtime can be exercised. */
function placeholderApi(): FetchApp {
  return new Hono()
    .get('/api/health', (c) => c.json({ status: 'ok', placeholder: true }))
    .all('*', (c) => c.json({ messages: 'API not available: packages/functions/src/api/app.ts is missing' }, 503));
}

async function loadApi(): Promise<FetchApp> {
  if (!existsSync(APP_FILE)) {
    console.warn('[local] packages/functions/src/api/app.ts not found, serving a placeholder /api');
    return placeholderApi();
  }
  const mod = (await import(pathToFileURL(APP_FILE).href)) as { app?: unknown };
  if (!isFetchApp(mod.app)) throw new Error('packages/functions/src/api/app.ts must export `app` (a Hono app)');
  return mod.app;
}

async function runSeed(): Promise<void> {
  if (!existsSync(SEED_FILE)) {
    console.warn('[local] packages/core/src/seed.ts not found, skipping the seed');
    return;
  }
  const mod = (await import(pathToFileURL(SEED_FILE).href)) as { seed?: unknown };
  if (typeof mod.seed !== 'function') throw new Error('packages/core/src/seed.ts must export seed()');
  await (mod.seed as () => Promise<void>)();
}

function numberEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
}

function listen(fetch: FetchApp['fetch'], port: number): Promise<Server> {
  const hostname = process.env.HOST;
  return serveFetch(fetch, { port, ...(hostname ? { hostname } : {}) });
}

async function main(): Promise<void> {
  const port = numberEnv('PORT', 3000);
  const dataDir = resolve(process.env.DATA_DIR ?? join(ROOT, '.data'));
  const serveWeb = process.env.SERVE_WEB !== '0';
  const seedOnly = process.argv.includes('--seed-only');
  const t0 = Date.now();
  const seconds = (): string => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

  let standIns: StandIns | undefined;
  let server: Server | undefined;
  let stopping = false;
  // Every subscriber and job runs from its own entry module in a worker of its own, seeing only the
  // secrets it declares, as its Lambda does on AWS — never inside the API's module graph.
  const functions = isolatedFunctions();
  const starting = startStandIns({
    loadHandler: functions.load,
    dataDir,
    persist: true,
    ...(process.env.TABLE_NAME ? { tableName: process.env.TABLE_NAME } : {}),
    ...(process.env.BUCKET_NAME ? { bucketName: process.env.BUCKET_NAME } : {}),
    ...(process.env.BUS_NAME ? { busName: process.env.BUS_NAME } : {}),
    ports: {
      dynamo: numberEnv('DYNAMO_PORT', port + 10),
      s3: numberEnv('S3_PORT', port + 20),
      ses: numberEnv('SES_PORT', port + 30),
      events: numberEnv('EVENTS_PORT', port + 40),
      stripe: numberEnv('STRIPE_PORT', port + 50),
    },
    stripeWebhookUrl: `http://127.0.0.1:${String(port)}/api/stripe/webhook`,
    log: true,
  });

  const shutdown = async (code: number): Promise<never> => {
    if (!stopping) {
      stopping = true;
      // Never hang on shutdown: the java child is SIGKILLed by the exit hook in dynamo-local.ts.
      setTimeout(() => process.exit(code || 1), 10_000).unref();
      if (server) {
        server.closeAllConnections();
        server.close();
      }
      const services = standIns ?? (await starting.catch(() => undefined));
      await Promise.allSettled([services?.stop(), functions.stop()]);
      process.exit(code);
    }
    return new Promise<never>(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (!stopping) console.log(`\n[local] ${signal}: stopping…`);
      void shutdown(0);
    });
  }

  try {
    standIns = await starting;
    console.log(`[local] stand-ins ready after ${seconds()}`);
    applyEnv(standIns.env);
    process.env.APP_URL ??= `http://localhost:${String(port)}`;
    process.env.ADMIN_EMAIL ??= ADMIN_DEFAULTS.email;
    process.env.ADMIN_PASSWORD ??= ADMIN_DEFAULTS.password;
    // Core reads its configuration once, when first imported: only now that it is complete.
    const { ensureTable } = await import('@shop/core/shared/dynamo');
    await ensureTable();
    await runSeed();
    console.log(`[local] table and seed ready after ${seconds()}`);
    if (seedOnly) {
      console.log(`[local] seeded ${dataDir}`);
      return await shutdown(0);
    }
    // The scheduled jobs (EventBridge schedules on AWS) on timers, each in its own worker too.
    const [{ SCHEDULED_JOBS }, { startSchedules }] = await Promise.all([import('@shop/core/events/routes'), import('./event-bus.js')]);
    startSchedules(SCHEDULED_JOBS, functions.load);

    const api = await loadApi();
    // Storefront pages rendered on the server, as the rendering function does on AWS (decision 0044).
    const [{ storefrontPages }, { scriptOrigins, siteSecurityHeaders }] = await Promise.all([
      import('../render/storefront.js'),
      import('@shop/core/shared/security-headers'),
    ]);
    const pages = storefrontPages({
      webDist: DIST_DIR,
      serverEntry: SERVER_ENTRY,
      api: async (request) => api.fetch(request),
      siteOrigin: () => new URL(process.env.APP_URL ?? `http://localhost:${String(port)}`).origin,
      headers: siteSecurityHeaders(undefined, {
        scriptOrigins: scriptOrigins(process.env.SCRIPT_ORIGINS),
        storageOrigins: localStorageOrigins(),
      }),
    });
    standIns.cloudfront.onInvalidate((paths) => pages.cache.invalidate(paths));
    const web = new Hono().all('*', spaHandler(DIST_DIR, existsSync(SERVER_ENTRY) ? pages.fetch : undefined));
    const notWeb = new Hono().all('*', (c) => c.text('API only (SERVE_WEB=0): open the Vite dev server instead.', 404));
    const site = serveWeb ? web : notWeb;
    const { isSiteFile } = await import('@shop/core/shared/edge-paths');
    server = await listen((request, env) => {
      const { pathname } = new URL(request.url);
      // The API also writes the sitemap (and its numbered parts) and robots.txt at the root, as CloudFront routes them on AWS.
      const toApi = pathname === '/api' || pathname.startsWith('/api/') || isSiteFile(pathname);
      // Uploaded images: on AWS the distribution serves `/uploads/*` from the bucket (decision 0054);
      // here the same path is read from the S3 stand-in by the API's own file route.
      if (pathname.startsWith('/uploads/')) return api.fetch(new Request(new URL(`/api/files${pathname}`, request.url), request), env);
      return toApi ? api.fetch(request, env) : site.fetch(request, env);
    }, port);
  } catch (error) {
    console.error('[local] failed to start:', error);
    return void (await shutdown(1));
  }

  const env = standIns.env;
  const url = `http://localhost:${String(port)}`;
  console.log(
    [
      '',
      `Shop ${serveWeb ? 'is running at' : 'API is running at'} ${url}`,
      `  Admin login:  ${process.env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD}` +
        (process.env.ADMIN_PASSWORD === ADMIN_DEFAULTS.password ? '  (defaults; set ADMIN_EMAIL / ADMIN_PASSWORD)' : ''),
      `  Data:         ${dataDir}   (mails as .eml in ${join(dataDir, 'mail')})`,
      `  DynamoDB ${env.DYNAMO_ENDPOINT ?? ''}  S3 ${env.S3_ENDPOINT ?? ''}  SES ${env.SES_ENDPOINT ?? ''}  EventBridge ${env.EVENTS_ENDPOINT ?? ''}`,
      `  Stripe stand-in ${standIns.stripe.endpoint} (test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)`,
      `  reCAPTCHA stand-in ${standIns.recaptcha.endpoint} (the token local-recaptcha-pass passes)`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

await main();
