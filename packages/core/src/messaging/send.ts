import { createHash } from 'node:crypto';
import { isConditionFailure } from '../shared/dynamo.js';
import { addressKey, type Channel, type MessageState } from './channels.js';
import { Consent } from './consent.js';
import { messageEntity, type MessageRecord, type MessageTemplate } from './message.entity.js';
import { deliver } from './providers.js';
import { configuredQuietHours, sendTime } from './quiet-hours.js';
import { env } from '../shared/env.js';

export type { Channel } from './channels.js';

export interface OutgoingMessage {
  /** Why it is sent (the event id and the recipient's role): one send per (key, channel, to). */
  key: string;
  channel: Channel;
  purpose: 'marketing' | 'transactional';
  /** A customer recipient: consent, history. */
  customer_id?: number;
  /** E.164 phone (SMS, WhatsApp) or e-mail address. */
  to: string;
  /** The text as the recipient reads it. */
  body: string;
  subject?: string;
  html?: string;
  template?: MessageTemplate;
  /** IANA zone of the recipient; the shop's (Asia/Hong_Kong) unless known. */
  time_zone?: string;
}

export type SendState = Exclude<MessageState, 'queued' | 'failed'> | 'duplicate';

/** At most this many marketing messages per recipient and channel in FREQUENCY_WINDOW_DAYS (decision 0058). */
export const FREQUENCY_CAP = 3;
export const FREQUENCY_WINDOW_DAYS = 7;

const SCHEDULED = 'scheduled';

export const messageIdOf = (key: string, channel: Channel, to: string): string =>
  createHash('sha256')
    .update(`${key}\u0000${channel}\u0000${addressKey(channel, to)}`)
    .digest('base64url')
    .slice(0, 32);

/** Marketing messages this customer was sent (or will be) on the channel within the window. */
async function recentMarketing(customerId: number, channel: Channel, now: Date): Promise<number> {
  const since = new Date(now.getTime() - FREQUENCY_WINDOW_DAYS * 86_400_000).toISOString();
  const { data } = await messageEntity.query
    .byCustomer({ customer_partition: `customer_${String(customerId)}` })
    .gte({ customer_sort: since })
    .go({ pages: 'all', attributes: ['channel', 'purpose', 'state'] });
  return data.filter((m) => m.channel === channel && m.purpose === 'marketing' && (m.state === 'sent' || m.state === 'scheduled')).length;
}

async function settle(record: MessageRecord, state: MessageState, extra: Partial<MessageRecord> = {}): Promise<void> {
  const { send_after: _after, scheduled_partition: _partition, ...rest } = record;
  const next = { ...rest, ...extra, state, updated_at: new Date().toISOString() };
  await messageEntity.put(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as never).go();
}

/** Sends a stored message now and records the outcome (a provider failure is recorded and thrown, so the caller retries). */
async function sendNow(record: MessageRecord): Promise<void> {
  try {
    const providerId = await deliver(record);
    await settle(record, 'sent', { sent_at: new Date().toISOString(), ...(providerId ? { provider_id: providerId } : {}) });
  } catch (error) {
    await settle(record, 'failed', { error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/**
 * Sends one message once (decision 0058). The record is written first with a condition that it is new
 * (its id hashes key, channel and address), so the same event delivered twice, even at once, sends one
 * message; a failed attempt is written as `failed` and may be sent again by the retry. Marketing needs
 * the customer's consent for the channel (else `skipped_no_consent`), respects the frequency cap (else
 * `capped`) and waits out quiet hours (`scheduled`, sent by `sendDue`).
 */
export async function sendMessage(message: OutgoingMessage, now = new Date()): Promise<{ state: SendState; id: string }> {
  const id = messageIdOf(message.key, message.channel, message.to);
  const marketing = message.purpose === 'marketing';
  let state: MessageState = 'queued';
  if (marketing && (message.customer_id === undefined || !(await Consent.granted(message.customer_id, message.channel))))
    state = 'skipped_no_consent';
  else if (
    marketing &&
    message.customer_id !== undefined &&
    (await recentMarketing(message.customer_id, message.channel, now)) >= FREQUENCY_CAP
  )
    state = 'capped';
  const quiet = configuredQuietHours(env().QUIET_HOURS, message.time_zone ?? env().SHOP_TIME_ZONE);
  const after = marketing && state === 'queued' && quiet ? sendTime(now, quiet) : now;
  if (state === 'queued' && after.getTime() > now.getTime()) state = 'scheduled';

  const stamp = now.toISOString();
  const record = {
    message_id: id,
    key: message.key,
    channel: message.channel,
    purpose: message.purpose,
    to: addressKey(message.channel, message.to),
    ...(message.customer_id !== undefined
      ? { customer_id: message.customer_id, customer_partition: `customer_${String(message.customer_id)}`, customer_sort: `${stamp}#${id}` }
      : {}),
    body: message.body,
    ...(message.subject ? { subject: message.subject } : {}),
    ...(message.html ? { html: message.html } : {}),
    ...(message.template ? { template: message.template } : {}),
    state,
    ...(state === 'scheduled' ? { send_after: after.toISOString(), scheduled_partition: SCHEDULED } : {}),
    created_at: stamp,
    updated_at: stamp,
  } as MessageRecord;
  try {
    await messageEntity.create(record as never).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Sent before, or being sent: only a failed one is tried again (the retry of a failed delivery).
    const { data: existing } = await messageEntity.get({ message_id: id }).go({ consistent: true });
    if (existing?.state !== 'failed') return { state: 'duplicate', id };
    await sendNow({ ...existing, updated_at: stamp });
    return { state: 'sent', id };
  }
  if (state === 'queued') {
    await sendNow(record);
    return { state: 'sent', id };
  }
  return { state, id };
}

/**
 * Sends the scheduled messages whose time has come (the `messages-due` job, every minute), oldest first,
 * at most `limit` a run. Each is taken with a conditional write (scheduled → queued), so two runs at once
 * send it once; consent is checked again, since it may have been withdrawn while it waited.
 */
export async function sendDue(now = new Date(), limit = 100): Promise<number> {
  const { data } = await messageEntity.query
    .scheduled({ scheduled_partition: SCHEDULED })
    .lte({ send_after: now.toISOString() })
    .go({ limit });
  let sent = 0;
  for (const due of data) {
    try {
      await messageEntity
        .patch({ message_id: due.message_id })
        .set({ state: 'queued', updated_at: now.toISOString() })
        .remove(['scheduled_partition', 'send_after'])
        .where(({ state }, { eq }) => eq(state, 'scheduled'))
        .go();
    } catch (error) {
      if (isConditionFailure(error)) continue;
      throw error;
    }
    const { data: record } = await messageEntity.get({ message_id: due.message_id }).go({ consistent: true });
    if (!record) continue;
    if (
      record.purpose === 'marketing' &&
      (record.customer_id === undefined || !(await Consent.granted(record.customer_id, record.channel)))
    ) {
      await settle(record, 'skipped_no_consent');
      continue;
    }
    await sendNow(record);
    sent++;
  }
  return sent;
}
