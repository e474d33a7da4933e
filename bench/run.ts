/**
 * `npm run bench`: builds the API's deployment artifact and times its cold start (artifact.bench.ts),
 * then starts an in-memory DynamoDB Local (the same stand-in as `npm start`), runs each benchmark
 * against the real API app, and prints every figure with its goal. Exits 1 if a goal is missed.
 * `npm run bench -- artifact` runs the artifact figures only; `npm run bench -- lighthouse` only the
 * Lighthouse mobile scores of the storefront and the admin login (lighthouse.bench.ts).
 */
import { randomUUID } from 'node:crypto';
import { ensureTable } from '@shop/core/shared/dynamo';
import { startDynamoLocal } from '@shop/functions/local/dynamo-local';
import { applyEnv } from '@shop/functions/local/stand-ins';
import { adminListsBench } from './admin-lists.bench.js';
import { artifactBench } from './artifact.bench.js';
import { lighthouseBench } from './lighthouse.bench.js';
import { productsBench } from './products.bench.js';
import { app } from '@shop/functions/api/app';
import { report, type Result } from './stats.js';

if (process.argv.includes('lighthouse')) process.exit(report(await lighthouseBench()) ? 0 : 1);

console.log('API artifact');
const artifactResults = await artifactBench();
if (process.argv.includes('artifact')) process.exit(report(artifactResults) ? 0 : 1);

const dynamo = await startDynamoLocal();
let ok = false;
try {
  applyEnv({
    DYNAMO_ENDPOINT: dynamo.endpoint,
    TABLE_NAME: `bench_${randomUUID().slice(0, 8)}`,
    EVENTS_ENDPOINT: 'http://127.0.0.1:9',
    PASSWORD_HASH_FAST: '1',
  });
  await ensureTable();
  const results: Result[] = [...artifactResults];
  console.log('admin lists');
  results.push(...(await adminListsBench()));
  console.log('products');
  const login = await app.request('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: process.env.ADMIN_PASSWORD || 'Admin12345!' }),
  });
  const { token } = (await login.json()) as { token: string };
  results.push(...(await productsBench(token)));
  ok = report(results);
} finally {
  await dynamo.stop();
}
process.exit(ok ? 0 : 1);
