import { describe, expect, it } from 'vitest';
import { watchEvents } from '../../local/testing/index.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

type Change = {
  customer_id: number;
  status_id: number;
  previous_status_id: number | null;
  channel: string | null;
  audience: string | null;
  changed_by: number | null;
};

const lead = (email: string, extra: object = {}) => ({ first_name: 'Mei', last_name: 'Chan', email, ...extra });

async function status(token: string, title: string, extra: object = {}): Promise<number> {
  const reply = await call('POST', '/api/admin/status', { token, json: { title, ...extra } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as number;
}

describe('leads', () => {
  it('are customers with a status and a source; entering a status publishes lead.status_changed with its trigger', async () => {
    const token = await adminToken();
    const fresh = await status(token, 'Fresh');
    // A trigger to the assigned admin only, who is none: the subscriber has nobody to send to.
    const called = await status(token, 'Called', { trigger: 'sms_to_assigned', trigger_template: 'Call {name}' });
    const events = watchEvents<Change>('lead.status_changed');

    const created = await call('POST', '/api/admin/lead', {
      token,
      json: lead('mei@example.com', { status_id: fresh, lead_source: 'instagram', lead_source_description: 'Story ad' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status_id: fresh,
      lead_source: 'instagram',
      lead_source_description: 'Story ad',
      email: 'mei@example.com',
    });
    const id = created.body.id as number;
    expect(events.take()).toEqual([
      { customer_id: id, status_id: fresh, previous_status_id: null, channel: null, audience: null, changed_by: expect.any(Number) },
    ]);

    // Saving again in the same status sets nothing off; a new status does, with its trigger's channel.
    expect(
      (
        await call('PUT', `/api/admin/lead/${String(id)}`, {
          token,
          json: lead('mei@example.com', { status_id: fresh, lead_source: 'instagram', description: 'Asked about prices' }),
        })
      ).status,
    ).toBe(200);
    expect(events.take()).toEqual([]);
    const moved = await call('PUT', `/api/admin/lead/${String(id)}`, {
      token,
      json: lead('mei@example.com', { status_id: called, lead_source: 'instagram' }),
    });
    expect(moved.body.status_id).toBe(called);
    expect(events.take()).toMatchObject([
      { customer_id: id, status_id: called, previous_status_id: fresh, channel: 'sms', audience: 'assigned' },
    ]);

    // The customer screen shows the lead's fields and cannot change them (read-only there).
    const asCustomer = await call('GET', `/api/admin/user/${String(id)}`, { token });
    expect(asCustomer.body).toMatchObject({ status_id: called, lead_source: 'instagram' });
    await call('PUT', `/api/admin/user/${String(id)}`, {
      token,
      json: { ...lead('mei@example.com'), gender: 'female', status_id: fresh, lead_source: 'google' },
    });
    expect((await call('GET', `/api/admin/lead/${String(id)}`, { token })).body).toMatchObject({
      status_id: called,
      lead_source: 'instagram',
    });

    // The list filters by status and shows each lead's status title.
    const list = await call('GET', `/api/admin/lead?status_id=${String(called)}`, { token });
    expect(list.body.data).toMatchObject([{ id, status_title: 'Called' }]);
    expect(list.body.total).toBe(1);
    expect((await call('GET', `/api/admin/lead?status_id=${String(fresh)}`, { token })).body.total).toBe(0);
    events.stop();
  });

  it('refuses an unknown status, an unknown source and a missing name, creating nothing', async () => {
    const token = await adminToken();
    const before = (await call('GET', '/api/admin/lead', { token })).body.total as number;
    const refused = async (json: object) => {
      const reply = await call('POST', '/api/admin/lead', { token, json });
      expect(reply.status, JSON.stringify(json)).toBe(422);
      return reply.body.messages as Record<string, string[]>;
    };
    expect(await refused(lead('x1@example.com', { status_id: 999_999 }))).toEqual({ status_id: ['The selected status does not exist.'] });
    expect((await refused(lead('x2@example.com', { lead_source: 'fax' }))).lead_source).toEqual(['Please check your input.']);
    expect((await refused({ email: 'x3@example.com', last_name: 'Chan' })).first_name).toEqual(['This field is required.']);
    expect((await refused(lead('not-an-email'))).email).toEqual(['Please check your input.']);
    expect((await call('GET', '/api/admin/lead', { token })).body.total).toBe(before);
  });

  it('moves on the board from the status the mover saw: two moves of one card make one change', async () => {
    const token = await adminToken();
    const [a, b, c] = [await status(token, 'A'), await status(token, 'B'), await status(token, 'C')];
    const id = (await call('POST', '/api/admin/lead', { token, json: lead('board@example.com', { status_id: a }) })).body.id as number;
    const events = watchEvents<Change>('lead.status_changed');
    const both = await Promise.all(
      [b, c].map((to) => call('PUT', `/api/admin/lead/${String(id)}/status`, { token, json: { from_status_id: a, status_id: to } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.status === 200)!.body.status_id as number;
    expect(events.take()).toMatchObject([{ customer_id: id, status_id: winner, previous_status_id: a }]);
    // A stale board is told so and changes nothing.
    const stale = await call('PUT', `/api/admin/lead/${String(id)}/status`, { token, json: { from_status_id: a, status_id: a } });
    expect(stale.status).toBe(409);
    expect((await call('GET', `/api/admin/lead/${String(id)}`, { token })).body.status_id).toBe(winner);
    expect(events.take()).toEqual([]);
    events.stop();
  });

  it('need their own permissions; nobody deletes a lead here', async () => {
    const token = await adminToken();
    const id = (await call('POST', '/api/admin/lead', { token, json: lead('perm@example.com') })).body.id as number;
    const reader = await limitedAdmin(['get leads', 'get lead']);
    expect((await call('GET', '/api/admin/lead', { token: reader.token })).status).toBe(200);
    expect((await call('PUT', `/api/admin/lead/${String(id)}`, { token: reader.token, json: lead('perm@example.com') })).status).toBe(403);
    expect(
      (await call('PUT', `/api/admin/lead/${String(id)}/status`, { token: reader.token, json: { from_status_id: null, status_id: 1 } }))
        .status,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/lead/${String(id)}`, { token })).status).toBe(403);
    expect((await call('GET', `/api/admin/user/${String(id)}`, { token })).status).toBe(200);
  });
});
