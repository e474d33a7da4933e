import { afterEach, describe, expect, it } from 'vitest';
import { Consent } from '@shop/core/messaging/consent';
import { sendMessage } from '@shop/core/messaging/send';
import { adminToken, call, limitedAdmin } from '../testing.js';

/** 14:00 in Hong Kong: outside quiet hours. */
const AFTERNOON = new Date('2031-06-02T06:00:00Z');
const dataDir = process.env.DATA_DIR;

afterEach(() => {
  process.env.DATA_DIR = dataDir;
});

describe('the development outbox and consent by address', () => {
  it('finds whose consent an address is (phone as E.164, e-mail case-insensitive), and withdraws by it', async () => {
    const token = await adminToken();
    const lead = await call('POST', '/api/admin/lead', {
      token,
      json: { first_name: 'Wing', last_name: 'Chan', email: 'Wing.Chan@example.com', phone: '61234567', country_code: 'HKG' },
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const id = lead.body.id as number;
    await Consent.grant(id, 'sms', '+85261234567', 'form');
    await Consent.grant(id, 'email', 'Wing.Chan@example.com', 'checkout');
    expect(await Consent.customerAt('sms', '+85261234567')).toBe(id);
    expect(await Consent.customerAt('email', 'WING.CHAN@example.com')).toBe(id);
    expect(await Consent.customerAt('sms', '+85269999999')).toBeUndefined();

    expect(await Consent.withdrawAt('sms', '+85261234567', 'staff')).toBe(id);
    const consents = await Consent.of(id);
    expect(consents.find((c) => c.channel === 'sms')).toMatchObject({ granted: false, withdrawn_by: 'staff', source: 'form' });
    expect(consents.find((c) => c.channel === 'email')).toMatchObject({ granted: true, source: 'checkout' });
  });

  it("lists the stand-ins' newest SMS, WhatsApp messages and e-mails to staff who may see leads; 404 without DATA_DIR", async () => {
    const token = await adminToken();
    const to = '+85262345678';
    expect(
      (await sendMessage({ key: 'outbox-1', channel: 'sms', purpose: 'transactional', to, body: 'Order 1 shipped' }, AFTERNOON)).state,
    ).toBe('sent');
    const template = { name: 'order_update', language: 'en', parameters: ['Order 2', 'shipped'] };
    await sendMessage({ key: 'outbox-2', channel: 'whatsapp', purpose: 'transactional', to, body: '', template }, AFTERNOON);
    await sendMessage(
      { key: 'outbox-3', channel: 'email', purpose: 'transactional', to: 'outbox@example.com', subject: 'Receipt', body: 'Thanks' },
      AFTERNOON,
    );

    const reply = await call('GET', '/api/admin/outbox', { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.sms.find((m: { to: string }) => m.to === to)).toMatchObject({ body: 'Order 1 shipped', template: null });
    expect(reply.body.whatsapp.find((m: { to: string }) => m.to === to)).toMatchObject({ template: 'order_update' });
    expect(reply.body.mail.find((m: { to: string }) => m.to === 'outbox@example.com')).toMatchObject({ subject: 'Receipt' });

    const noLeads = await limitedAdmin(['get order']);
    expect((await call('GET', '/api/admin/outbox', { token: noLeads.token })).status).toBe(403);
    const leads = await limitedAdmin(['get leads']);
    expect((await call('GET', '/api/admin/outbox', { token: leads.token })).status).toBe(200);

    delete process.env.DATA_DIR;
    const hidden = await call('GET', '/api/admin/outbox', { token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toHaveProperty('messages');
  });
});
