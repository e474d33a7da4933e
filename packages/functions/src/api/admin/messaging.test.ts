import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Consent } from '@shop/core/messaging/consent';
import { FREQUENCY_CAP, sendDue, sendMessage } from '@shop/core/messaging/send';
import { unsubscribeSignature } from '@shop/core/messaging/unsubscribe';
import { readOutbox } from '../../local/messaging-local.js';
import { allMails, testDataDir } from '../../local/testing/index.js';
import { adminToken, call } from '../testing.js';

let n = 0;
/** A customer (a lead) with an e-mail and a Hong Kong mobile, and its id. */
async function customer(phone: string): Promise<{ id: number; email: string }> {
  const token = await adminToken();
  const email = `msg${String(++n)}-${String(Date.now())}@example.com`;
  const reply = await call('POST', '/api/admin/lead', {
    token,
    json: { first_name: 'Siu Ming', last_name: 'Lee', email, phone, country_code: 'HKG' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.id as number, email };
}

const sms = () => readOutbox(testDataDir(), 'sms');
/** 14:00 in Hong Kong (06:00 UTC): outside quiet hours. */
const AFTERNOON = new Date('2031-05-05T06:00:00Z');

describe('messaging: consent, quiet hours, frequency and sending once', () => {
  it('sends marketing only with consent, transactional without it, through the SDK to the stand-ins', async () => {
    const lead = await customer('91234567');
    const marketing = {
      channel: 'sms' as const,
      purpose: 'marketing' as const,
      customer_id: lead.id,
      to: '+85291234567',
      body: 'Spring sale!',
    };
    expect((await sendMessage({ ...marketing, key: 'no-consent' }, AFTERNOON)).state).toBe('skipped_no_consent');
    expect(sms().filter((m) => m.to === '+85291234567')).toEqual([]);
    expect(
      (await sendMessage({ ...marketing, key: 'order-1', purpose: 'transactional', body: 'Your order shipped' }, AFTERNOON)).state,
    ).toBe('sent');

    await Consent.grant(lead.id, 'sms', '+85291234567', 'staff');
    expect((await sendMessage({ ...marketing, key: 'with-consent' }, AFTERNOON)).state).toBe('sent');
    const sent = sms().filter((m) => m.to === '+85291234567');
    expect(sent.map((m) => [m.body, m.type])).toEqual([
      ['Your order shipped', 'TRANSACTIONAL'],
      ['Spring sale!', 'PROMOTIONAL'],
    ]);

    // WhatsApp: an approved template and its parameters, as the recipient reads them.
    await Consent.grant(lead.id, 'whatsapp', '+85291234567', 'form');
    const template = { name: 'spring_sale', language: 'zh_HK', parameters: ['Siu Ming', '20%'] };
    expect((await sendMessage({ ...marketing, channel: 'whatsapp', key: 'wa-1', template }, AFTERNOON)).state).toBe('sent');
    expect(readOutbox(testDataDir(), 'whatsapp').filter((m) => m.to === '+85291234567')).toMatchObject([
      { body: 'Siu Ming\n20%', template: { name: 'spring_sale', language: 'zh_HK' } },
    ]);
  });

  it('sends one message for one key even when it is sent twice at once, and again only after a failure', async () => {
    const lead = await customer('91234568');
    const message = {
      key: 'event-42:lead',
      channel: 'sms' as const,
      purpose: 'transactional' as const,
      customer_id: lead.id,
      to: '+85291234568',
      body: 'Once',
    };
    const states = (
      await Promise.all([sendMessage(message, AFTERNOON), sendMessage(message, AFTERNOON), sendMessage(message, AFTERNOON)])
    ).map((r) => r.state);
    expect(states.sort()).toEqual(['duplicate', 'duplicate', 'sent']);
    expect(sms().filter((m) => m.to === '+85291234568')).toHaveLength(1);
    // A number the provider refuses fails, is recorded as failed, and a retry tries it again.
    const refused = { ...message, key: 'event-43:lead', to: '+85299999001' };
    await expect(sendMessage(refused, AFTERNOON)).rejects.toThrow();
    await expect(sendMessage(refused, AFTERNOON)).rejects.toThrow();
    const history = (await call('GET', `/api/admin/lead/${String(lead.id)}/messages`, { token: await adminToken() })).body.data as {
      state: string;
      to: string;
    }[];
    expect(history.map((m) => [m.to, m.state])).toEqual([
      ['+85299999001', 'failed'],
      ['+85291234568', 'sent'],
    ]);
  });

  it('keeps marketing for the morning inside quiet hours (21:00–09:00 in Hong Kong), then sends it, unless consent went meanwhile', async () => {
    const lead = await customer('91234569');
    await Consent.grant(lead.id, 'sms', '+85291234569', 'form');
    const night = new Date('2031-05-05T15:30:00Z'); // 23:30 in Hong Kong
    const base = { channel: 'sms' as const, purpose: 'marketing' as const, customer_id: lead.id, to: '+85291234569' };
    expect((await sendMessage({ ...base, key: 'night-1', body: 'Good morning offer' }, night)).state).toBe('scheduled');
    // Transactional messages are not held.
    expect((await sendMessage({ ...base, key: 'night-2', purpose: 'transactional', body: 'Code 1234' }, night)).state).toBe('sent');
    const mine = () =>
      sms()
        .filter((m) => m.to === '+85291234569')
        .map((m) => m.body);
    expect(mine()).toEqual(['Code 1234']);
    await sendDue(new Date('2031-05-06T00:59:00Z')); // 08:59 in Hong Kong
    expect(mine()).toEqual(['Code 1234']);
    expect(await sendDue(new Date('2031-05-06T01:00:00Z'))).toBeGreaterThanOrEqual(1); // 09:00
    expect(mine()).toEqual(['Code 1234', 'Good morning offer']);
    expect(await sendDue(new Date('2031-05-06T01:05:00Z'))).toBe(0);

    // Scheduled, then withdrawn by a STOP before morning: not sent.
    expect((await sendMessage({ ...base, key: 'night-3', body: 'Never sent' }, night)).state).toBe('scheduled');
    await Consent.withdraw(lead.id, 'sms', 'stop');
    await sendDue(new Date('2031-05-07T01:00:00Z'));
    expect(mine()).not.toContain('Never sent');
  });

  it(`caps marketing at ${String(FREQUENCY_CAP)} per channel a week per recipient`, async () => {
    const lead = await customer('91234570');
    await Consent.grant(lead.id, 'sms', '+85291234570', 'form');
    const states: string[] = [];
    for (let i = 0; i <= FREQUENCY_CAP; i++) {
      states.push(
        (
          await sendMessage(
            {
              key: `cap-${String(i)}`,
              channel: 'sms',
              purpose: 'marketing',
              customer_id: lead.id,
              to: '+85291234570',
              body: `Offer ${String(i)}`,
            },
            AFTERNOON,
          )
        ).state,
      );
    }
    expect(states).toEqual([...Array.from({ length: FREQUENCY_CAP }, () => 'sent'), 'capped']);
  });

  it('an SMS "STOP" withdraws SMS consent, and later marketing SMS is skipped', async () => {
    const lead = await customer('91234571');
    await Consent.grant(lead.id, 'sms', '+85291234571', 'form');
    const endpoint = process.env.SMS_ENDPOINT!;
    const stop = await fetch(`${endpoint}/inbound`, {
      method: 'POST',
      body: JSON.stringify({ from: '+85291234571', to: 'ShopLocal', body: ' stop ' }),
    });
    expect(stop.status).toBe(200);
    expect(await Consent.granted(lead.id, 'sms')).toBe(false);
    expect((await Consent.of(lead.id))[0]).toMatchObject({ channel: 'sms', granted: false, withdrawn_by: 'stop' });
    const after = await sendMessage(
      { key: 'after-stop', channel: 'sms', purpose: 'marketing', customer_id: lead.id, to: '+85291234571', body: 'Hello?' },
      AFTERNOON,
    );
    expect(after.state).toBe('skipped_no_consent');
  });

  it('a marketing e-mail carries a signed unsubscribe link and List-Unsubscribe headers; the link withdraws, a forged one changes nothing', async () => {
    const lead = await customer('91234572');
    const token = await adminToken();
    await call('PUT', `/api/admin/user/${String(lead.id)}`, {
      token,
      json: { first_name: 'Siu Ming', last_name: 'Lee', email: lead.email, gender: 'male', is_subscribe: true },
    });
    const granted = await call('PUT', `/api/admin/lead/${String(lead.id)}/consent`, { token, json: { channel: 'email', granted: true } });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    await sendMessage(
      { key: 'news-1', channel: 'email', purpose: 'marketing', customer_id: lead.id, to: lead.email, subject: 'News', body: 'Hello' },
      AFTERNOON,
    );
    const mail = (await allMails()).find((m) => m.to.includes(lead.email))!;
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const link = new URL(mail.listUnsubscribe!);
    expect(link.pathname).toBe('/unsubscribe');
    expect(mail.text).toContain(link.toString());

    const forged = await call(
      'GET',
      `/api/unsubscribe/${encodeURIComponent(lead.email)}?signature=${unsubscribeSignature('someone@example.com')}`,
    );
    expect(forged.status).toBe(403);
    expect(await Consent.granted(lead.id, 'email')).toBe(true);
    const done = await call('GET', `/api/unsubscribe/${encodeURIComponent(lead.email)}?signature=${link.searchParams.get('signature')!}`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: 'unsubscribed', email: lead.email });
    expect(await Consent.granted(lead.id, 'email')).toBe(false);
    expect((await call('GET', `/api/admin/user/${String(lead.id)}`, { token })).body.is_subscribe).toBe(false);
    const consent = (await call('GET', `/api/admin/lead/${String(lead.id)}/consent`, { token })).body as {
      channel: string;
      withdrawn_by: string;
    }[];
    expect(consent).toMatchObject([{ channel: 'email', granted: false, withdrawn_by: 'unsubscribe' }]);
    // Consent on a channel the lead has no address for is refused.
    const noPhone = await customer('');
    const refused = await call('PUT', `/api/admin/lead/${String(noPhone.id)}/consent`, { token, json: { channel: 'sms', granted: true } });
    expect(refused.status).toBe(422);
    expect(readdirSync(join(testDataDir(), 'mail')).length).toBeGreaterThan(0);
  });
});
