import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

async function newLead(token: string, email: string, adminId?: number): Promise<number> {
  const reply = await call('POST', '/api/admin/lead', {
    token,
    json: { first_name: 'Ka Ming', last_name: 'Wong', email, ...(adminId ? { admin_id: adminId } : {}) },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as number;
}

describe('contacts with leads', () => {
  it('log calls, meetings, messages and notes per lead, newest first, with who and when', async () => {
    const token = await adminToken();
    const lead = await newLead(token, 'contact-log@example.com');
    const other = await newLead(token, 'contact-other@example.com');
    const log = async (json: object) => {
      const reply = await call('POST', '/api/admin/contact', { token, json: { lead_id: lead, ...json } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return reply.body as { id: number; lead_name: string; admin_name: string; admin_id: number };
    };
    const first = await log({ type: 'call', happened_at: '2031-03-01T10:00:00+08:00', outcome: 'No answer' });
    expect(first).toMatchObject({ lead_name: 'Ka Ming Wong', admin_name: expect.any(String) });
    expect(first.admin_id).toBeGreaterThan(0);
    await log({ type: 'meeting', happened_at: '2031-03-05T15:30:00+08:00', outcome: 'Wants a quote', description: 'Met at the shop' });
    await log({ type: 'note', happened_at: '2031-03-02T09:00:00Z' });
    await call('POST', '/api/admin/contact', { token, json: { lead_id: other, type: 'message', happened_at: '2031-03-03T09:00:00Z' } });

    const list = await call('GET', `/api/admin/contact?lead_id=${String(lead)}&sort=name&order=desc`, { token });
    expect((list.body.data as { type: string }[]).map((c) => c.type)).toEqual(['meeting', 'note', 'call']);
    expect(list.body.total).toBe(3);
    expect((await call('GET', `/api/admin/contact?lead_id=${String(lead)}&type=call`, { token })).body.total).toBe(1);
    expect((await call('GET', '/api/admin/contact?search=quote', { token })).body.data).toHaveLength(1);
  });

  it('refuses an unknown lead, kind or time, creating nothing', async () => {
    const token = await adminToken();
    const lead = await newLead(token, 'contact-refused@example.com');
    const refused = async (json: object) => {
      const reply = await call('POST', '/api/admin/contact', { token, json });
      expect(reply.status, JSON.stringify(json)).toBe(422);
      return reply.body.messages as Record<string, string[]>;
    };
    expect(await refused({ lead_id: 999_999, type: 'call', happened_at: '2031-01-01T00:00:00Z' })).toEqual({
      lead_id: ['The selected lead does not exist.'],
    });
    expect((await refused({ lead_id: lead, type: 'fax', happened_at: '2031-01-01T00:00:00Z' })).type).toEqual(['Please check your input.']);
    expect((await refused({ lead_id: lead, type: 'call', happened_at: 'yesterday' })).happened_at).toEqual(['Please check your input.']);
    expect((await refused({ lead_id: lead, type: 'call' })).happened_at).toEqual(['This field is required.']);
    expect((await call('GET', `/api/admin/contact?lead_id=${String(lead)}`, { token })).body.total).toBe(0);
  });

  it('need their own permissions', async () => {
    const token = await adminToken();
    const reader = await limitedAdmin(['get contacts', 'get contact', 'get users']);
    const clerk = await limitedAdmin(['create contact']);
    const lead = await newLead(token, 'contact-perm@example.com', clerk.id);
    expect((await call('GET', '/api/admin/contact', { token: reader.token })).status).toBe(200);
    const attempt = await call('POST', '/api/admin/contact', {
      token: reader.token,
      json: { lead_id: lead, type: 'call', happened_at: '2031-01-01T00:00:00Z' },
    });
    expect(attempt.status).toBe(403);
    const mine = await call('POST', '/api/admin/contact', {
      token: clerk.token,
      json: { lead_id: lead, type: 'call', happened_at: '2031-01-01T00:00:00Z' },
    });
    expect(mine.status).toBe(201);
    expect(mine.body.admin_id).toBe(clerk.id);
  });

  it("are narrowed to the team's leads for an admin without the customer list: one lead at a time, others not found", async () => {
    const token = await adminToken();
    const sales = ['get contacts', 'get contact', 'create contact', 'update contact', 'destroy contact', 'batch_destroy contacts'];
    const manager = await limitedAdmin(sales, {});
    const member = await limitedAdmin(sales, { parent_id: manager.id });
    const outsider = await limitedAdmin(sales, {});
    const teamLead = await newLead(token, 'contact-team@example.com', member.id);
    const foreignLead = await newLead(token, 'contact-foreign@example.com', outsider.id);
    const log = async (lead: number) => {
      const reply = await call('POST', '/api/admin/contact', {
        token,
        json: { lead_id: lead, type: 'call', happened_at: '2031-04-01T10:00:00Z' },
      });
      expect(reply.status).toBe(201);
      return reply.body.id as number;
    };
    const ours = await log(teamLead);
    const theirs = await log(foreignLead);

    // The manager sees the team member's lead's contacts, one lead at a time.
    const whole = await call('GET', '/api/admin/contact', { token: manager.token });
    expect(whole.status).toBe(422);
    expect(whole.body.messages.lead_id).toEqual(['Choose a lead to see its contacts.']);
    const page = await call('GET', `/api/admin/contact?lead_id=${String(teamLead)}`, { token: manager.token });
    expect(page.status).toBe(200);
    expect((page.body.data as { id: number }[]).map((c) => c.id)).toEqual([ours]);
    expect((await call('GET', `/api/admin/contact/${String(ours)}`, { token: manager.token })).status).toBe(200);

    // A lead outside the team: its list is refused, its contacts are not found, none can be added or deleted.
    const outside = await call('GET', `/api/admin/contact?lead_id=${String(foreignLead)}`, { token: manager.token });
    expect(outside.status).toBe(422);
    expect(outside.body.messages.lead_id).toEqual(['The selected lead does not exist.']);
    expect((await call('GET', `/api/admin/contact/${String(theirs)}`, { token: manager.token })).status).toBe(404);
    expect((await call('GET', `/api/admin/contact/${String(ours)}`, { token: outsider.token })).status).toBe(404);
    const added = await call('POST', '/api/admin/contact', {
      token: manager.token,
      json: { lead_id: foreignLead, type: 'note', happened_at: '2031-04-02T10:00:00Z' },
    });
    expect(added.status).toBe(422);
    expect(added.body.messages.lead_id).toEqual(['The selected lead does not exist.']);
    const moved = await call('PUT', `/api/admin/contact/${String(ours)}`, {
      token: manager.token,
      json: { lead_id: foreignLead, type: 'call', happened_at: '2031-04-01T10:00:00Z' },
    });
    expect(moved.status).toBe(422);
    expect((await call('DELETE', `/api/admin/contact/${String(theirs)}`, { token: manager.token })).status).toBe(404);
    const batch = await call('DELETE', '/api/admin/contact/batch', { token: manager.token, json: { ids: [ours, theirs] } });
    expect(batch.status).toBe(404);
    // Nothing was deleted; the holder of the customer list sees both.
    const all = await call('GET', '/api/admin/contact?search=&per_page=100', { token });
    expect((all.body.data as { id: number }[]).map((c) => c.id)).toEqual(expect.arrayContaining([ours, theirs]));
    expect((await call('DELETE', `/api/admin/contact/${String(ours)}`, { token: member.token })).status).toBe(200);
  });
});
