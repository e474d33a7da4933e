import { afterEach, describe, expect, it, vi } from 'vitest';
import { Consent } from '@shop/core/messaging/consent';
import { allMails, waitForEvents } from '../../local/testing/index.js';
import { adminToken, call, limitedAdmin, testTier } from '../testing.js';

let n = 0;
const customer = (json: object = {}) => ({
  first_name: 'Siu Ming',
  last_name: 'Lee',
  email: `record-${String(++n)}@example.com`,
  gender: 'male',
  password: 'Secret123!',
  password_confirmation: 'Secret123!',
  ...json,
});

async function newCustomer(token: string, json: object = {}): Promise<number> {
  const reply = await call('POST', '/api/admin/user', { token, json: customer(json) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as number;
}

const address = (json: object = {}) => ({
  first_name: 'Siu Ming',
  last_name: 'Lee',
  country: 'HKG',
  contact_number: '+852 9123 4567',
  address: '1 Queen’s Road Central',
  ...json,
});

type Book = { id: number; address: string; default_billing: boolean; default_shipping: boolean }[];
const defaults = (book: Book) => ({
  billing: book.filter((a) => a.default_billing).map((a) => a.address),
  shipping: book.filter((a) => a.default_shipping).map((a) => a.address),
});

describe('the customer as the CRM record', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.BROADCAST_RATE;
  });

  it("edits a customer's addresses from the admin, keeping exactly one default billing and one default shipping", async () => {
    const token = await adminToken();
    const id = await newCustomer(token);
    const path = `/api/admin/user/${String(id)}/address`;
    const first = await call('POST', path, { token, json: address({ address: 'Home' }) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // The first address takes both defaults.
    expect(defaults(first.body as Book)).toEqual({ billing: ['Home'], shipping: ['Home'] });
    const second = await call('POST', path, { token, json: address({ address: 'Office', default_shipping: true }) });
    expect(defaults(second.body as Book)).toEqual({ billing: ['Home'], shipping: ['Office'] });
    const office = (second.body as Book).find((a) => a.address === 'Office')!;
    const home = (second.body as Book).find((a) => a.address === 'Home')!;
    // Making Office the billing default too moves it off Home.
    const changed = await call('PUT', `${path}/${String(office.id)}`, {
      token,
      json: address({ address: 'Office', default_billing: true, default_shipping: true }),
    });
    expect(changed.status).toBe(200);
    expect(defaults(changed.body as Book)).toEqual({ billing: ['Office'], shipping: ['Office'] });
    // Deleting the default hands both defaults to the address left.
    const left = await call('DELETE', `${path}/${String(office.id)}`, { token });
    expect(left.status).toBe(200);
    expect(defaults(left.body as Book)).toEqual({ billing: ['Home'], shipping: ['Home'] });
    expect((await call('GET', path, { token })).body).toEqual(left.body);

    // The five fields are required; an unknown address or customer is 404; a customer save keeps the book.
    const refused = await call('POST', path, { token, json: { default_billing: true } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.messages as object).sort()).toEqual([
      'address',
      'contact_number',
      'country',
      'first_name',
      'last_name',
    ]);
    expect((await call('PUT', `${path}/999`, { token, json: address() })).status).toBe(404);
    expect((await call('GET', '/api/admin/user/999999/address', { token })).status).toBe(404);
    const saved = await call('PUT', `/api/admin/user/${String(id)}`, {
      token,
      json: customer({ email: `kept-${String(id)}@example.com` }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(((await call('GET', path, { token })).body as Book).map((a) => a.id)).toEqual([home.id]);

    // Reading needs `get user`, changing needs `update user`.
    const reader = await limitedAdmin(['get user']);
    expect((await call('GET', path, { token: reader.token })).status).toBe(200);
    expect((await call('POST', path, { token: reader.token, json: address() })).status).toBe(403);
    expect((await call('DELETE', `${path}/${String(home.id)}`, { token: reader.token })).status).toBe(403);
    expect((await call('GET', path, { token: (await limitedAdmin(['get users'])).token })).status).toBe(403);
  });

  it('creates a customer with lead_inputs as JSON (an object or its text), shown read-only and kept by edits', async () => {
    const token = await adminToken();
    const inputs = { budget: 5000, 'Preferred colour': 'red', newsletter: true, interests: ['bags', 'shoes'] };
    const created = await call('POST', '/api/admin/user', { token, json: customer({ lead_inputs: inputs }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.lead_inputs).toEqual(inputs);
    const asText = await call('POST', '/api/admin/user', {
      token,
      json: customer({ lead_inputs: JSON.stringify({ source_form: 'Spring fair' }) }),
    });
    expect(asText.body.lead_inputs).toEqual({ source_form: 'Spring fair' });
    expect((await call('POST', '/api/admin/user', { token, json: customer() })).body.lead_inputs).toBeNull();

    // An edit (customer or lead) neither takes nor loses them.
    const id = created.body.id as number;
    await call('PUT', `/api/admin/user/${String(id)}`, {
      token,
      json: customer({ email: created.body.email, lead_inputs: { budget: 1 } }),
    });
    expect((await call('GET', `/api/admin/user/${String(id)}`, { token })).body.lead_inputs).toEqual(inputs);
    await call('PUT', `/api/admin/lead/${String(id)}`, { token, json: { first_name: 'A', last_name: 'B', email: created.body.email } });
    expect((await call('GET', `/api/admin/lead/${String(id)}`, { token })).body.lead_inputs).toEqual(inputs);

    const refused = async (lead_inputs: unknown) => {
      const reply = await call('POST', '/api/admin/user', { token, json: customer({ lead_inputs }) });
      expect(reply.status, JSON.stringify(lead_inputs).slice(0, 80)).toBe(422);
      return reply.body.messages as Record<string, string[]>;
    };
    expect(Object.keys(await refused('{not json'))).toEqual(['lead_inputs']);
    expect(Object.keys(await refused([1, 2]))).toEqual(['lead_inputs']);
    expect(Object.keys(await refused({ nested: { a: 1 } }))).toEqual(['lead_inputs.nested']);
    expect(Object.keys(await refused({ 'bad<key>': 1 }))[0]).toMatch(/^lead_inputs/);
    expect(Object.keys(await refused(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${String(i)}`, i]))))).toEqual([
      'lead_inputs',
    ]);
    expect(
      Object.keys(await refused(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${String(i)}`, 'x'.repeat(1900)])))),
    ).toEqual(['lead_inputs']);
  });

  it("keeps the lists a form does not edit: the lead form's save leaves the additional e-mails, mobiles and tags", async () => {
    const token = await adminToken();
    const id = await newCustomer(token, { emails: 'work@example.com, home@example.com', mobiles: ['+85291234567'], tags: ['Kept list'] });
    const read = async () => (await call('GET', `/api/admin/user/${String(id)}`, { token })).body;
    const before = await read();
    expect(before).toMatchObject({ emails: ['work@example.com', 'home@example.com'], mobiles: ['+85291234567'], tags: ['Kept list'] });
    // The lead form sends no lists at all.
    const lead = await call('PUT', `/api/admin/lead/${String(id)}`, {
      token,
      json: { first_name: 'Siu Ming', last_name: 'Lee', email: before.email, lead_source: 'website' },
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(200);
    expect(await read()).toMatchObject({ emails: before.emails, mobiles: before.mobiles, tags: ['Kept list'] });
    expect((await call('GET', '/api/admin/user?tag=Kept%20list', { token })).body.data.map((c: { id: number }) => c.id)).toEqual([id]);
    // The customer form sends them, and an empty list clears one.
    const cleared = await call('PUT', `/api/admin/user/${String(id)}`, {
      token,
      json: { ...customer(), email: before.email, emails: '', tags: [] },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await read()).toMatchObject({ emails: [], mobiles: ['+85291234567'], tags: [] });
  });

  it('keeps an IANA time zone on the customer and the lead, refusing unknown zones', async () => {
    const token = await adminToken();
    const id = await newCustomer(token, { time_zone: 'Europe/London' });
    expect((await call('GET', `/api/admin/user/${String(id)}`, { token })).body.time_zone).toBe('Europe/London');
    const bad = await call('POST', '/api/admin/user', { token, json: customer({ time_zone: 'Mars/Olympus' }) });
    expect(bad.status).toBe(422);
    expect(bad.body.messages.time_zone).toEqual(['Please check your input.']);
    const lead = await call('POST', '/api/admin/lead', {
      token,
      json: { first_name: 'A', last_name: 'B', email: 'tz-lead@example.com', time_zone: 'America/New_York' },
    });
    expect(lead.body.time_zone).toBe('America/New_York');
    const cleared = await call('PUT', `/api/admin/lead/${String(lead.body.id)}`, {
      token,
      json: { first_name: 'A', last_name: 'B', email: 'tz-lead@example.com', time_zone: '' },
    });
    expect(cleared.body.time_zone).toBeNull();
  });
});

/** Puts a customer in a membership tier, or out of every tier (the customer form's tier select). */
async function setTier(token: string, id: number, tier: number | null): Promise<void> {
  const current = (await call('GET', `/api/admin/user/${String(id)}`, { token })).body as Record<string, unknown>;
  const reply = await call('PUT', `/api/admin/user/${String(id)}`, {
    token,
    json: { ...current, gender: 'female', tags: [], membership_tier_id: tier },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

/** Leads with e-mail consent. */
async function leads(token: string, prefix: string, fields: object[]): Promise<{ id: number; email: string }[]> {
  const made = [];
  for (const [i, json] of fields.entries()) {
    const email = `${prefix}-${String(i)}-${String(++n)}@example.com`;
    const reply = await call('POST', '/api/admin/lead', { token, json: { first_name: `P${String(i)}`, last_name: 'Ho', email, ...json } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    await Consent.grant(reply.body.id as number, 'email', email, 'form');
    made.push({ id: reply.body.id as number, email });
  }
  return made;
}

/** Sends a broadcast to one new audience and answers its recipients' results by customer id. */
async function broadcast(token: string, name: string, conditions: object): Promise<Map<number, string>> {
  const message = await call('POST', '/api/admin/broadcast-message', {
    token,
    json: { title: name, channel: 'email', subject: 'Hi {first_name}', body: '<p>News</p>' },
  });
  const receiver = await call('POST', '/api/admin/broadcast-receiver', { token, json: { name, ...conditions } });
  expect(receiver.status, JSON.stringify(receiver.body)).toBe(201);
  const created = await call('POST', '/api/admin/broadcast', {
    token,
    json: { title: name, message_id: message.body.id, receivers: [name] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.id);
  expect((await call('POST', `/api/admin/broadcast/${id}/send`, { token })).status).toBe(200);
  await waitForEvents();
  const results = (await call('GET', `/api/admin/broadcast/${id}/recipients?per_page=100`, { token })).body.data as {
    customer_id: number;
    result: string;
  }[];
  return new Map(results.map((r) => [r.customer_id, r.result]));
}

describe('audiences by lead source, group or tier alone, and quiet hours in the customer’s zone', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.BROADCAST_RATE;
  });

  it('a lead-source-only audience reaches exactly the customers with that source, as they are now', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-05T06:00:00Z') }); // 14:00 in Hong Kong
    process.env.BROADCAST_RATE = '1000';
    const token = await adminToken();
    const [a, b, moved, other, none] = await leads(token, 'src', [
      { lead_source: 'linkedin' },
      { lead_source: 'linkedin' },
      { lead_source: 'linkedin' },
      { lead_source: 'youtube' },
      {},
    ]);
    // A lead whose source changes leaves the source's partition in the same write.
    const edit = await call('PUT', `/api/admin/lead/${String(moved!.id)}`, {
      token,
      json: { first_name: 'P2', last_name: 'Ho', email: moved!.email, lead_source: 'youtube' },
    });
    expect(edit.status).toBe(200);
    const results = await broadcast(token, 'From LinkedIn', { lead_sources: ['linkedin'] });
    expect([...results.keys()].sort((x, y) => x - y)).toEqual([a!.id, b!.id]);
    expect([...results.values()]).toEqual(['sent', 'sent']);
    expect(results.has(other!.id) || results.has(none!.id)).toBe(false);
    expect((await allMails()).filter((m) => m.to.includes(a!.email))).toHaveLength(1);
  });

  it("a group-only audience reaches exactly the customers assigned to the group's admins", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-05T06:00:00Z') });
    process.env.BROADCAST_RATE = '1000';
    const token = await adminToken();
    const inGroup1 = await limitedAdmin([], {});
    const inGroup2 = await limitedAdmin([], {});
    const outside = await limitedAdmin([], {});
    const group = await call('POST', '/api/admin/group', { token, json: { name: 'Kowloon team', admins: [inGroup1!.id, inGroup2!.id] } });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const people = await leads(token, 'grp', [{ admin_id: inGroup1!.id }, { admin_id: inGroup2!.id }, { admin_id: outside!.id }, {}]);
    const results = await broadcast(token, 'Kowloon customers', { group_ids: [group.body.id] });
    expect([...results.keys()].sort((x, y) => x - y)).toEqual([people[0]!.id, people[1]!.id]);
    expect([...results.values()]).toEqual(['sent', 'sent']);
  });

  it("a tier-only audience reaches exactly the tier's members, as they are now; an unknown tier is refused", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-05T06:00:00Z') });
    process.env.BROADCAST_RATE = '1000';
    const token = await adminToken();
    // Level 8 is this test's own.
    await testTier(token, 8);
    const [a, b, left, none] = await leads(token, 'tier', [{}, {}, {}, {}]);
    for (const person of [a, b, left]) await setTier(token, person!.id, 8);
    // A member who leaves the tier leaves its partition in the same write.
    await setTier(token, left!.id, null);
    const results = await broadcast(token, 'Tier 8 members', { tier_ids: [8] });
    expect([...results.keys()].sort((x, y) => x - y)).toEqual([a!.id, b!.id]);
    expect([...results.values()]).toEqual(['sent', 'sent']);
    expect(results.has(none!.id)).toBe(false);

    const unknown = await call('POST', '/api/admin/broadcast-receiver', { token, json: { name: 'Nowhere', tier_ids: [19] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.messages).toEqual({ tier_ids: ['The membership tier 19 does not exist.'] });
  });

  it("sends now to a customer whose own zone is in daytime while the shop's is quiet, and waits for one whose zone is at night", async () => {
    process.env.BROADCAST_RATE = '1000';
    // 22:00 in Hong Kong (quiet), 10:00 in New York.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-05T14:00:00Z') });
    const token = await adminToken();
    const [newYork, shopZone] = await leads(token, 'tz-night', [
      { lead_source: 'wechat', time_zone: 'America/New_York' },
      { lead_source: 'wechat' },
    ]);
    const night = await broadcast(token, 'Night in HK', { lead_sources: ['wechat'] });
    expect(night.get(newYork!.id)).toBe('sent');
    expect(night.get(shopZone!.id)).toBe('scheduled');

    // The next day, 14:00 in Hong Kong, 23:00 in Los Angeles (a fresh sign-in: a day has passed).
    vi.setSystemTime(new Date('2031-05-06T06:00:00Z'));
    const later = await adminToken();
    const [losAngeles, daytime] = await leads(later, 'tz-day', [
      { lead_source: 'line', time_zone: 'America/Los_Angeles' },
      { lead_source: 'line' },
    ]);
    const day = await broadcast(later, 'Day in HK', { lead_sources: ['line'] });
    expect(day.get(losAngeles!.id)).toBe('scheduled');
    expect(day.get(daytime!.id)).toBe('sent');
    expect((await allMails()).filter((m) => m.to.includes(losAngeles!.email))).toHaveLength(0);
  });
});
