import { describe, expect, it } from 'vitest';
import { adminToken, call } from '../testing.js';

let shoppers = 0;

/** A newly registered shopper's token. */
async function shopperToken(): Promise<string> {
  shoppers += 1;
  const email = `address-${String(shoppers)}-${String(Date.now())}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  expect(reply.status).toBe(201);
  return reply.body.token as string;
}

const home = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'hkg',
  contact_number: '+852 2345 6789',
  address: '1 Queen’s Road, Central',
};

describe('shopper addresses', () => {
  it('keeps one default billing and one default shipping address; the first address is both', async () => {
    const token = await shopperToken();
    expect((await call('GET', '/api/address', { token })).body).toEqual([]);
    const first = await call('POST', '/api/address', { token, json: home });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: 1, country: 'HKG', default_billing: true, default_shipping: true });

    const office = await call('POST', '/api/address', { token, json: { ...home, address: '2 Harbour Road', default_shipping: true } });
    expect(office.body).toMatchObject({ id: 2, default_billing: false, default_shipping: true });
    let book = (await call('GET', '/api/address', { token })).body as { id: number; default_billing: boolean; default_shipping: boolean }[];
    expect(book.map((a) => [a.id, a.default_billing, a.default_shipping])).toEqual([
      [1, true, false],
      [2, false, true],
    ]);

    // Ticking billing on the second moves it there too.
    await call('PUT', '/api/address/2', {
      token,
      json: { ...home, address: '2 Harbour Road', default_billing: true, default_shipping: true },
    });
    book = (await call('GET', '/api/address', { token })).body;
    expect(book.map((a) => [a.id, a.default_billing, a.default_shipping])).toEqual([
      [1, false, false],
      [2, true, true],
    ]);

    // Deleting the default answers the addresses left; the remaining one becomes the default.
    const left = await call('DELETE', '/api/address/2', { token });
    expect(left.status).toBe(200);
    expect(left.body).toEqual([expect.objectContaining({ id: 1, default_billing: true, default_shipping: true })]);
    // Ids are not reused.
    expect((await call('POST', '/api/address', { token, json: home })).body.id).toBe(3);
  });

  it('refuses missing fields, an unknown country, a country the shop does not serve and a bad phone, saving nothing', async () => {
    const token = await shopperToken();
    const empty = await call('POST', '/api/address', { token, json: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.messages).sort()).toEqual(['address', 'contact_number', 'country', 'first_name', 'last_name']);
    expect((await call('POST', '/api/address', { token, json: { ...home, country: 'XYZ' } })).body.messages.country).toEqual([
      'Please choose a country from the list.',
    ]);
    // A real country the site's settings do not list (HKG, CHN, USA, GBR by default).
    expect((await call('POST', '/api/address', { token, json: { ...home, country: 'FRA' } })).body.messages.country).toEqual([
      'The shop does not deliver to this country.',
    ]);
    expect(
      (await call('POST', '/api/address', { token, json: { ...home, contact_number: 'call me' } })).body.messages.contact_number,
    ).toEqual(['Please check your input.']);
    expect((await call('GET', '/api/address', { token })).body).toEqual([]);
  });

  it('a shopper only reaches their own addresses; without a token, or with an admin token, nothing', async () => {
    const owner = await shopperToken();
    const other = await shopperToken();
    const { id } = (await call('POST', '/api/address', { token: owner, json: home })).body as { id: number };
    expect((await call('GET', `/api/address/${id}`, { token: other })).status).toBe(404);
    expect((await call('PUT', `/api/address/${id}`, { token: other, json: home })).status).toBe(404);
    expect((await call('DELETE', `/api/address/${id}`, { token: other })).status).toBe(404);
    expect((await call('GET', `/api/address/${id}`, { token: owner })).status).toBe(200);
    expect((await call('GET', '/api/address')).status).toBe(401);
    expect((await call('GET', '/api/address', { token: await adminToken() })).status).toBe(401);
  });

  it('keeps at most 20 addresses', async () => {
    const token = await shopperToken();
    for (let i = 0; i < 20; i++)
      expect((await call('POST', '/api/address', { token, json: { ...home, address: `No. ${String(i)}` } })).status).toBe(201);
    const refused = await call('POST', '/api/address', { token, json: home });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.address).toEqual(['At most 20 addresses can be kept; delete one first.']);
  });
});
