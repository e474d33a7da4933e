import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let n = 0;

const PASSWORD = 'Shopper123!';
const customerInput = (over: Record<string, unknown> = {}) => {
  n++;
  return {
    email: `shopper${n}@example.com`,
    first_name: 'Cara',
    last_name: `Customer${n}`,
    gender: 'female',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...over,
  };
};

async function createCustomer(over: Record<string, unknown> = {}) {
  const reply = await call('POST', '/api/admin/user', { token, json: customerInput(over) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; email: string; first_name: string; last_name: string; gender: string };
}

const getCustomer = (id: number) => call('GET', `/api/admin/user/${id}`, { token });
const shopperLogin = (email: string, password: string) => call('POST', '/api/login', { json: { email, password } });
const editable = (c: { email: string; first_name: string; last_name: string; gender: string }) => ({
  email: c.email,
  first_name: c.first_name,
  last_name: c.last_name,
  gender: c.gender,
});

beforeAll(async () => {
  token = await adminToken();
});

describe('customers (/api/admin/user): create', () => {
  it('POST /api/admin/user creates an enabled customer who can log in, and never returns the password', async () => {
    const reply = await call('POST', '/api/admin/user', {
      token,
      json: customerInput({ email: 'New.Shopper@Example.com', phone: '91234567', country_code: 'HKG', tags: ['vip'] }),
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      email: 'new.shopper@example.com',
      enabled: true,
      is_subscribe: false,
      gender: 'female',
      phone: '91234567',
      country_code: 'HKG',
      tags: ['vip'],
    });
    expect(JSON.stringify(reply.body)).not.toContain('password');
    expect((await getCustomer(reply.body.id)).body).toMatchObject({ id: reply.body.id, email: 'new.shopper@example.com' });
    const login = await shopperLogin('new.shopper@example.com', PASSWORD);
    expect(login.status).toBe(200);
    expect(typeof login.body.token).toBe('string');
  });

  it('email, first_name, last_name, gender and password are required (422 field map)', async () => {
    const reply = await call('POST', '/api/admin/user', { token, json: {} });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toMatchObject({
      email: ['This field is required.'],
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
      gender: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('gender must be female or male', async () => {
    const reply = await call('POST', '/api/admin/user', { token, json: customerInput({ gender: 'other' }) });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual({ gender: ['Please check your input.'] });
    expect((await call('POST', '/api/admin/user', { token, json: customerInput({ gender: 'male' }) })).status).toBe(201);
  });

  it('a phone without country_code is refused with the spec text', async () => {
    const input = customerInput({ phone: '91234567' });
    const reply = await call('POST', '/api/admin/user', { token, json: input });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual({ country_code: ['Please input country code if the phone field is not empty'] });
    expect((await call('GET', `/api/admin/user?search=${input.email}`, { token })).body.total).toBe(0);
  });

  it('password confirmation mismatch and short password are refused', async () => {
    const mismatch = await call('POST', '/api/admin/user', { token, json: customerInput({ password_confirmation: 'Nope12345' }) });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.messages.password_confirmation).toEqual(['The password confirmation does not match.']);
    const short = await call('POST', '/api/admin/user', { token, json: customerInput({ password: 'abc', password_confirmation: 'abc' }) });
    expect(short.body.messages.password).toEqual(['The password must be at least 8 characters.']);
  });

  it('a duplicate email (any case) gives 409 and leaves one record', async () => {
    await createCustomer({ email: 'dupe@example.com' });
    const reply = await call('POST', '/api/admin/user', { token, json: customerInput({ email: 'DUPE@example.com' }) });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ messages: { email: ['Please make sure that email field is unique'] } });
    expect((await call('GET', '/api/admin/user?search=dupe@example.com', { token })).body.total).toBe(1);
  });
});

describe('customers: edit', () => {
  it('PUT without a password keeps the old one: the customer can still log in with it', async () => {
    const c = await createCustomer();
    const reply = await call('PUT', `/api/admin/user/${c.id}`, { token, json: { ...editable(c), first_name: 'Renamed' } });
    expect(reply.status).toBe(200);
    expect((await getCustomer(c.id)).body.first_name).toBe('Renamed');
    expect((await shopperLogin(c.email, PASSWORD)).status).toBe(200);
  });

  it('PUT with a new password changes it: the new one logs in and the old one is refused', async () => {
    const c = await createCustomer();
    const reply = await call('PUT', `/api/admin/user/${c.id}`, {
      token,
      json: { ...editable(c), password: 'Brand-New-9', password_confirmation: 'Brand-New-9' },
    });
    expect(reply.status).toBe(200);
    expect((await shopperLogin(c.email, 'Brand-New-9')).status).toBe(200);
    const old = await shopperLogin(c.email, PASSWORD);
    expect(old.status).toBe(422);
    expect(old.body.messages).toHaveProperty('email');
  });

  it('POST /api/admin/user/{id} with form data and _method=PUT updates the customer', async () => {
    const c = await createCustomer();
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...editable(c), _method: 'PUT', last_name: 'Formed', is_subscribe: '1', enabled: '1' }))
      form.set(k, v);
    const reply = await call('POST', `/api/admin/user/${c.id}`, { token, form });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await getCustomer(c.id)).body).toMatchObject({ last_name: 'Formed', is_subscribe: true });
  });

  it('changing the email to one another customer holds gives 409 and keeps the old email', async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const reply = await call('PUT', `/api/admin/user/${b.id}`, { token, json: { ...editable(b), email: a.email.toUpperCase() } });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ messages: { email: ['Please make sure that email field is unique'] } });
    expect((await getCustomer(b.id)).body.email).toBe(b.email);
  });

  it('PUT on an unknown id answers 404 ID not exists', async () => {
    const reply = await call('PUT', '/api/admin/user/777777', { token, json: customerInput() });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ messages: 'ID not exists' });
  });
});

