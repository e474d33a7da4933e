import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Consent } from '@shop/core/messaging/consent';
import { sendChunk } from '@shop/core/broadcast/broadcast-send';
import { allMails, waitForEvents } from '../../local/testing/index.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let n = 0;
/** Customers carrying `tag`, each with e-mail consent unless told otherwise. */
async function audience(
  token: string,
  tag: string,
  count: number,
  consent = (_i: number) => true,
): Promise<{ id: number; email: string }[]> {
  const made = [];
  for (let i = 0; i < count; i++) {
    const email = `${tag.toLowerCase()}-${String(++n)}@example.com`;
    const reply = await call('POST', '/api/admin/lead', {
      token,
      json: { first_name: `Fan${String(i)}`, last_name: 'Chan', email, tags: [tag] },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const id = reply.body.id as number;
    if (consent(i)) await Consent.grant(id, 'email', email, 'form');
    made.push({ id, email });
  }
  return made;
}

async function broadcastTo(token: string, tag: string, title = `News ${tag}`): Promise<number> {
  const message = await call('POST', '/api/admin/broadcast-message', {
    token,
    json: { title, channel: 'email', subject: 'Hello {first_name}', body: '<p>Dear {first_name}, our spring sale starts today.</p>' },
  });
  expect(message.status, JSON.stringify(message.body)).toBe(201);
  const receiver = await call('POST', '/api/admin/broadcast-receiver', { token, json: { name: `Fans ${tag}`, tags: [tag] } });
  expect(receiver.status, JSON.stringify(receiver.body)).toBe(201);
  const created = await call('POST', '/api/admin/broadcast', {
    token,
    json: { title, message_id: message.body.id, receivers: [`Fans ${tag}`] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body).toMatchObject({ state: 'draft', total: 0 });
  return created.body.id as number;
}

const mailsTo = async (email: string) => (await allMails()).filter((m) => m.to.includes(email));

describe('broadcasts', () => {
  // 14:00 in Hong Kong, outside quiet hours; only the date is fixed.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-05T06:00:00Z') }));
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.BROADCAST_CHUNK_SIZE;
    delete process.env.BROADCAST_RATE;
  });

  it('sends a message to a tag in chunks, skipping those without consent, each recipient once, with progress and results', async () => {
    const token = await adminToken();
    const people = await audience(token, 'Spring', 5, (i) => i !== 2);
    process.env.BROADCAST_CHUNK_SIZE = '2';
    process.env.BROADCAST_RATE = '1000';
    const id = await broadcastTo(token, 'Spring');
    const sent = await call('POST', `/api/admin/broadcast/${String(id)}/send`, { token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // Sent twice at once: one start.
    expect((await call('POST', `/api/admin/broadcast/${String(id)}/send`, { token })).status).toBe(409);
    await waitForEvents();
    const done = (await call('GET', `/api/admin/broadcast/${String(id)}`, { token })).body;
    expect(done).toMatchObject({ state: 'done', total: 5, processed: 5, sent: 4, skipped: 1, failed: 0 });
    for (const [i, person] of people.entries()) {
      const mails = await mailsTo(person.email);
      expect(
        mails.map((m) => m.subject),
        person.email,
      ).toEqual(i === 2 ? [] : [`Hello Fan${String(i)}`]);
    }
    const first = (await mailsTo(people[0]!.email))[0]!;
    expect(first.text).toContain('Dear Fan0, our spring sale starts today.');
    expect(first.listUnsubscribe).toMatch(/\/unsubscribe\?email=/);
    const results = (await call('GET', `/api/admin/broadcast/${String(id)}/recipients`, { token })).body.data as {
      customer_id: number;
      result: string;
    }[];
    expect(results.map((r) => r.result).sort()).toEqual(['sent', 'sent', 'sent', 'sent', 'skipped_no_consent']);

    // A chunk's event delivered again does nothing; the broadcast cannot be edited or deleted once started.
    await sendChunk(id, 0);
    expect((await call('GET', `/api/admin/broadcast/${String(id)}`, { token })).body.processed).toBe(5);
    expect((await mailsTo(people[0]!.email)).length).toBe(1);
    expect(
      (await call('PUT', `/api/admin/broadcast/${String(id)}`, { token, json: { title: 'x', message_id: 1, receivers: ['Fans Spring'] } }))
        .status,
    ).toBe(409);
  });

  it('pauses between chunks and resumes where it stopped, sending nobody twice', async () => {
    const token = await adminToken();
    const people = await audience(token, 'Autumn', 5);
    process.env.BROADCAST_CHUNK_SIZE = '1';
    process.env.BROADCAST_RATE = '4'; // 250 ms a recipient: room to pause between chunks
    const id = await broadcastTo(token, 'Autumn');
    expect((await call('POST', `/api/admin/broadcast/${String(id)}/pause`, { token })).status).toBe(409); // a draft is not sending
    await call('POST', `/api/admin/broadcast/${String(id)}/send`, { token });
    const state = async () =>
      (await call('GET', `/api/admin/broadcast/${String(id)}`, { token })).body as { state: string; processed: number };
    await vi.waitFor(async () => expect((await state()).processed).toBeGreaterThanOrEqual(1), { timeout: 20_000, interval: 10 });
    expect((await call('POST', `/api/admin/broadcast/${String(id)}/pause`, { token })).status).toBe(200);
    await waitForEvents();
    const paused = await state();
    expect(paused.state).toBe('paused');
    expect(paused.processed).toBeLessThan(5);
    await new Promise((r) => setTimeout(r, 300));
    expect((await state()).processed).toBe(paused.processed);

    expect((await call('POST', `/api/admin/broadcast/${String(id)}/resume`, { token })).status).toBe(200);
    await waitForEvents();
    expect(await state()).toMatchObject({ state: 'done', processed: 5 });
    for (const person of people) expect((await mailsTo(person.email)).length, person.email).toBe(1);
  });

  it('refuses an unknown message or audience; needs its permissions', async () => {
    const token = await adminToken();
    const message = await call('POST', '/api/admin/broadcast-message', {
      token,
      json: { title: 'M', channel: 'sms', body: 'Hi {first_name}' },
    });
    await call('POST', '/api/admin/broadcast-receiver', { token, json: { name: 'By source', lead_sources: ['linkedin'] } });
    const refused = async (json: object) => {
      const reply = await call('POST', '/api/admin/broadcast', { token, json: { title: 'B', ...json } });
      expect(reply.status, JSON.stringify(json)).toBe(422);
      return reply.body.messages as Record<string, string[]>;
    };
    expect(await refused({ message_id: 999_999, receivers: ['By source'] })).toEqual({
      message_id: ['The selected message does not exist or is disabled.'],
    });
    expect(await refused({ message_id: message.body.id, receivers: ['Nobody'] })).toEqual({
      receivers: ['The audience Nobody does not exist.'],
    });
    expect((await refused({ message_id: message.body.id, receivers: [] })).receivers).toEqual(['This field is required.']);
    const reader = await limitedAdmin(['get broadcasts', 'get broadcast']);
    expect((await call('GET', '/api/admin/broadcast', { token: reader.token })).status).toBe(200);
    expect((await call('POST', '/api/admin/broadcast/1/send', { token: reader.token })).status).toBe(403);
  });
});
