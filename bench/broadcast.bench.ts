import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { editableFields } from '@shop/core/customer/customer';
import { CustomerCreateInput } from '@shop/core/customer/customer.schema';
import { addressKey } from '@shop/core/messaging/channels';
import { documentClient } from '@shop/core/shared/dynamo';
import { Tag } from '@shop/core/tag/tag';
/* eslint-disable @typescript-eslint/no-restricted-imports -- the bench seeds 10,000 customers by BatchWriteItem, through their entities and stores */
import { customerEntity, type CustomerRecord } from '@shop/core/customer/customer.entity';
import { customerStore } from '@shop/core/customer/customer.store';
import { consentAddressEntity, consentEntity } from '@shop/core/messaging/consent.entity';
import { carriers } from '@shop/core/tag/tag.store';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { mailDir } from '@shop/functions/local/mailbox';
import { call, startCounting, stopCounting, thousands, type CrmContext } from './crm-support.js';
import type { Result } from './stats.js';

/**
 * Issue 28 §7: a broadcast to 10,000 customers completes on the local stack. RECIPIENTS customers
 * carrying one tag, each with e-mail consent, are written in batches (see `seedCustomers`); that
 * seeding is timed apart. Then an e-mail message, an audience of the tag and a broadcast are made through the admin
 * API and sent: `broadcast.started` → `broadcast-start` fixes the audience in chunks of 100, and each
 * `broadcast.chunk_ready` → `broadcast-chunk` sends one chunk through `sendMessage` to the SES
 * stand-in (decision 0062), on the local bus, until the bus is idle.
 *
 * Printed: recipients, wall time from the send request to the last chunk, recipients/s, and the
 * DynamoDB calls per recipient, all the pipeline's calls counted. Checked: the broadcast is done with
 * every recipient counted as sent, and the mailbox holds exactly one mail for each recipient.
 * Goals (the 2-core machine; bench/README.md): ≥ MIN_RATE recipients/s, ≤ MAX_CALLS calls each.
 */
const RECIPIENTS = Number(process.env.BENCH_BROADCAST ?? 10_000);
/**
 * SES's default sending rate, the pace `broadcast-chunk` keeps for e-mail in production (14/s): the
 * pipeline itself must never be what holds an e-mail broadcast back.
 */
const MIN_RATE = 14;
/** Four per send (consent, the frequency cap's Query, the message's record, its outcome) and the chunk's share. */
const MAX_CALLS = 4.5;
const TAG = 'Bench broadcast';
/** Customers written per round while seeding. */
const BATCH = 500;

/**
 * The customers, written as the customer domain stores them but in batches: their records (the
 * fields `Customer.create` stores, ids reserved in one counter update) and their e-mail consent
 * (the items `Consent.grant` writes) by BatchWriteItem, and the tag's set of customers (decision
 * 0060) by one ADD per batch. A `Customer.create` is one transaction with its search entries, guards
 * and counters: 90–140 ms each on DynamoDB Local on this machine, a quarter of an hour for 10,000.
 * What is left out (search entries, the e-mail guard, list counters) is nothing a broadcast reads.
 */
async function seedCustomers(): Promise<string[]> {
  await Tag.ensure([TAG]);
  const started = performance.now();
  const ids = await customerStore.reserveIds(RECIPIENTS);
  const emails = ids.map((_, i) => `fan${String(i)}@bench.example.com`);
  const stamp = new Date().toISOString();
  for (let from = 0; from < RECIPIENTS; from += BATCH) {
    const batch = ids.slice(from, from + BATCH);
    const records = batch.map((id, k) => {
      const i = from + k;
      const input = CustomerCreateInput.parse({
        first_name: `Fan${String(i)}`,
        last_name: 'Chan',
        email: emails[i],
        gender: i % 2 ? 'male' : 'female',
        enabled: true,
        is_subscribe: true,
        password: 'Bench-broadcast-42',
        password_confirmation: 'Bench-broadcast-42',
        tags: [TAG],
      });
      const record = { id, ...editableFields(input), created_at: stamp, updated_at: stamp, sort_name: `chan fan${String(i)}` };
      // DynamoDB stores "no value" as an absent attribute (as the repository's put does).
      return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined));
    });
    const consents = batch.map((id, k) => ({
      customer_id: id,
      channel: 'email' as const,
      address: addressKey('email', emails[from + k]!),
    }));
    const written = await Promise.all([
      customerEntity.put(records as unknown as CustomerRecord[]).go({ concurrency: 4 }),
      consentEntity.put(consents.map((c) => ({ ...c, granted: true, source: 'form' as const, granted_at: stamp }))).go({ concurrency: 4 }),
      consentAddressEntity.put(consents).go({ concurrency: 4 }),
    ]);
    if (written.some((w) => w.unprocessed.length)) throw new Error('BatchWriteItem left items unprocessed');
    await documentClient.send(new UpdateCommand(carriers.add(TAG, batch).Update!));
  }
  console.log(
    `  seeded ${thousands(RECIPIENTS)} customers with e-mail consent in one tag in ${((performance.now() - started) / 1000).toFixed(1)} s (not timed below)`,
  );
  return emails;
}

