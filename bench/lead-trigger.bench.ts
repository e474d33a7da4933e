import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { mailDir } from '@shop/functions/local/mailbox';
import { readOutbox } from '@shop/functions/local/messaging-local';
import { call, startCounting, stopCounting, type CrmContext } from './crm-support.js';
import { percentile, type Result } from './stats.js';

/**
 * Issue 28 §7: a lead status change reaches its channels within 2 s (p95) locally. A status sends on
 * one channel (its trigger is `<channel>_to_<audience>`), so there are three statuses, e-mail, SMS and
 * WhatsApp, each to the lead. LEADS leads with a phone and consent on all three are made through the
 * admin API; then each lead is moved through the three statuses in turn, one move at a time
 * (`PUT /api/admin/lead/:id/status`, the funnel board's request). Each move is timed from the moment
 * the request is made to the moment its message exists: the `.eml` the SES stand-in writes under
 * DATA_DIR/mail, or the JSON the messaging stand-in writes under DATA_DIR/outbox/{sms,whatsapp} (the
 * file's modification time; the folder is polled every POLL_MS). The path in between is the product's:
 * the API publishes `lead.status_changed` to the local EventBridge, whose rule for the channel runs
 * `lead-status-<channel>`, which sends through `sendMessage` to the channel's stand-in.
 * Goal: p95 ≤ 2 s on each channel.
 */
const LEADS = Number(process.env.BENCH_LEADS ?? 100);
const GOAL_MS = 2_000;
const POLL_MS = 2;
const TIMEOUT_MS = 15_000;
const CHANNELS = ['email', 'sms', 'whatsapp'] as const;
type Channel = (typeof CHANNELS)[number];

/** The files a channel's stand-in has written so far. */
function files(dataDir: string, channel: Channel): string[] {
  const dir = channel === 'email' ? mailDir(dataDir) : join(dataDir, 'outbox', channel);
  try {
    return readdirSync(dir).map((name) => join(dir, name));
  } catch {
    return [];
  }
}

/** Waits for one more file than `before` in the channel's folder; answers the newest. */
async function nextFile(dataDir: string, channel: Channel, before: number): Promise<string> {
  const until = Date.now() + TIMEOUT_MS;
  for (;;) {
    const now = files(dataDir, channel);
    if (now.length > before) {
      return now.sort().at(-1)!;
    }
    if (Date.now() > until) throw new Error(`No ${channel} message within ${String(TIMEOUT_MS)} ms`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

export async function leadTriggerBench({ token, dataDir, bus }: CrmContext): Promise<Result[]> {
  const statuses = new Map<Channel, number>();
  for (const channel of CHANNELS) {
    const status = await call('POST', '/api/admin/status', token, {
      title: `Bench ${channel}`,
      trigger: `${channel}_to_lead`,
      trigger_template: `Hi {first_name}, you are now {status} (${channel}).`,
    });
    statuses.set(channel, status.id as number);
  }
  const leads: { id: number; phone: string }[] = [];
  const started = performance.now();
  for (let i = 0; i < LEADS; i++) {
    const phone = `9123${String(i).padStart(4, '0')}`;
    const lead = await call('POST', '/api/admin/lead', token, {
      first_name: `Lead${String(i)}`,
      last_name: 'Bench',
      email: `lead${String(i)}@bench.example.com`,
      phone,
      country_code: 'HKG',
    });
    for (const channel of CHANNELS) {
      await call('PUT', `/api/admin/lead/${String(lead.id)}/consent`, token, { channel, granted: true });
    }
    leads.push({ id: lead.id as number, phone: `+852${phone}` });
  }
  await bus.idle();
  console.log(
    `  made ${String(LEADS)} leads with consent on e-mail, SMS and WhatsApp in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const times = new Map<Channel, number[]>(CHANNELS.map((c) => [c, []]));
  let misdirected = 0;
  startCounting();
  for (const [i, lead] of leads.entries()) {
    let from: number | null = null;
    for (const channel of CHANNELS) {
      const to = statuses.get(channel)!;
      const before = files(dataDir, channel).length;
      const start = Date.now();
      await call('PUT', `/api/admin/lead/${String(lead.id)}/status`, token, { from_status_id: from, status_id: to });
      const file = await nextFile(dataDir, channel, before);
      // The subscriber records the send after the provider answered: let it finish before the next move.
      await bus.idle();
      // Read once the stand-in has answered, so the file is whole: its last write is when the message existed.
      times.get(channel)!.push(Math.max(0, statSync(file).mtimeMs - start));
      // The message is the lead's: its address, as the stand-in received it.
      const address = channel === 'email' ? `lead${String(i)}@bench.example.com` : lead.phone;
      const reached =
        channel === 'email'
          ? readFileSync(file, 'utf8').toLowerCase().includes(`to: ${address}`)
          : readOutbox(dataDir, channel).some((m) => m.to === address && file.includes(m.id));
      if (!reached) {
        misdirected++;
        console.log(`  ${channel} move of lead ${String(lead.id)}: ${file} is not to ${address}`);
      }
      from = to;
    }
  }
  const calls = stopCounting();
  const moves = LEADS * CHANNELS.length;
  for (const channel of CHANNELS) {
    const t = times.get(channel)!;
    console.log(
      `  ${channel}: ${String(t.length)} moves, p50 ${percentile(t, 50).toFixed(0)} ms, p95 ${percentile(t, 95).toFixed(0)} ms, max ${Math.max(...t).toFixed(0)} ms`,
    );
  }
  console.log(
    `  DynamoDB calls per status change, request and trigger: ${(calls.total / moves).toFixed(1)} (${calls.byCommand.map(([c, n]) => `${c} ${String(n)}`).join(', ')}); ${String(bus.failures.length)} failed deliveries, ${String(misdirected)} messages to someone else`,
  );
  return [
    ...CHANNELS.map((channel): Result => ({
      name: `lead status change → ${channel} message exists, ${String(LEADS)} moves p95`,
      value: percentile(times.get(channel)!, 95),
      unit: 'ms',
      goal: GOAL_MS,
      lowerIsBetter: true,
    })),
    {
      name: 'lead status changes whose message reached someone else or whose delivery failed',
      value: misdirected + bus.failures.length,
      unit: 'moves',
      goal: 0,
      lowerIsBetter: true,
    },
  ];
}
