import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

const email = {
  title: 'Spring sale',
  channel: 'email',
  subject: 'Hello {first_name}',
  body: '<p>Dear {full_name}, <script>alert(1)</script><b>20% off</b></p>',
};

describe('broadcast messages', () => {
  it('keeps a template per channel: e-mail sanitised with a subject, SMS and WhatsApp as plain text', async () => {
    const token = await adminToken();
    const made = await call('POST', '/api/admin/broadcast-message', { token, json: email });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ channel: 'email', subject: 'Hello {first_name}', enabled: true, template_name: null });
    expect(made.body.body).not.toContain('<script>');
    expect(made.body.body).toContain('<b>20% off</b>');
    expect(made.body.placeholders).toEqual(['first_name', 'full_name']);

    const sms = await call('POST', '/api/admin/broadcast-message', {
      token,
      json: { title: 'SMS reminder', channel: 'sms', subject: 'ignored', body: 'Hi {first_name}, <b>see you</b>' },
    });
    expect(sms.status).toBe(201);
    // Plain text is kept as written; a subject belongs to e-mail only.
    expect(sms.body).toMatchObject({ subject: null, body: 'Hi {first_name}, <b>see you</b>' });

    const wa = await call('POST', '/api/admin/broadcast-message', {
      token,
      json: {
        title: 'WhatsApp promo',
        channel: 'whatsapp',
        body: 'Hi {first_name}',
        template_name: 'spring_promo',
        template_language: 'zh_HK',
      },
    });
    expect(wa.status).toBe(201);
    expect(wa.body).toMatchObject({ template_name: 'spring_promo', template_language: 'zh_HK' });

    const id = made.body.id as number;
    const edited = await call('PUT', `/api/admin/broadcast-message/${id}`, {
      token,
      json: { ...email, title: 'Summer sale', enabled: false },
    });
    expect(edited.body).toMatchObject({ title: 'Summer sale', enabled: false });
    // Round trip: each template read and saved back reads the same.
    for (const saved of [made.body, sms.body, wa.body]) {
      const { updated_at: _u, ...read } = (await call('GET', `/api/admin/broadcast-message/${saved.id}`, { token })).body;
      const { updated_at: _v, ...again } = (await call('PUT', `/api/admin/broadcast-message/${saved.id}`, { token, json: read })).body;
      expect(again).toEqual(read);
    }
    const onlyWa = await call('GET', '/api/admin/broadcast-message?channel=whatsapp', { token });
    expect(onlyWa.body.data.map((m: { id: number }) => m.id)).toEqual([wa.body.id]);
    const enabled = await call('GET', '/api/admin/broadcast-message?enabled=1&sort=name&order=asc', { token });
    expect(enabled.body.data.map((m: { title: string }) => m.title)).toEqual(['SMS reminder', 'WhatsApp promo']);
    expect((await call('GET', '/api/admin/broadcast-message?search=summer', { token })).body.data).toHaveLength(1);

    expect((await call('PUT', '/api/admin/broadcast-message/batch', { token, json: { ids: [id], data: { enabled: true } } })).body).toEqual(
      {
        updated: 1,
      },
    );
    expect((await call('DELETE', '/api/admin/broadcast-message/batch', { token, json: { ids: [sms.body.id, wa.body.id] } })).body).toEqual({
      deleted: 2,
    });
    expect((await call('GET', '/api/admin/broadcast-message', { token })).body.total).toBe(1);
  });

  it('refuses unknown placeholders, missing channel fields and over-long texts beside the field, saving nothing', async () => {
    const token = await adminToken();
    const count = async () => (await call('GET', '/api/admin/broadcast-message', { token })).body.total as number;
    const before = await count();
    const refused = async (json: object) => {
      const reply = await call('POST', '/api/admin/broadcast-message', { token, json });
      expect(reply.status, JSON.stringify(json)).toBe(422);
      return reply.body.messages as Record<string, string[]>;
    };
    expect((await refused({ ...email, body: 'Hi {nickname}' })).body).toEqual(['Unknown placeholder {nickname}.']);
    expect((await refused({ ...email, subject: 'Hi {}' })).subject).toEqual(['Unknown placeholder {}.']);
    expect((await refused({ ...email, subject: '' })).subject).toEqual(['This field is required.']);
    expect((await refused({ ...email, channel: 'fax' })).channel).toEqual(['Please check your input.']);
    expect((await refused({ title: 't', channel: 'sms', body: 'x'.repeat(1531) })).body).toEqual([
      'May not be greater than 1530 characters.',
    ]);
    const wa = await refused({ title: 't', channel: 'whatsapp', body: 'Hi', template_name: 'Spring Promo' });
    expect(wa.template_name).toEqual(['Input can only contain lowercase letters, numbers and _ character']);
    expect(wa.template_language).toEqual(['This field is required.']);
    expect((await refused({ ...email, title: '' })).title).toEqual(['This field is required.']);
    expect(await count()).toBe(before);
  });

  it('keeps every route behind its permission', async () => {
    const token = await adminToken();
    const { id } = (await call('POST', '/api/admin/broadcast-message', { token, json: email })).body as { id: number };
    const reader = await limitedAdmin(['get broadcast_messages', 'get broadcast_message']);
    expect((await call('GET', `/api/admin/broadcast-message/${id}`, { token: reader.token })).status).toBe(200);
    expect((await call('POST', '/api/admin/broadcast-message', { token: reader.token, json: email })).status).toBe(403);
    expect((await call('PUT', `/api/admin/broadcast-message/${id}`, { token: reader.token, json: email })).status).toBe(403);
    expect((await call('DELETE', `/api/admin/broadcast-message/${id}`, { token: reader.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/broadcast-message', { token: (await limitedAdmin(['get tags'])).token })).status).toBe(403);
  });
});