/** Mails in the mailbox per recipient address (the To header of each .eml). */
async function mailsPerAddress(dataDir: string): Promise<Map<string, number>> {
  const dir = mailDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const counts = new Map<string, number>();
  for (let i = 0; i < names.length; i += 200) {
    const heads = await Promise.all(names.slice(i, i + 200).map((n) => readFile(join(dir, n), 'utf8')));
    for (const source of heads) {
      const to = /^To: *<?([^>\r\n]+)>?\r?$/im.exec(source)?.[1]?.trim().toLowerCase() ?? '';
      counts.set(to, (counts.get(to) ?? 0) + 1);
    }
  }
  return counts;
}

export async function broadcastBench({ token, dataDir, bus }: CrmContext): Promise<Result[]> {
  const emails = await seedCustomers();
  const message = await call('POST', '/api/admin/broadcast-message', token, {
    title: 'Bench spring sale',
    channel: 'email',
    subject: 'Hello {first_name}',
    body: '<p>Dear {first_name}, our spring sale starts today.</p>',
  });
  await call('POST', '/api/admin/broadcast-receiver', token, { name: 'Bench fans', tags: [TAG] });
  const broadcast = await call('POST', '/api/admin/broadcast', token, {
    title: 'Bench spring sale',
    message_id: message.id,
    receivers: ['Bench fans'],
  });
  const id = broadcast.id as number;

  startCounting();
  const started = performance.now();
  await call('POST', `/api/admin/broadcast/${String(id)}/send`, token);
  // The start and every chunk are events on the bus; it is idle once the last chunk is done.
  await bus.idle();
  const seconds = (performance.now() - started) / 1000;
  const calls = stopCounting();

  const done = await call('GET', `/api/admin/broadcast/${String(id)}`, token);
  const perAddress = await mailsPerAddress(dataDir);
  const exactlyOnce = emails.filter((e) => perAddress.get(e) === 1).length;
  const mails = [...perAddress.values()].reduce((sum, n) => sum + n, 0);
  // The next part polls the mail folder: it lists its own mails, not these 10,000.
  await rm(mailDir(dataDir), { recursive: true, force: true });
  const rate = done.sent / seconds;
  console.log(
    `  broadcast ${String(id)}: ${done.state}, total ${thousands(done.total)}, sent ${thousands(done.sent)}, skipped ${String(done.skipped)}, failed ${String(done.failed)}; ${thousands(mails)} mails in the mailbox, ${thousands(exactlyOnce)} recipients with exactly one; ${String(bus.failures.length)} failed deliveries`,
  );
  console.log(`  ${thousands(done.sent)} recipients in ${seconds.toFixed(1)} s: ${rate.toFixed(1)} recipients/s`);
  console.log(
    `  DynamoDB calls: ${thousands(calls.total)}, ${(calls.total / RECIPIENTS).toFixed(2)} per recipient (${calls.byCommand.map(([c, n]) => `${c} ${thousands(n)}`).join(', ')})`,
  );
  const complete = done.state === 'done' && done.total === RECIPIENTS && done.sent === RECIPIENTS && bus.failures.length === 0;
  return [
    {
      name: `broadcast to ${thousands(RECIPIENTS)}: recipients sent, each exactly once`,
      value: complete && mails === RECIPIENTS ? exactlyOnce : 0,
      unit: 'recipients',
      goal: RECIPIENTS,
      lowerIsBetter: false,
    },
    { name: `broadcast to ${thousands(RECIPIENTS)}: throughput`, value: rate, unit: 'recipients/s', goal: MIN_RATE, lowerIsBetter: false },
    {
      name: `broadcast to ${thousands(RECIPIENTS)}: DynamoDB calls per recipient`,
      value: calls.total / RECIPIENTS,
      unit: 'calls',
      goal: MAX_CALLS,
      lowerIsBetter: true,
    },
  ];
}
