import { Admin } from '../access/admin.js';
import { Customer } from '../customer/customer.js';
import type { CustomerInfo } from '../customer/customer.schema.js';
import { publish } from '../events/define.js';
import { sendMessage, type OutgoingMessage } from '../messaging/send.js';
import { toE164 } from '../shared/countries.js';
import { isConditionFailure } from '../shared/dynamo.js';
import { Tag } from '../tag/tag.js';
import { broadcastChunkEntity, broadcastEntity, broadcastResultEntity } from './broadcast.entity.js';
import { BroadcastChunkReady } from './broadcast.events.js';
import type { RecipientResult } from './broadcast.schema.js';
import { broadcastStore } from './broadcast.store.js';
import { BroadcastMessage } from './broadcast-message.js';
import type { BroadcastMessageInfo } from './broadcast-message.schema.js';
import { BroadcastReceiver } from './broadcast-receiver.js';
import type { BroadcastReceiverInfo } from './broadcast-receiver.schema.js';

/** Recipients per chunk: one event, one BatchGet of customers, one bounded run of sends (decision 0062). */
export const CHUNK_SIZE = 100;

/** Messages a second per channel (SES's default sending rate, End User Messaging's default MPS). */
const CHANNEL_RATE = { email: 14, sms: 20, whatsapp: 20 } as const;

/**
 * The rate and chunk size, read when used: `BROADCAST_RATE` (messages a second, any channel) and
 * `BROADCAST_CHUNK_SIZE` tune them for an account with other limits, the bench and the tests.
 */
const rateOf = (channel: keyof typeof CHANNEL_RATE) => Number(process.env.BROADCAST_RATE ?? 0) || CHANNEL_RATE[channel];
const chunkSize = () => Math.min(Math.max(Number(process.env.BROADCAST_CHUNK_SIZE ?? 0) || CHUNK_SIZE, 1), 500);

const fold = (s: string) => s.trim().toLowerCase();

/**
 * Whether a customer meets an audience's conditions (all of them, or any). `groupOf` gives the sales
 * group of the customer's admin: a customer is in a group through the admin assigned to them (decision 0065).
 */
export function matches(receiver: BroadcastReceiverInfo, c: CustomerInfo, groupOf: ReadonlyMap<number, number> = new Map()): boolean {
  const tags = new Set(c.tags.map(fold));
  const group = c.admin_id ? groupOf.get(c.admin_id) : undefined;
  const checks = [
    ...receiver.tags.map((t) => tags.has(fold(t))),
    ...(receiver.group_ids.length ? [group !== undefined && receiver.group_ids.includes(group)] : []),
    ...(receiver.status_ids.length ? [c.status_id !== null && receiver.status_ids.includes(c.status_id)] : []),
    ...(receiver.lead_sources.length ? [c.lead_source !== null && receiver.lead_sources.includes(c.lead_source)] : []),
    ...(receiver.tier_ids.length ? [c.membership_tier_id !== null && receiver.tier_ids.includes(c.membership_tier_id)] : []),
  ];
  return receiver.match === 'all' ? checks.every(Boolean) : checks.some(Boolean);
}

/**
 * The customers an audience can be listed from (all: the smallest list of a condition; any: all of
 * them): its tags' sets, its statuses' partitions, its lead sources' partitions (gsi6) and its groups'
 * customers (each admin's assignment set) and its tiers' members (gsi5 partitions). A condition of
 * several values (two statuses) is one list, their union.
 */
async function candidates(receiver: BroadcastReceiverInfo): Promise<number[]> {
  const union = (sets: number[][]) => [...new Set(sets.flat())];
  const lists = [
    ...(await Promise.all(receiver.tags.map((t) => Tag.customerIds(t)))),
    ...(receiver.status_ids.length ? [union(await Promise.all(receiver.status_ids.map((s) => Customer.idsWithStatus(s))))] : []),
    ...(receiver.lead_sources.length ? [union(await Promise.all(receiver.lead_sources.map((s) => Customer.idsWithLeadSource(s))))] : []),
    ...(receiver.group_ids.length ? [union(await Promise.all(receiver.group_ids.map((g) => Customer.idsInGroup(g))))] : []),
    ...(receiver.tier_ids.length ? [union(await Promise.all(receiver.tier_ids.map((t) => Customer.idsWithTier(t))))] : []),
  ];
  if (receiver.match === 'any') return union(lists);
  return lists.reduce((smallest, list) => (list.length < smallest.length ? list : smallest), lists[0] ?? []);
}

/**
 * Fixes a starting broadcast's audience: the union of its receivers' candidates, in chunks of CHUNK_SIZE
 * ids (items in the broadcast's partition), then starts sending with chunk 0. Run by the
 * `broadcast-start` subscriber; a repeated event finds the broadcast no longer `preparing` and stops.
 */
