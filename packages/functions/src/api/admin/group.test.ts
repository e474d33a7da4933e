import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let n = 0;

async function createAdmin(commission: boolean) {
  n++;
  const reply = await call('POST', '/api/admin/account', {
    token,
    json: {
      name: `Member ${n}`,
      email: `member${n}@example.com`,
      password: 'Secret123!',
      password_confirmation: 'Secret123!',
      commission_enabled: commission,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; name: string; email: string };
}

async function createGroup(json: Record<string, unknown>) {
  const reply = await call('POST', '/api/admin/group', { token, json });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; name: string; admins: number[] };
}

const groupOf = async (adminId: number) => (await call('GET', `/api/admin/account/${adminId}`, { token })).body.group_id;
const getGroup = (id: number) => call('GET', `/api/admin/group/${id}`, { token });
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  token = await adminToken();
});

describe('groups: create', () => {
  it('POST /api/admin/group stores name and description and puts the commission-enabled admins in it', async () => {
    const a1 = await createAdmin(true);
    const a2 = await createAdmin(true);
    const reply = await call('POST', '/api/admin/group', {
      token,
      json: { name: 'North Sales', description: 'Northern region', admins: [a1.id, a2.id] },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ name: 'North Sales', description: 'Northern region' });
    expect(sorted(reply.body.admins)).toEqual(sorted([a1.id, a2.id]));
    expect(await groupOf(a1.id)).toBe(reply.body.id);
    expect(await groupOf(a2.id)).toBe(reply.body.id);
  });

  it('GET /api/admin/group/{id} derives admins from the accounts, including ones assigned through the account form', async () => {
    const group = await createGroup({ name: 'Derived Team' });
    expect(group.admins).toEqual([]);
    const admin = await createAdmin(true);
    const edit = await call('PUT', `/api/admin/account/${admin.id}`, {
      token,
      json: { name: admin.name, email: admin.email, enabled: true, commission_enabled: true, group_id: group.id },
    });
    expect(edit.status).toBe(200);
    const read = await getGroup(group.id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: group.id, name: 'Derived Team', description: null, admins: [admin.id] });
  });

  it('an admin without commission is refused with 422 on admins and no group is created', async () => {
    const ok = await createAdmin(true);
    const plain = await createAdmin(false);
    const reply = await call('POST', '/api/admin/group', { token, json: { name: 'Mixed Team', admins: [ok.id, plain.id] } });
    expect(reply.status).toBe(422);
    expect(reply.body.messages.admins[0]).toContain(plain.name);
    expect((await call('GET', '/api/admin/group?search=mixed team', { token })).body.total).toBe(0);
    expect(await groupOf(ok.id)).toBeNull();
  });

  it('an unknown admin id is refused with 422 on admins', async () => {
    const reply = await call('POST', '/api/admin/group', { token, json: { name: 'Ghost Team', admins: [424242] } });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toHaveProperty('admins');
  });

  it('a missing name gives 422 This field is required.', async () => {
    const reply = await call('POST', '/api/admin/group', { token, json: { description: 'no name' } });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual({ name: ['This field is required.'] });
  });

  it('a duplicate name (any case) gives 409, on create and on rename, and leaves one record', async () => {
    await createGroup({ name: 'Unique Crew' });
    const dup = await call('POST', '/api/admin/group', { token, json: { name: 'unique CREW' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ messages: { name: ['Please make sure that name field is unique'] } });
    const other = await createGroup({ name: 'Other Crew' });
    const rename = await call('PUT', `/api/admin/group/${other.id}`, { token, json: { name: 'UNIQUE crew' } });
    expect(rename.status).toBe(409);
    expect((await getGroup(other.id)).body.name).toBe('Other Crew');
    expect((await call('GET', '/api/admin/group?search=unique crew', { token })).body.total).toBe(1);
  });
});

