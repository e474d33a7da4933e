/**
 * `npm run bench`: builds the API's deployment artifact and times its cold start (artifact.bench.ts),
 * then starts an in-memory DynamoDB Local (the same stand-in as `npm start`), runs each benchmark
 * against the real API app, and prints every figure with its goal. Exits 1 if a goal is missed.
 * `npm run bench -- <name> …` runs only the named parts: artifact, lighthouse (mobile scores of the
 * storefront and the admin login, lighthouse.bench.ts), lists (scale.bench.ts: every list, search and
 * filter at 2,000 and 20,000 records), products, throughput (public reads against /api/health),
 * storefront (product and category pages, cart, order, DynamoDB calls per request: storefront.bench.ts),
 * promotion (a cart with 3 promotions evaluated: promotion.bench.ts),
 * html (storefront pages as HTML: from the page cache, rendered, DynamoDB calls, cold category, throughput: html.bench.ts),
 * cost (the AWS cost of a million API requests and of an idle month, from measured figures: cost.bench.ts),
 * broadcast (a broadcast to 10,000 customers: throughput and DynamoDB calls per recipient, broadcast.bench.ts)
 * pos (a till sale of 5 lines, pos.bench.ts)
 * and lead-trigger (a lead status change to its e-mail, SMS and WhatsApp message, lead-trigger.bench.ts):
 * these two run in a process of their own with the product's event routes (crm.ts); membership (the nightly
 * point expiry over 100,000 members: DynamoDB calls per expired customer, membership.bench.ts).
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDynamoLocal } from '@shop/functions/local/dynamo-local';
import { startEventBus } from '@shop/functions/local/event-bus';
import { applyEnv } from '@shop/functions/local/stand-ins';
import { artifactBench } from './artifact.bench.js';
import { lighthouseBench } from './lighthouse.bench.js';
import { report, type Result } from './stats.js';

const PARTS = [
  'artifact',
  'lighthouse',
  'lists',
  'products',
  'throughput',
  'storefront',
  'promotion',
  'html',
  'cost',
  'broadcast',
  'lead-trigger',
  'pos',
  'membership',
] as const;
const asked = process.argv.slice(2).filter((a): a is (typeof PARTS)[number] => (PARTS as readonly string[]).includes(a));
const runs = (part: (typeof PARTS)[number]) => asked.length === 0 || asked.includes(part);

const artifactResults: Result[] = [];
if (runs('artifact')) {
  console.log('API artifact');
  artifactResults.push(...(await artifactBench()));
}
if (runs('lighthouse')) {
  console.log('Lighthouse mobile');
  artifactResults.push(...(await lighthouseBench()));
}
const crmParts = (['broadcast', 'lead-trigger'] as const).filter(runs);
if (crmParts.length) {
  // Their own stand-ins, DATA_DIR and event routes (crm.ts): a child process, whose results come back in a file.
  const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
  const file = join(dir, 'crm.json');
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./crm.ts', import.meta.url)), ...crmParts], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS: file },
  });
  try {
    artifactResults.push(...(JSON.parse(readFileSync(file, 'utf8')) as Result[]));
  } catch {
    artifactResults.push({
      name: `CRM benches (${crmParts.join(', ')}) exited ${String(child.status)}`,
      value: 1,
      unit: 'failure',
      goal: 0,
      lowerIsBetter: true,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (
  !runs('lists') &&
  !runs('products') &&
  !runs('throughput') &&
  !runs('storefront') &&
  !runs('promotion') &&
  !runs('html') &&
  !runs('cost') &&
  !runs('pos') &&
  !runs('membership')
)
  process.exit(report(artifactResults) ? 0 : 1);

// In memory, with 60,000 records and their entries: more heap than `npm start`'s on-disk default.
const dynamo = await startDynamoLocal({ heap: '1g' });
// The writes publish their events as in production, to a bus that takes them and runs no subscriber:
// the figures are the API's own, not the side effects' (a bench that needs one runs it itself).
const bus = await startEventBus({ routes: [] });
let ok = false;
try {
  applyEnv({
    DYNAMO_ENDPOINT: dynamo.endpoint,
    TABLE_NAME: `bench_${randomUUID().slice(0, 8)}`,
    EVENTS_ENDPOINT: bus.endpoint,
    PASSWORD_HASH_FAST: '1',
  });
  // Configuration is read when core loads (env.ts): the app and the domain load after it is set.
  const [{ ensureTable }, { seed }, { app }, { scaleBench }, { productsBench }, { throughputBench }, { storefrontBench }] =
    await Promise.all([
      import('@shop/core/shared/dynamo'),
      import('@shop/core/seed'),
      import('@shop/functions/api/app'),
      import('./scale.bench.js'),
      import('./products.bench.js'),
      import('./throughput.bench.js'),
      import('./storefront.bench.js'),
    ]);
  const { htmlBench } = await import('./html.bench.js');
  await ensureTable();
  await seed({ demo: false });
  const results: Result[] = [...artifactResults];
  const login = await app.request('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: process.env.ADMIN_PASSWORD || 'Admin12345!' }),
  });
  const { token } = (await login.json()) as { token: string };
  if (runs('membership')) {
    console.log('nightly point expiry (membership.bench.ts)');
    const { membershipBench } = await import('./membership.bench.js');
    results.push(...(await membershipBench()));
  }
  if (runs('throughput')) {
    console.log('public storefront reads against /api/health');
    results.push(...(await throughputBench()));
  }
  if (runs('lists')) {
    console.log('lists, searches and filters at two sizes');
    results.push(...(await scaleBench(token)));
  }
  if (runs('cost')) {
    console.log('AWS cost from the measured figures (issue 26)');
    const { costBench } = await import('./cost.bench.js');
    results.push(...(await costBench(token)));
  }
  if (runs('storefront')) {
    console.log('storefront commerce (issue 9)');
    results.push(...(await storefrontBench(token)));
  }
  if (runs('promotion')) {
    console.log('promotions (issue 29)');
    const { promotionBench } = await import('./promotion.bench.js');
    results.push(...(await promotionBench(token)));
  }
  if (runs('html')) {
    console.log('storefront pages as HTML (issue 24)');
    results.push(...(await htmlBench(token)));
  }
  if (runs('pos')) {
    console.log('the POS (issue 29)');
    const { posBench } = await import('./pos.bench.js');
    results.push(...(await posBench(token)));
  }
  if (runs('products')) {
    console.log('products');
    results.push(...(await productsBench(token)));
  }
  ok = report(results);
} finally {
  await bus.stop();
  await dynamo.stop();
}
process.exit(ok ? 0 : 1);
