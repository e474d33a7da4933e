/**
 * The CRM figures of issue 28 §7 (`npm run bench -- broadcast lead-trigger`, or `npx tsx bench/crm.ts
 * [broadcast] [lead-trigger]` on its own). Unlike the other parts, these need the side effects: this
 * process starts its own stand-ins (an in-memory DynamoDB Local, the SES and End User Messaging
 * stand-ins writing to a DATA_DIR of its own under /tmp, and the local EventBridge with the product's
 * routes, `EVENT_ROUTES`), so `run.ts` runs it as a child process and reads its results back.
 *
 * Subscribers run in this process, as the tests run them (the bus's default loader imports
 * `subscribers/<name>.ts`), so one middleware on the DynamoDB client counts every call the pipeline
 * makes. `npm start` runs each in a worker thread instead: the same code, the same bus.
 *
 * For the bench: QUIET_HOURS=off (marketing is otherwise held overnight in Hong Kong), BROADCAST_RATE
 * high (the channels' real rates, 14 mails/s at SES's default, would make the figure SES's limit, not
 * ours). `BENCH_KEEP=1` keeps the DATA_DIR for a look afterwards. `BENCH_PORT` puts the stand-ins on fixed ports (+10 DynamoDB, +30 SES, +40 bus, +70
 * messaging); free ports otherwise. `BENCH_RESULTS=<file>` writes the results as JSON (run.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDynamoLocal } from '@shop/functions/local/dynamo-local';
import { startEventBus } from '@shop/functions/local/event-bus';
import { startMessagingLocal } from '@shop/functions/local/messaging-local';
import { startSesLocal } from '@shop/functions/local/ses-local';
import { applyEnv } from '@shop/functions/local/stand-ins';
import { report, type Result } from './stats.js';

const CRM_PARTS = ['broadcast', 'lead-trigger'] as const;
const asked = process.argv.slice(2).filter((a) => (CRM_PARTS as readonly string[]).includes(a));
const runs = (part: (typeof CRM_PARTS)[number]) => asked.length === 0 || asked.includes(part);

const base = Number(process.env.BENCH_PORT ?? 0);
const at = (offset: number) => (base ? { port: base + offset } : {});
const dataDir = mkdtempSync(join(tmpdir(), 'bench-crm-'));
// 10,000 customers and their messages, search entries and results stay in memory: a larger heap.
const dynamo = await startDynamoLocal({ heap: '1g', ...at(10) });
const ses = await startSesLocal({ dataDir, ...at(30) });
const bus = await startEventBus({ deadLetterDir: join(dataDir, 'dead-letters'), ...at(40) });
const messaging = await startMessagingLocal({ dataDir, ...at(70) });
let ok = false;
try {
  applyEnv({
    DATA_DIR: dataDir,
    DYNAMO_ENDPOINT: dynamo.endpoint,
    TABLE_NAME: 'bench_crm',
    SES_ENDPOINT: ses.endpoint,
    EVENTS_ENDPOINT: bus.endpoint,
    ...messaging.env,
    PASSWORD_HASH_FAST: '1',
    QUIET_HOURS: 'off',
    BROADCAST_RATE: process.env.BROADCAST_RATE ?? '100000',
  });
  console.log(
    `  stand-ins: DynamoDB ${dynamo.endpoint}, SES ${ses.endpoint}, bus ${bus.endpoint}, messaging ${messaging.endpoint}; DATA_DIR ${dataDir}`,
  );
  console.log(`  QUIET_HOURS=off, BROADCAST_RATE=${process.env.BROADCAST_RATE ?? ''} messages/s (bench settings)`);
  const [{ ensureTable }, { seed }, { app }] = await Promise.all([
    import('@shop/core/shared/dynamo'),
    import('@shop/core/seed'),
    import('@shop/functions/api/app'),
  ]);
  await ensureTable();
  await seed({ demo: false });
  const login = await app.request('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: process.env.ADMIN_PASSWORD || 'Admin12345!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const context = { token, dataDir, bus };
  const results: Result[] = [];
  if (runs('broadcast')) {
    console.log('broadcast to customers of a tag (issue 28 §7)');
    const { broadcastBench } = await import('./broadcast.bench.js');
    results.push(...(await broadcastBench(context)));
  }
  if (runs('lead-trigger')) {
    console.log('lead status triggers to e-mail, SMS and WhatsApp (issue 28 §7)');
    const { leadTriggerBench } = await import('./lead-trigger.bench.js');
    results.push(...(await leadTriggerBench(context)));
  }
  // Under run.ts the results go back to it, which reports them with the others.
  if (process.env.BENCH_RESULTS) {
    writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(results));
    ok = true;
  } else ok = report(results);
} finally {
  await Promise.allSettled([bus.stop(), messaging.stop(), ses.stop(), dynamo.stop()]);
  if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