describe('groups: update, list and delete', () => {
  it('PUT /api/admin/group/{id} with a new admins list removes the dropped admins and adds the new ones', async () => {
    const keep = await createAdmin(true);
    const drop = await createAdmin(true);
    const add = await createAdmin(true);
    const group = await createGroup({ name: 'Shuffle Team', admins: [keep.id, drop.id] });
    const reply = await call('PUT', `/api/admin/group/${group.id}`, {
      token,
      json: { name: 'Shuffle Team 2', description: 'v2', admins: [keep.id, add.id] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ name: 'Shuffle Team 2', description: 'v2' });
    expect(sorted(reply.body.admins)).toEqual(sorted([keep.id, add.id]));
    expect(await groupOf(keep.id)).toBe(group.id);
    expect(await groupOf(drop.id)).toBeNull();
    expect(await groupOf(add.id)).toBe(group.id);
    expect(sorted((await getGroup(group.id)).body.admins)).toEqual(sorted([keep.id, add.id]));
  });

  it('adding an admin to a second group moves it out of the first', async () => {
    const admin = await createAdmin(true);
    const first = await createGroup({ name: 'First Home', admins: [admin.id] });
    const second = await createGroup({ name: 'Second Home', admins: [admin.id] });
    expect(await groupOf(admin.id)).toBe(second.id);
    expect((await getGroup(first.id)).body.admins).toEqual([]);
    expect((await getGroup(second.id)).body.admins).toEqual([admin.id]);
  });

  it('updating with a non-commission admin is refused and membership is unchanged', async () => {
    const member = await createAdmin(true);
    const plain = await createAdmin(false);
    const group = await createGroup({ name: 'Steady Team', admins: [member.id] });
    const reply = await call('PUT', `/api/admin/group/${group.id}`, { token, json: { name: 'Steady Team', admins: [plain.id] } });
    expect(reply.status).toBe(422);
    expect(await groupOf(member.id)).toBe(group.id);
    expect(await groupOf(plain.id)).toBeNull();
  });

  it('GET /api/admin/group lists with search, sort by name and paging fields', async () => {
    for (const name of ['Listing Gamma', 'Listing Alpha', 'Listing Beta']) await createGroup({ name });
    const reply = await call('GET', '/api/admin/group?search=listing&sort=name&order=asc', { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ total: 3, page: 1, per_page: 10 });
    expect(reply.body.data.map((g: { name: string }) => g.name)).toEqual(['Listing Alpha', 'Listing Beta', 'Listing Gamma']);
    expect((await call('GET', '/api/admin/group?per_page=15', { token })).status).toBe(422);
  });

  it('DELETE /api/admin/group/{id} clears group_id on its admins and the group is gone', async () => {
    const a1 = await createAdmin(true);
    const a2 = await createAdmin(true);
    const group = await createGroup({ name: 'Doomed Team', admins: [a1.id, a2.id] });
    const reply = await call('DELETE', `/api/admin/group/${group.id}`, { token });
    expect(reply.status).toBe(200);
    expect(await groupOf(a1.id)).toBeNull();
    expect(await groupOf(a2.id)).toBeNull();
    const gone = await getGroup(group.id);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ messages: 'ID not exists' });
    const again = await createGroup({ name: 'Doomed Team' });
    expect(again.name).toBe('Doomed Team');
  });

  it('DELETE /api/admin/group/batch deletes every id and frees their admins', async () => {
    const admin = await createAdmin(true);
    const g1 = await createGroup({ name: 'Batch One', admins: [admin.id] });
    const g2 = await createGroup({ name: 'Batch Two' });
    const reply = await call('DELETE', '/api/admin/group/batch', { token, json: { ids: [g1.id, g2.id] } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ deleted: 2 });
    expect((await getGroup(g1.id)).status).toBe(404);
    expect((await getGroup(g2.id)).status).toBe(404);
    expect(await groupOf(admin.id)).toBeNull();
  });

  it('DELETE /api/admin/group/batch with only unknown ids answers 404 ID not exists', async () => {
    const reply = await call('DELETE', '/api/admin/group/batch', { token, json: { ids: [999998, 999999] } });
    expect(reply.status).toBe(404);
    expect(reply.body.messages).toContain('ID not exists');
  });
});

describe('groups: permissions', () => {
  it('a limited admin with only "get groups" can list, but cannot create, update or delete (403, nothing changed)', async () => {
    const group = await createGroup({ name: 'Guarded Team', description: 'before' });
    const limited = await limitedAdmin(['get groups']);
    expect((await call('GET', '/api/admin/group', { token: limited.token })).status).toBe(200);
    expect((await call('POST', '/api/admin/group', { token: limited.token, json: { name: 'Sneaky Team' } })).status).toBe(403);
    expect((await call('PUT', `/api/admin/group/${group.id}`, { token: limited.token, json: { name: 'Hijacked' } })).status).toBe(403);
    expect((await call('DELETE', `/api/admin/group/${group.id}`, { token: limited.token })).status).toBe(403);
    expect((await getGroup(group.id)).body).toMatchObject({ name: 'Guarded Team', description: 'before' });
    expect((await call('GET', '/api/admin/group?search=sneaky', { token })).body.total).toBe(0);
    expect((await call('GET', '/api/admin/group')).status).toBe(401);
  });
});

describe('group batch delete', () => {
  it('DELETE /api/admin/group/batch is all or nothing: an unknown id deletes none and keeps members', async () => {
    const member = await createAdmin(true);
    const kept = await createGroup({ name: 'Kept batch', admins: [member.id] });
    const refused = await call('DELETE', '/api/admin/group/batch', { token, json: { ids: [kept.id, 999999] } });
    expect(refused.status).toBe(404);
    expect(refused.body.messages).toBe('ID not exists');
    expect((await getGroup(kept.id)).status).toBe(200);
    expect(await groupOf(member.id)).toBe(kept.id);
    const done = await call('DELETE', '/api/admin/group/batch', { token, json: { ids: [kept.id, kept.id] } });
    expect(done.body).toEqual({ deleted: 1 });
    expect(await groupOf(member.id)).toBeNull();
  });
});
