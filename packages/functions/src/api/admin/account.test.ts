import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let selfId: number;
let n = 0;

const PASSWORD = 'Secret123!';
const nextEmail = (prefix = 'staff') => `${prefix}${++n}@example.com`;
const adminInput = (over: Record<string, unknown> = {}) => ({
  name: `Staff ${n + 1}`,
  email: nextEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...over,
});

async function createAdmin(over: Record<string, unknown> = {}) {
  const reply = await call('POST', '/api/admin/account', { token, json: adminInput(over) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; email: string; name: string };
}

async function createCustomer(adminId: number) {
  const reply = await call('POST', '/api/admin/user', {
    token,
    json: {
      email: nextEmail('client'),
      first_name: 'Cli',
      last_name: 'Ent',
      gender: 'male',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      admin_id: adminId,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number };
}

const getAdmin = (id: number) => call('GET', `/api/admin/account/${id}`, { token });
const adminLogin = (email: string, password = PASSWORD) => call('POST', '/api/admin/login', { json: { email, password } });

beforeAll(async () => {
  token = await adminToken();
  selfId = (await call('GET', '/api/admin', { token })).body.id;
});

describe('admin accounts: create and validation', () => {
  it('POST /api/admin/account applies the spec defaults (role 1, enabled, no commission) and never returns the password', async () => {
    const reply = await call('POST', '/api/admin/account', {
      token,
      json: { name: 'Dana Default', email: 'Dana.Default@Example.com', password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      name: 'Dana Default',
      email: 'dana.default@example.com',
      role_id: 1,
      enabled: true,
      commission_enabled: false,
    });
    expect(reply.body).not.toHaveProperty('password');
    expect(reply.body).not.toHaveProperty('password_hash');
    const read = await getAdmin(reply.body.id);
    expect(read.body).toMatchObject({ id: reply.body.id, role_id: 1, role_name: 'Super Admin', enabled: true });
    expect(JSON.stringify(read.body)).not.toContain('password');
    expect((await adminLogin('dana.default@example.com')).status).toBe(200);
  });

  it('answers 401 with messages when no token is sent', async () => {
    const reply = await call('GET', '/api/admin/account');
    expect(reply.status).toBe(401);
    expect(reply.body).toHaveProperty('messages');
  });

  it('missing name, email and password give 422 with a field map of spec texts', async () => {
    const reply = await call('POST', '/api/admin/account', { token, json: {} });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toMatchObject({
      name: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('a password confirmation mismatch and a short password are refused with the spec texts', async () => {
    const mismatch = await call('POST', '/api/admin/account', { token, json: adminInput({ password_confirmation: 'Different1!' }) });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.messages.password_confirmation).toEqual(['The password confirmation does not match.']);
    const short = await call('POST', '/api/admin/account', {
      token,
      json: adminInput({ password: 'short', password_confirmation: 'short' }),
    });
    expect(short.status).toBe(422);
    expect(short.body.messages.password).toEqual(['The password must be at least 8 characters.']);
    const badEmail = await call('POST', '/api/admin/account', { token, json: adminInput({ email: 'not-an-email' }) });
    expect(badEmail.body.messages.email).toEqual(['Please check your input.']);
  });

  it('a duplicate email in another case gives 409 and no second record', async () => {
    await createAdmin({ email: 'twin@example.com' });
    const reply = await call('POST', '/api/admin/account', { token, json: adminInput({ email: 'TWIN@Example.COM' }) });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ messages: { email: ['Please make sure that email field is unique'] } });
    const list = await call('GET', '/api/admin/account?search=twin@example', { token });
    expect(list.body.total).toBe(1);
  });

  it('commission disabled clears group_id, parent_id and sales_code; enabled keeps them', async () => {
    const parent = await createAdmin({ commission_enabled: true });
    const group = await call('POST', '/api/admin/group', { token, json: { name: 'Commission Team' } });
    expect(group.status).toBe(201);
    const fields = { group_id: group.body.id, parent_id: parent.id, sales_code: 'SC-100' };
    const off = await createAdmin({ ...fields, commission_enabled: false });
    expect((await getAdmin(off.id)).body).toMatchObject({ commission_enabled: false, group_id: null, parent_id: null, sales_code: null });
    const on = await createAdmin({ ...fields, commission_enabled: true });
    expect((await getAdmin(on.id)).body).toMatchObject({ commission_enabled: true, ...fields });
  });

  it('an unknown role_id is refused with 422 on role_id and nothing is created', async () => {
    const email = nextEmail('norole');
    const reply = await call('POST', '/api/admin/account', { token, json: adminInput({ email, role_id: 9999 }) });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toHaveProperty('role_id');
    expect((await call('GET', `/api/admin/account?search=${email}`, { token })).body.total).toBe(0);
  });
});

describe('admin accounts: list', () => {
  it('GET /api/admin/account searches, sorts by name in both orders and pages by per_page', async () => {
    for (let i = 11; i >= 1; i--) await createAdmin({ name: `Lister ${String(i).padStart(2, '0')}` });
    const asc = await call('GET', '/api/admin/account?search=LISTER&sort=name&order=asc', { token });
    expect(asc.status).toBe(200);
    expect(asc.body).toMatchObject({ total: 11, page: 1, per_page: 10 });
    expect(asc.body.data.map((a: { name: string }) => a.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lister ${String(i + 1).padStart(2, '0')}`),
    );
    const page2 = await call('GET', '/api/admin/account?search=lister&sort=name&order=asc&page=2', { token });
    expect(page2.body.data.map((a: { name: string }) => a.name)).toEqual(['Lister 11']);
    const desc = await call('GET', '/api/admin/account?search=lister&sort=name&order=desc&per_page=20', { token });
    expect(desc.body.data).toHaveLength(11);
    expect(desc.body.data[0].name).toBe('Lister 11');
    const byId = await call('GET', '/api/admin/account?search=lister&sort=id&order=asc', { token });
    expect(byId.body.data[0].name).toBe('Lister 11');
    expect(JSON.stringify(asc.body)).not.toContain('password');
  });

  it('per_page outside 10/20/50/100 is refused with 422', async () => {
    const reply = await call('GET', '/api/admin/account?per_page=7', { token });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toHaveProperty('per_page');
  });
});

describe('admin accounts: edit', () => {
  it('PUT /api/admin/account/{id} with JSON updates fields and an empty password keeps the old one', async () => {
    const admin = await createAdmin();
    const reply = await call('PUT', `/api/admin/account/${admin.id}`, {
      token,
      json: { name: 'Renamed Json', email: admin.email, enabled: true, password: '', phone: '91234567', country_code: 'HKG' },
    });
    expect(reply.status).toBe(200);
    expect((await getAdmin(admin.id)).body).toMatchObject({ name: 'Renamed Json', phone: '91234567', country_code: 'HKG' });
    expect((await adminLogin(admin.email)).status).toBe(200);
  });

  it('POST /api/admin/account/{id} with form data and _method=PUT is an update; without it, 405', async () => {
    const admin = await createAdmin();
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('name', 'Renamed Form');
    form.set('email', admin.email);
    form.set('enabled', '1');
    form.set('commission_enabled', 'true');
    form.set('sales_code', 'FORM-7');
    const reply = await call('POST', `/api/admin/account/${admin.id}`, { token, form });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await getAdmin(admin.id)).body).toMatchObject({ name: 'Renamed Form', commission_enabled: true, sales_code: 'FORM-7' });
    form.delete('_method');
    form.set('name', 'Should Not Apply');
    expect((await call('POST', `/api/admin/account/${admin.id}`, { token, form })).status).toBe(405);
    expect((await getAdmin(admin.id)).body.name).toBe('Renamed Form');
  });

  it("changing the email to another admin's email gives 409 and keeps the old one", async () => {
    const a = await createAdmin();
    const b = await createAdmin();
    const reply = await call('PUT', `/api/admin/account/${b.id}`, {
      token,
      json: { name: 'B', email: a.email.toUpperCase(), enabled: true },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ messages: { email: ['Please make sure that email field is unique'] } });
    expect((await getAdmin(b.id)).body.email).toBe(b.email);
  });

  it('an admin cannot disable or delete their own account, singly or in batch', async () => {
    const me = (await getAdmin(selfId)).body;
    const disable = await call('PUT', `/api/admin/account/${selfId}`, { token, json: { name: me.name, email: me.email, enabled: false } });
    expect(disable.status).toBe(422);
    expect(disable.body.messages).toHaveProperty('enabled');
    expect((await call('PUT', '/api/admin/account/batch', { token, json: { ids: [selfId], data: { enabled: false } } })).status).toBe(422);
    expect((await call('DELETE', `/api/admin/account/${selfId}`, { token })).status).toBe(422);
    expect((await call('DELETE', '/api/admin/account/batch', { token, json: { ids: [selfId] } })).status).toBe(422);
    expect((await getAdmin(selfId)).body.enabled).toBe(true);
  });

  it('GET /api/admin/account/{id} of an unknown id answers 404 ID not exists', async () => {
    const reply = await getAdmin(987654);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ messages: 'ID not exists' });
  });
});

describe('admin accounts: transfers and deletion', () => {
  it('deleting an admin who still has customers is refused until PUT /transfer/customer moves every customer to the target admin', async () => {
    const from = await createAdmin();
    const to = await createAdmin();
    const c1 = await createCustomer(from.id);
    const c2 = await createCustomer(from.id);
    const refused = await call('DELETE', `/api/admin/account/${from.id}`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.messages).toHaveProperty('ids');
    expect((await getAdmin(from.id)).status).toBe(200);

    const moved = await call('PUT', `/api/admin/account/${from.id}/transfer/customer`, { token, json: { to_admin_id: to.id } });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ transferred: 2 });
    for (const c of [c1, c2]) expect((await call('GET', `/api/admin/user/${c.id}`, { token })).body.admin_id).toBe(to.id);
    expect((await call('GET', `/api/admin/user?admin_id=${from.id}`, { token })).body.total).toBe(0);

    expect((await call('DELETE', `/api/admin/account/${from.id}`, { token })).status).toBe(200);
    expect((await getAdmin(from.id)).status).toBe(404);
  });

  it('PUT /transfer/sales moves the admins whose parent is X, only to a commission-enabled admin', async () => {
    const leader = await createAdmin({ commission_enabled: true });
    const m1 = await createAdmin({ commission_enabled: true, parent_id: leader.id });
    const m2 = await createAdmin({ commission_enabled: true, parent_id: leader.id });
    const plain = await createAdmin();
    const target = await createAdmin({ commission_enabled: true });

    expect((await call('DELETE', `/api/admin/account/${leader.id}`, { token })).status).toBe(422);
    const refused = await call('PUT', `/api/admin/account/${leader.id}/transfer/sales`, { token, json: { to_admin_id: plain.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.messages).toHaveProperty('to_admin_id');
    expect((await getAdmin(m1.id)).body.parent_id).toBe(leader.id);

    const moved = await call('PUT', `/api/admin/account/${leader.id}/transfer/sales`, { token, json: { to_admin_id: target.id } });
    expect(moved.body).toEqual({ transferred: 2 });
    expect((await getAdmin(m1.id)).body.parent_id).toBe(target.id);
    expect((await getAdmin(m2.id)).body.parent_id).toBe(target.id);
    expect((await call('DELETE', `/api/admin/account/${leader.id}`, { token })).status).toBe(200);
  });

  it('batch enable/disable sets enabled on every id, and a disabled admin cannot log in', async () => {
    const a = await createAdmin();
    const b = await createAdmin();
    const off = await call('PUT', '/api/admin/account/batch', { token, json: { ids: [a.id, b.id], data: { enabled: false } } });
    expect(off.body).toEqual({ updated: 2 });
    expect((await getAdmin(a.id)).body.enabled).toBe(false);
    expect((await call('GET', `/api/admin/account?enabled=false&search=${b.email}`, { token })).body.total).toBe(1);
    const login = await adminLogin(a.email);
    expect(login.status).toBe(422);
    expect(login.body.messages.email).toEqual(['This account is disabled.']);
    const on = await call('PUT', '/api/admin/account/batch', { token, json: { ids: [a.id, b.id], data: { enabled: true } } });
    expect(on.body).toEqual({ updated: 2 });
    expect((await getAdmin(b.id)).body.enabled).toBe(true);
  });

  it('batch delete removes all ids, and with one unknown id answers 404 and deletes none', async () => {
    const a = await createAdmin();
    const b = await createAdmin();
    const partial = await call('DELETE', '/api/admin/account/batch', { token, json: { ids: [a.id, 999999] } });
    expect(partial.status).toBe(404);
    expect((await getAdmin(a.id)).status).toBe(200);
    const reply = await call('DELETE', '/api/admin/account/batch', { token, json: { ids: [a.id, b.id] } });
    expect(reply.body).toEqual({ deleted: 2 });
    expect((await getAdmin(a.id)).status).toBe(404);
    expect((await getAdmin(b.id)).status).toBe(404);
  });
});

describe('admin accounts: permissions', () => {
  it('a limited admin with only "get admins" can list, but POST is 403 and the count is unchanged', async () => {
    const limited = await limitedAdmin(['get admins']);
    const before = (await call('GET', '/api/admin/account', { token })).body.total;
    expect((await call('GET', '/api/admin/account', { token: limited.token })).status).toBe(200);
    const reply = await call('POST', '/api/admin/account', { token: limited.token, json: adminInput() });
    expect(reply.status).toBe(403);
    expect(reply.body).toHaveProperty('messages');
    expect((await call('DELETE', `/api/admin/account/${limited.id}`, { token: limited.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/account', { token })).body.total).toBe(before);
  });

  it('an admin whose role is edited gets the new permissions on the very next request', async () => {
    const limited = await limitedAdmin(['get admins']);
    expect((await call('GET', '/api/admin/user', { token: limited.token })).status).toBe(403);
    const grant = await call('PUT', `/api/admin/role/${limited.roleId}`, {
      token,
      json: { name: 'Grown', permissions: ['get admins', 'get users'] },
    });
    expect(grant.status).toBe(200);
    expect((await call('GET', '/api/admin/user', { token: limited.token })).status).toBe(200);
    await call('PUT', `/api/admin/role/${limited.roleId}`, { token, json: { name: 'Shrunk', permissions: [] } });
    expect((await call('GET', '/api/admin/account', { token: limited.token })).status).toBe(403);
  });

  it('an admin moved to another role gets that role on the very next request (the token still names the old one)', async () => {
    const limited = await limitedAdmin(['get admins']);
    const other = await call('POST', '/api/admin/role', { token, json: { name: `Customers ${Date.now()}`, permissions: ['get users'] } });
    expect(other.status).toBe(201);
    expect((await call('GET', '/api/admin/user', { token: limited.token })).status).toBe(403);
    const current = (await call('GET', `/api/admin/account/${limited.id}`, { token })).body;
    const moved = await call('PUT', `/api/admin/account/${limited.id}`, { token, json: { ...current, role_id: other.body.id } });
    expect(moved.status).toBe(200);
    expect((await call('GET', '/api/admin/user', { token: limited.token })).status).toBe(200);
    expect((await call('GET', '/api/admin/account', { token: limited.token })).status).toBe(403);
  });
});
