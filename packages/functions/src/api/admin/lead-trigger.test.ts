import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runLeadTrigger } from '@shop/core/crm/lead-trigger';
import { Consent } from '@shop/core/messaging/consent';
import { readOutbox } from '../../local/messaging-local.js';
import { allMails, deadLettersAfterEvents, testDataDir, waitForEvents, watchEvents } from '../../local/testing/index.js';
import { adminToken, call, limitedAdmin, uploadEbook } from '../testing.js';

import type { z } from 'zod';
import type { LeadStatusChanged } from '@shop/core/crm/lead.events';

type Change = z.output<(typeof LeadStatusChanged)['schema']>;

async function status(token: string, json: object): Promise<number> {
  const reply = await call('POST', '/api/admin/status', { token, json: { title: 'S', ...json } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as number;
}

/** A sales admin with a phone, to be the lead's assigned admin. */
async function salesAdmin(phone: string): Promise<{ id: number; email: string }> {
  const admin = await limitedAdmin(['get leads'], {});
  const token = await adminToken();
  const account = (await call('GET', `/api/admin/account/${String(admin.id)}`, { token })).body as Record<string, unknown>;
  const saved = await call('PUT', `/api/admin/account/${String(admin.id)}`, {
    token,
    json: {
      name: account.name,
      email: account.email,
      enabled: true,
      role_id: admin.roleId,
      commission_enabled: true,
      phone,
      country_code: 'HKG',
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { id: admin.id, email: account.email as string };
}

describe('lead-status triggers, through EventBridge to each channel', () => {
  // Only the date is fixed (14:00 in Hong Kong, outside quiet hours): timers, the bus and the stand-ins run for real.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-05T06:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('an SMS trigger to the assigned admin and the lead sends one SMS each, once, even when the event comes twice', async () => {
    const token = await adminToken();
    const admin = await salesAdmin('61234567');
    const sms = await status(token, {
      title: 'Hot',
      trigger: 'sms_to_assigned_and_lead',
      trigger_template: '{name} is now {status}; call by {admin_name}',
    });
    const events = watchEvents<Change>('lead.status_changed');
    const created = await call('POST', '/api/admin/lead', {
      token,
      json: {
        first_name: 'Ka Yan',
        last_name: 'Ho',
        email: 'kayan@example.com',
        phone: '92345678',
        country_code: 'HKG',
        admin_id: admin.id,
      },
    });
    const leadId = created.body.id as number;
    await Consent.grant(leadId, 'sms', '+85292345678', 'form');
    const moved = await call('PUT', `/api/admin/lead/${String(leadId)}`, {
      token,
      json: {
        first_name: 'Ka Yan',
        last_name: 'Ho',
        email: 'kayan@example.com',
        phone: '92345678',
        country_code: 'HKG',
        admin_id: admin.id,
        status_id: sms,
      },
    });
    expect(moved.status).toBe(200);
    await waitForEvents();
    const outbox = () => readOutbox(testDataDir(), 'sms').filter((m) => ['+85292345678', '+85261234567'].includes(m.to));
    expect(
      outbox()
        .map((m) => [m.to, m.type])
        .sort(),
    ).toEqual([
      ['+85261234567', 'TRANSACTIONAL'],
      ['+85292345678', 'PROMOTIONAL'],
    ]);
    expect(outbox()[0]!.body).toMatch(/^Ka Yan Ho is now Hot; call by Limited \d+$/);

    // One event delivered twice (EventBridge is at least once), even at once: one SMS per recipient.
    const [change] = events.take().filter((e) => e.status_id === sms);
    const delivered = { id: 'delivered-twice', type: 'lead.status_changed', occurred_at: new Date().toISOString(), properties: change! };
    await Promise.all([runLeadTrigger(delivered), runLeadTrigger(delivered)]);
    await runLeadTrigger(delivered);
    expect(outbox()).toHaveLength(4);
    const history = (await call('GET', `/api/admin/lead/${String(leadId)}/messages`, { token })).body.data as {
      state: string;
      channel: string;
    }[];
    expect(history.map((m) => [m.channel, m.state])).toEqual([
      ['sms', 'sent'],
      ['sms', 'sent'],
    ]);
    events.stop();
  });

  it('an e-book trigger mails the lead a button to /ebook whose download works; without consent nothing goes and the history says why', async () => {
    const token = await adminToken();
    const file = await uploadEbook(token);
    const ebook = await status(token, {
      title: 'Guide',
      trigger: 'ebook_email_to_lead',
      trigger_template: 'Hi {first_name}, here is your guide.',
      file,
      button_name: 'Get the guide',
    });
    const lead = async (email: string, consent: boolean) => {
      const id = (await call('POST', '/api/admin/lead', { token, json: { first_name: 'Wing', last_name: 'Lam', email } })).body
        .id as number;
      if (consent) await call('PUT', `/api/admin/lead/${String(id)}/consent`, { token, json: { channel: 'email', granted: true } });
      await call('PUT', `/api/admin/lead/${String(id)}/status`, { token, json: { from_status_id: null, status_id: ebook } });
      return id;
    };
    await lead('wing@example.com', true);
    const silent = await lead('wing-no@example.com', false);
    await waitForEvents();
    const mails = await allMails();
    expect(mails.filter((m) => m.to.includes('wing-no@example.com'))).toEqual([]);
    const mail = mails.find((m) => m.to.includes('wing@example.com'))!;
    expect(mail.subject).toBe('Guide');
    expect(mail.text).toContain('Hi Wing, here is your guide.');
    const button = /href="([^"]+\/ebook\?[^"]+)"[^>]*>Get the guide</.exec(mail.html)![1]!.replace(/&#38;/g, '&');
    const link = new URL(button);
    expect(link.searchParams.get('utm_source')).toBe('ebook_email');
    expect(link.searchParams.get('utm_campaign')).toBe(`status-${String(ebook)}`);
    const opened = await call('GET', `/api/ebook?token=${encodeURIComponent(link.searchParams.get('token')!)}`);
    expect(opened.status).toBe(200);
    expect((await fetch(opened.body.url as string)).status).toBe(200);
    const history = (await call('GET', `/api/admin/lead/${String(silent)}/messages`, { token })).body.data as { state: string }[];
    expect(history.map((m) => m.state)).toEqual(['skipped_no_consent']);
  });

  it("a WhatsApp trigger sends the approved template; one the provider refuses every time lands in the channel's dead letters", async () => {
    const token = await adminToken();
    const wa = await status(token, { title: 'Welcome', trigger: 'whatsapp_to_lead', trigger_template: 'Welcome {first_name}' });
    const lead = async (phone: string) => {
      const id = (
        await call('POST', '/api/admin/lead', {
          token,
          json: { first_name: 'Chi', last_name: 'Wong', email: `wa${phone}@example.com`, phone, country_code: 'HKG' },
        })
      ).body.id as number;
      await call('PUT', `/api/admin/lead/${String(id)}/consent`, { token, json: { channel: 'whatsapp', granted: true } });
      await call('PUT', `/api/admin/lead/${String(id)}/status`, { token, json: { from_status_id: null, status_id: wa } });
      return id;
    };
    await lead('93456789');
    const refused = await lead('99999123');
    expect((await deadLettersAfterEvents()).map((f) => f.route)).toEqual(['lead-status-whatsapp']);
    expect(readOutbox(testDataDir(), 'whatsapp').filter((m) => m.to === '+85293456789')).toMatchObject([
      { body: 'Chi\nWelcome', template: { name: `status_${String(wa)}` } },
    ]);
    const dead = join(testDataDir(), 'dead-letters', 'lead-status-whatsapp');
    expect(existsSync(dead)).toBe(true);
    expect(readdirSync(dead)).toHaveLength(1);
    const history = (await call('GET', `/api/admin/lead/${String(refused)}/messages`, { token })).body.data as {
      state: string;
      error: string;
    }[];
    expect(history).toMatchObject([{ state: 'failed' }]);
  });
});