describe('customers: list', () => {
  it('GET /api/admin/user?search= finds customers by part of their email', async () => {
    const a = await createCustomer({ email: 'anna@acme-widgets.test' });
    const b = await createCustomer({ email: 'bob@acme-widgets.test' });
    await createCustomer({ email: 'carl@elsewhere.test' });
    const reply = await call('GET', '/api/admin/user?search=ACME-WIDGETS&sort=id&order=asc', { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ total: 2, page: 1, per_page: 10 });
    expect(reply.body.data.map((c: { id: number }) => c.id)).toEqual([a.id, b.id]);
    expect(JSON.stringify(reply.body)).not.toContain('password');
  });

  it('sorts by name (last name, first name) and refuses a per_page not in 10/20/50/100', async () => {
    for (const last of ['Zorro', 'Adams', 'Miller']) await createCustomer({ last_name: last, first_name: 'Sortie' });
    const reply = await call('GET', '/api/admin/user?search=sortie&sort=name&order=asc&per_page=50', { token });
    expect(reply.body.data.map((c: { last_name: string }) => c.last_name)).toEqual(['Adams', 'Miller', 'Zorro']);
    expect(reply.body.per_page).toBe(50);
    const bad = await call('GET', '/api/admin/user?per_page=25', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.messages).toHaveProperty('per_page');
  });
});