export async function prepareBroadcast(id: number, now = new Date()): Promise<void> {
  const broadcast = await broadcastStore.find(id);
  if (broadcast?.state !== 'preparing') return;
  const receivers = await Promise.all(
    broadcast.receivers.map(async (name) => BroadcastReceiver.get(await BroadcastReceiver.idOf(name), 'default')),
  );
  const ids = [...new Set((await Promise.all(receivers.map(candidates))).flat())].sort((a, b) => a - b);
  const size = chunkSize();
  const chunks = Math.ceil(ids.length / size);
  for (let c = 0; c < chunks; c += 25) {
    const items = Array.from({ length: Math.min(25, chunks - c) }, (_, i) => ({
      broadcast_id: id,
      chunk: c + i,
      ids: ids.slice((c + i) * size, (c + i + 1) * size),
    }));
    await broadcastChunkEntity.put(items).go();
  }
  const stamp = now.toISOString();
  try {
    await broadcastEntity
      .patch({ id })
      .set({
        state: chunks ? 'sending' : 'done',
        total: ids.length,
        chunks,
        next_chunk: 0,
        started_at: stamp,
        ...(chunks ? {} : { finished_at: stamp }),
        updated_at: stamp,
      })
      .where(({ state }, { eq }) => eq(state, 'preparing'))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  if (chunks) await publish(BroadcastChunkReady, { broadcast_id: id, chunk: 0 });
}

const PLACEHOLDER = /\{(\w+)\}/g;
function fill(text: string, c: CustomerInfo): string {
  const values: Record<string, string> = {
    first_name: c.first_name,
    last_name: c.last_name,
    full_name: `${c.first_name} ${c.last_name}`.trim(),
    email: c.email,
    phone: c.phone ?? '',
  };
  return text.replace(PLACEHOLDER, (whole, key: string) => values[key] ?? whole);
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The message for one recipient, or the reason there is none. */
function messageFor(id: number, template: BroadcastMessageInfo, c: CustomerInfo): OutgoingMessage | 'no_address' {
  const channel = template.channel;
  const to = channel === 'email' ? c.email : toE164(c.phone, c.country_code);
  if (!to) return 'no_address';
  const body = fill(template.body, c);
  return {
    key: `broadcast-${String(id)}`,
    channel,
    purpose: 'marketing',
    customer_id: c.id,
    to,
    // Quiet hours in the customer's own zone when known (decision 0065), else the shop's.
    ...(c.time_zone ? { time_zone: c.time_zone } : {}),
    body: channel === 'email' ? plain(body) : body,
    ...(channel === 'email' ? { subject: fill(template.subject ?? template.title, c), html: body } : {}),
    ...(channel === 'whatsapp' && template.template_name
      ? {
          template: {
            name: template.template_name,
            language: template.template_language ?? 'en_US',
            parameters: [...template.body.matchAll(PLACEHOLDER)].map((m) => fill(m[0], c)),
          },
        }
      : {}),
  };
}

const counted: Record<RecipientResult, 'sent' | 'skipped' | 'failed'> = {
  sent: 'sent',
  scheduled: 'sent',
  duplicate: 'sent',
  skipped_no_consent: 'skipped',
  capped: 'skipped',
  no_address: 'skipped',
  not_matching: 'skipped',
  failed: 'failed',
};

/**
 * Sends one chunk of a broadcast (the `broadcast-chunk` subscriber), at the channel's rate. It runs only
 * while the broadcast is `sending` and this chunk is its next one: a paused broadcast stops here and a
 * repeated event does nothing. Each send is idempotent (its key is the broadcast), so a retry of a chunk
 * cut short sends nobody twice. The chunk's counts and the move to the next chunk are one conditional
 * write; the next chunk's event follows, or the broadcast is done.
 */
export async function sendChunk(id: number, chunk: number, now = () => new Date()): Promise<void> {
  const broadcast = await broadcastStore.find(id);
  if (broadcast?.state !== 'sending' || broadcast.next_chunk !== chunk) return;
  const [{ data: part }, template, receivers] = await Promise.all([
    broadcastChunkEntity.get({ broadcast_id: id, chunk }).go(),
    BroadcastMessage.get(broadcast.message_id, 'default'),
    Promise.all(broadcast.receivers.map(async (name) => BroadcastReceiver.get(await BroadcastReceiver.idOf(name), 'default'))),
  ]);
  const customers = await Customer.many(part?.ids ?? []);
  // The sales groups of the chunk's admins, read once, when an audience names groups.
  const groupOf = receivers.some((r) => r.group_ids.length)
    ? await Admin.groupsOf(customers.flatMap((c) => (c.admin_id ? [c.admin_id] : [])))
    : new Map<number, number>();
  const gap = 1000 / rateOf(template.channel);
  const results: { customer_id: number; to?: string; result: RecipientResult; at: string }[] = [];
  for (const customer of customers) {
    const started = Date.now();
    let result: RecipientResult;
    let to: string | undefined;
    if (!receivers.some((r) => matches(r, customer, groupOf))) result = 'not_matching';
    else {
      const message = messageFor(id, template, customer);
      if (message === 'no_address') result = 'no_address';
      else {
        to = message.to;
        try {
          result = (await sendMessage(message, now())).state;
        } catch {
          result = 'failed';
        }
        const wait = gap - (Date.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    }
    results.push({ customer_id: customer.id, ...(to ? { to } : {}), result, at: now().toISOString() });
  }
  for (let i = 0; i < results.length; i += 25)
    await broadcastResultEntity.put(results.slice(i, i + 25).map((r) => ({ broadcast_id: id, ...r }))).go();
  const add = { sent: 0, skipped: 0, failed: 0 };
  for (const r of results) add[counted[r.result]]++;
  const last = chunk + 1 >= broadcast.chunks;
  const stamp = now().toISOString();
  try {
    await broadcastEntity
      .patch({ id })
      .add({ ...add, processed: results.length })
      .set({ next_chunk: chunk + 1, updated_at: stamp, ...(last ? { state: 'done', finished_at: stamp } : {}) })
      .where(({ next_chunk, state }, { eq }) => `${eq(next_chunk, chunk)} AND (${eq(state, 'sending')} OR ${eq(state, 'paused')})`)
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  if (last) return;
  // A pause during this chunk stops here; resuming publishes the next chunk.
  const after = await broadcastStore.find(id);
  if (after?.state === 'sending') await publish(BroadcastChunkReady, { broadcast_id: id, chunk: chunk + 1 });
}
