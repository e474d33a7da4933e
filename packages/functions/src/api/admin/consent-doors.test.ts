import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsubscribeSignature } from '@shop/core/messaging/unsubscribe';
import { waitForEvents } from '../../local/testing/index.js';
import { product, warehouse } from '../catalog-testing.js';
import { runImport, workbook } from '../import-testing.js';
import { adminToken, call } from '../testing.js';

/**
 * Decision 0072: the newsletter flag (`is_subscribe`) is the customer's e-mail marketing consent as forms
 * show it, and every door that sets it records the consent with its source (or withdraws it), so a
 * marketing broadcast reaches exactly the customers whose flag is on.
 */
let n = 0;
const unique = () => `${String(Date.now())}-${String(++n)}`;
const PASSWORD = 'Secret123!';
const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Queen’s Road' };

interface Consent {
  channel: string;
  granted: boolean;
  source: string;
  withdrawn_by: string | null;
}

let token: string;

async function newCustomer(tag: string, json: object = {}): Promise<{ id: number; email: string }> {
  const email = `door-${unique()}@example.com`;
  const reply = await call('POST', '/api/admin/user', {
    token,
    json: {
      first_name: 'Mei',
      last_name: 'Chan',
      email,
      gender: 'female',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      tags: [tag],
      ...json,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.id as number, email };
}

const customerOf = async (id: number) => (await call('GET', `/api/admin/user/${String(id)}`, { token })).body as Record<string, unknown>;

/** The customer's e-mail consent as the lead's Messages tab shows it (undefined: never given). */
async function emailConsent(id: number): Promise<Consent | undefined> {
  const reply = await call('GET', `/api/admin/lead/${String(id)}/consent`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as Consent[]).find((c) => c.channel === 'email');
}

/** Sends an e-mail broadcast to a tag and answers each recipient's result by customer id. */
async function broadcastTo(tag: string): Promise<Map<number, string>> {
  const name = `${tag} ${unique()}`;
  const message = await call('POST', '/api/admin/broadcast-message', {
    token,
    json: { title: `News ${name}`, channel: 'email', subject: 'Hi {first_name}', body: '<p>Our sale starts today.</p>' },
  });
  expect(message.status, JSON.stringify(message.body)).toBe(201);
  const receiver = await call('POST', '/api/admin/broadcast-receiver', { token, json: { name: `To ${name}`, tags: [tag] } });
  expect(receiver.status, JSON.stringify(receiver.body)).toBe(201);
  const created = await call('POST', '/api/admin/broadcast', {
    token,
    json: { title: `News ${name}`, message_id: message.body.id, receivers: [`To ${name}`] },
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

// Seeds the file's table once, in a hook (its own time limit), before the clock is fixed.
beforeAll(async () => {
  await adminToken();
});

beforeEach(() => {
  // 14:00 in Hong Kong, outside quiet hours; only the date is fixed.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-05T06:00:00Z') });
  process.env.BROADCAST_RATE = '1000';
});
afterEach(() => {
  vi.useRealTimers();
  delete process.env.BROADCAST_RATE;
});

describe('e-mail consent from every door (decision 0072)', () => {
  it('admin create with the flag grants consent from staff; turning it off withdraws it (staff); the broadcast follows', async () => {
    token = await adminToken();
    const tag = `Staff${unique()}`;
    const on = await newCustomer(tag, { is_subscribe: true });
    const off = await newCustomer(tag);
    expect(await emailConsent(on.id)).toMatchObject({ granted: true, source: 'staff' });
    expect(await emailConsent(off.id)).toBeUndefined();
    const first = await broadcastTo(tag);
    expect([first.get(on.id), first.get(off.id)]).toEqual(['sent', 'skipped_no_consent']);

    const current = await customerOf(on.id);
    const edited = await call('PUT', `/api/admin/user/${String(on.id)}`, {
      token,
      json: { ...current, tags: [tag], is_subscribe: false },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await emailConsent(on.id)).toMatchObject({ granted: false, source: 'staff', withdrawn_by: 'staff' });
    const second = await broadcastTo(tag);
    expect([second.get(on.id), second.get(off.id)]).toEqual(['skipped_no_consent', 'skipped_no_consent']);

    // Ticking it again on the edit form grants it again.
    await call('PUT', `/api/admin/user/${String(on.id)}`, { token, json: { ...current, tags: [tag], is_subscribe: true } });
    expect(await emailConsent(on.id)).toMatchObject({ granted: true, source: 'staff', withdrawn_by: null });
  });

  it('registration with the box ticked grants consent from register; a refused value registers nobody', async () => {
    token = await adminToken();
    const email = `door-reg-${unique()}@example.com`;
    const json = { first_name: 'Mei', last_name: 'Chan', email, password: PASSWORD, password_confirmation: PASSWORD };
    const refused = await call('POST', '/api/register', { json: { ...json, is_subscribe: 'maybe' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ messages: { is_subscribe: [expect.any(String)] } });

    const registered = await call('POST', '/api/register', { json: { ...json, is_subscribe: true } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const me = (await call('GET', '/api/info', { token: registered.body.token as string })).body as { id: number; is_subscribe: boolean };
    expect(me.is_subscribe).toBe(true);
    expect(await emailConsent(me.id)).toMatchObject({ granted: true, source: 'register' });
    const tag = `Reg${unique()}`;
    const current = await customerOf(me.id);
    expect(
      (await call('PUT', `/api/admin/user/${String(me.id)}`, { token, json: { ...current, gender: 'female', tags: [tag] } })).status,
    ).toBe(200);
    expect((await broadcastTo(tag)).get(me.id)).toBe('sent');
  });

  describe('checkout', () => {
    let stockId: number;
    let shippingId: number;

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-05T06:00:00Z') });
      token = await adminToken();
      const sale = (await warehouse(token)).id;
      await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: sale, warehouse_enabled: 1 } });
      const method = { name: 'Standard', fee: '30', free_above: '100000', countries: ['HKG'], enabled: true };
      shippingId = (await call('POST', '/api/admin/shipping', { token, json: method })).body.id as number;
      const p = await product(token, { options: [], stocks: [{ sku: `DOOR-${unique()}`, price: '19.90' }] });
      stockId = (p.stocks as { id: number }[])[0]!.id;
      await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: sale, quantity: 100 } });
      vi.useRealTimers();
    });

    /** A signed-in shopper (made by staff, then logged in) places an order with these extra fields. */
    async function orderAs(email: string, json: object) {
      const login = await call('POST', '/api/login', { json: { email, password: PASSWORD } });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const shopper = login.body.token as string;
      const cart = await call('POST', '/api/cart/item', { json: { stock_id: stockId, quantity: 1 }, token: shopper });
      expect(cart.status, JSON.stringify(cart.body)).toBe(200);
      return call('POST', '/api/order', {
        token: shopper,
        json: {
          cart_id: cart.body.cart_id,
          shipping_method_id: shippingId,
          shipping_address: ADDRESS,
          billing_address: ADDRESS,
          payment_method: 'offline',
          ...json,
        },
      });
    }

    it('a signed-in shopper ticking the box at checkout gets the flag and consent from checkout; not ticking changes nothing', async () => {
      token = await adminToken();
      const tag = `Buy${unique()}`;
      const ticked = await newCustomer(tag);
      const unticked = await newCustomer(tag);
      const placed = await orderAs(ticked.email, { subscribe: true });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect((await orderAs(unticked.email, { subscribe: false })).status).toBe(201);
      expect((await customerOf(ticked.id)).is_subscribe).toBe(true);
      expect(await emailConsent(ticked.id)).toMatchObject({ granted: true, source: 'checkout' });
      expect((await customerOf(unticked.id)).is_subscribe).toBe(false);
      expect(await emailConsent(unticked.id)).toBeUndefined();
      const results = await broadcastTo(tag);
      expect([results.get(ticked.id), results.get(unticked.id)]).toEqual(['sent', 'skipped_no_consent']);
    });

    it('refuses a box that is not true or false (422, no order, nothing recorded)', async () => {
      token = await adminToken();
      const shopper = await newCustomer(`Bad${unique()}`);
      const refused = await orderAs(shopper.email, { subscribe: 'maybe' });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ messages: { subscribe: [expect.any(String)] } });
      expect((await customerOf(shopper.id)).is_subscribe).toBe(false);
      expect(await emailConsent(shopper.id)).toBeUndefined();
      const login = await call('POST', '/api/login', { json: { email: shopper.email, password: PASSWORD } });
      const orders = await call('GET', '/api/order', { token: login.body.token as string });
      expect(orders.body.total).toBe(0);
    });
  });

  it('an imported row turning the flag on grants consent from import; one turning it off withdraws it (staff)', async () => {
    token = await adminToken();
    const tag = `Sheet${unique()}`;
    const kept = await newCustomer(tag, { is_subscribe: true });
    const fresh = `door-sheet-${unique()}@example.com`;
    const header = ['first_name', 'last_name', 'email', 'gender', 'is_subscribe', 'tags'];
    const job = await runImport(
      token,
      'user',
      await workbook(header, [
        ['New', 'Row', fresh, 'male', '1', tag],
        ['Mei', 'Chan', kept.email, 'female', '0', tag],
      ]),
    );
    expect(job.body, JSON.stringify(job.body)).toMatchObject({ failed: 0 });
    const created = (await call('GET', `/api/admin/user?search=${encodeURIComponent(fresh)}`, { token })).body.data as {
      id: number;
      is_subscribe: boolean;
    }[];
    expect(created).toMatchObject([{ is_subscribe: true }]);
    const newId = created[0]!.id;
    expect(await emailConsent(newId)).toMatchObject({ granted: true, source: 'import' });
    expect((await customerOf(kept.id)).is_subscribe).toBe(false);
    expect(await emailConsent(kept.id)).toMatchObject({ granted: false, withdrawn_by: 'staff' });
    const results = await broadcastTo(tag);
    expect([results.get(newId), results.get(kept.id)]).toEqual(['sent', 'skipped_no_consent']);
  });

  it("staff consent on the lead's Messages tab moves the flag; a lead edit that does not show the flag keeps it", async () => {
    token = await adminToken();
    const tag = `Tab${unique()}`;
    const lead = await newCustomer(tag);
    const granted = await call('PUT', `/api/admin/lead/${String(lead.id)}/consent`, { token, json: { channel: 'email', granted: true } });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body).toMatchObject([{ channel: 'email', granted: true, source: 'staff' }]);
    expect((await customerOf(lead.id)).is_subscribe).toBe(true);

    // The lead form sends no `is_subscribe`: the flag and the consent stay.
    const edit = { first_name: 'Mei', last_name: 'Chan', email: lead.email, tags: [tag], status_description: 'Called back' };
    expect((await call('PUT', `/api/admin/lead/${String(lead.id)}`, { token, json: edit })).status).toBe(200);
    expect((await customerOf(lead.id)).is_subscribe).toBe(true);
    expect(await emailConsent(lead.id)).toMatchObject({ granted: true, source: 'staff' });
    expect((await broadcastTo(tag)).get(lead.id)).toBe('sent');

    const withdrawn = await call('PUT', `/api/admin/lead/${String(lead.id)}/consent`, {
      token,
      json: { channel: 'email', granted: false },
    });
    expect(withdrawn.body).toMatchObject([{ channel: 'email', granted: false, withdrawn_by: 'staff' }]);
    expect((await customerOf(lead.id)).is_subscribe).toBe(false);
    // A lead saved with the flag on (the API's clients may send it) grants from staff again.
    expect((await call('PUT', `/api/admin/lead/${String(lead.id)}`, { token, json: { ...edit, is_subscribe: true } })).status).toBe(200);
    expect(await emailConsent(lead.id)).toMatchObject({ granted: true, source: 'staff' });
  });

  it('the unsubscribe link withdraws the consent and clears the flag; a forged one changes neither', async () => {
    token = await adminToken();
    const tag = `Unsub${unique()}`;
    const fan = await newCustomer(tag, { is_subscribe: true });
    const path = `/api/unsubscribe/${encodeURIComponent(fan.email)}`;
    expect((await call('GET', `${path}?signature=${unsubscribeSignature('someone@example.com')}`)).status).toBe(403);
    expect((await customerOf(fan.id)).is_subscribe).toBe(true);
    expect(await emailConsent(fan.id)).toMatchObject({ granted: true });

    const done = await call('GET', `${path}?signature=${unsubscribeSignature(fan.email)}`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await customerOf(fan.id)).is_subscribe).toBe(false);
    expect(await emailConsent(fan.id)).toMatchObject({ granted: false, withdrawn_by: 'unsubscribe' });
    expect((await broadcastTo(tag)).get(fan.id)).toBe('skipped_no_consent');
  });
});