describe('customers: batch and delete', () => {
  it('batch disable stops those customers logging in; batch enable lets them back', async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const off = await call('PUT', '/api/admin/user/batch', { token, json: { ids: [a.id, b.id], data: { enabled: false } } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ updated: 2 });
    expect((await getCustomer(a.id)).body.enabled).toBe(false);
    const refused = await shopperLogin(a.email, PASSWORD);
    expect(refused.status).toBe(422);
    expect(refused.body.messages.email).toEqual(['This account is disabled.']);
    const on = await call('PUT', '/api/admin/user/batch', { token, json: { ids: [a.id], data: { enabled: true } } });
    expect(on.body).toEqual({ updated: 1 });
    expect((await shopperLogin(a.email, PASSWORD)).status).toBe(200);
  });

  it('batch update with an unknown id answers 404 and changes none', async () => {
    const c = await createCustomer();
    const reply = await call('PUT', '/api/admin/user/batch', { token, json: { ids: [c.id, 555555], data: { enabled: false } } });
    expect(reply.status).toBe(404);
    expect(reply.body.messages).toContain('ID not exists');
    expect((await getCustomer(c.id)).body.enabled).toBe(true);
    expect((await call('DELETE', '/api/admin/user/batch', { token, json: { ids: [] } })).status).toBe(422);
  });

  it('a customer token stops working once the customer is disabled', async () => {
    const c = await createCustomer();
    const login = await shopperLogin(c.email, PASSWORD);
    expect((await call('POST', '/api/info', { token: login.body.token })).status).toBe(200);
    await call('PUT', '/api/admin/user/batch', { token, json: { ids: [c.id], data: { enabled: false } } });
    expect((await call('POST', '/api/info', { token: login.body.token })).status).toBe(401);
  });

  it('DELETE /api/admin/user/{id} removes the customer: GET is 404 and the email is free again', async () => {
    const c = await createCustomer();
    const reply = await call('DELETE', `/api/admin/user/${c.id}`, { token });
    expect(reply.status).toBe(200);
    const gone = await getCustomer(c.id);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ messages: 'ID not exists' });
    expect((await call('DELETE', `/api/admin/user/${c.id}`, { token })).status).toBe(404);
    expect((await call('POST', '/api/admin/user', { token, json: customerInput({ email: c.email }) })).status).toBe(201);
  });

  it('batch delete is all or nothing: an unknown id gives 404 and deletes none', async () => {
    const a = await createCustomer();
    const b = await createCustomer();
    const partial = await call('DELETE', '/api/admin/user/batch', { token, json: { ids: [a.id, 888888] } });
    expect(partial.status).toBe(404);
    expect((await getCustomer(a.id)).status).toBe(200);
    const reply = await call('DELETE', '/api/admin/user/batch', { token, json: { ids: [a.id, b.id] } });
    expect(reply.body).toEqual({ deleted: 2 });
    expect((await getCustomer(b.id)).status).toBe(404);
  });
});

describe('customers: permissions', () => {
  it('a limited admin with only "get users" can list, but create, update and delete are 403 and change nothing', async () => {
    const c = await createCustomer();
    const limited = await limitedAdmin(['get users']);
    expect((await call('GET', '/api/admin/user', { token: limited.token })).status).toBe(200);
    expect((await call('GET', `/api/admin/user/${c.id}`, { token: limited.token })).status).toBe(403);
    const input = customerInput();
    expect((await call('POST', '/api/admin/user', { token: limited.token, json: input })).status).toBe(403);
    expect(
      (await call('PUT', `/api/admin/user/${c.id}`, { token: limited.token, json: { ...editable(c), first_name: 'Hacked' } })).status,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/user/${c.id}`, { token: limited.token })).status).toBe(403);
    expect(
      (await call('PUT', '/api/admin/user/batch', { token: limited.token, json: { ids: [c.id], data: { enabled: false } } })).status,
    ).toBe(403);
    expect((await getCustomer(c.id)).body).toMatchObject({ first_name: c.first_name, enabled: true });
    expect((await call('GET', `/api/admin/user?search=${input.email}`, { token })).body.total).toBe(0);
  });

  it('a customer token is refused on admin routes with 401', async () => {
    const c = await createCustomer();
    const login = await shopperLogin(c.email, PASSWORD);
    expect((await call('GET', '/api/admin/user', { token: login.body.token })).status).toBe(401);
    expect((await call('GET', '/api/admin/user')).status).toBe(401);
  });
});

describe('customer references and list options', () => {
  it('refuses an assigned admin that does not exist', async () => {
    const reply = await call('POST', '/api/admin/user', { token, json: customerInput({ email: 'orphan@example.com', admin_id: 99999 }) });
    expect(reply.status).toBe(422);
    expect(reply.body.messages.admin_id).toEqual(['The selected admin does not exist.']);
  });

  it('refuses an unknown sort column', async () => {
    const reply = await call('GET', '/api/admin/user?sort=bogus', { token });
    expect(reply.status).toBe(422);
    expect(reply.body.messages.sort).toBeDefined();
  });
});
