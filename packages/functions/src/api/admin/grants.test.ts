import { beforeAll, describe, expect, it } from 'vitest';
import { Admin, LAST_SUPER_ADMIN } from '@shop/core/access/admin';
import { SYSTEM } from '@shop/core/access/grants';
import { ALL_PERMISSIONS } from '@shop/core/access/permissions';
import { Role } from '@shop/core/access/role';
import { ListQuerySchema } from '@shop/core/shared/paging';
import { adminToken, call, limitedAdmin } from '../testing.js';

/**
 * "Nobody can give themselves more power than they hold": every way of granting (assigning a role,
 * editing a role, renaming role 1, taking over a greater account) is tried by a lesser admin.
 */
const PASSWORD = 'Secret123!';
let root: string;
let n = 0;
const email = (prefix = 'grant') => `${prefix}${++n}@example.com`;

/** Account managers who hold the account permissions and reading roles, but nothing else. */
const MANAGER = [
  'get admins',
  'get admin',
  'create admin',
  'update admin',
  'destroy admin',
  'batch_update admins',
  'batch_destroy admins',
  'get roles',
  'get role',
  'create role',
  'update role',
  'destroy role',
  'batch_destroy roles',
];

async function staff(roleId: number, over: Record<string, unknown> = {}) {
  return Admin.create(
    { name: `Staff ${++n}`, email: email('staff'), password: PASSWORD, enabled: true, role_id: roleId, commission_enabled: false, ...over },
    SYSTEM,
  );
}

const getAdmin = async (id: number) => (await call('GET', `/api/admin/account/${id}`, { token: root })).body;
const login = (address: string, password = PASSWORD) => call('POST', '/api/admin/login', { json: { email: address, password } });

beforeAll(async () => {
  root = await adminToken();
});

describe('account updates change only what they send', () => {
  it('PUT /api/admin/account/{id} with only name and email keeps role_id and enabled', async () => {
    const role = await Role.create({ name: `Readers ${++n}`, permissions: ['get brands'] }, SYSTEM);
    const target = await staff(role.id, { enabled: false });
    const reply = await call('PUT', `/api/admin/account/${target.id}`, { token: root, json: { name: 'Renamed', email: target.email } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const after = await getAdmin(target.id);
    expect(after).toMatchObject({ name: 'Renamed', role_id: role.id, enabled: false, commission_enabled: false });
  });

  it('a partial update keeps commission fields, phone and country code that were not sent', async () => {
    const target = await staff(1, { commission_enabled: true, sales_code: `S${++n}`, phone: '91234567', country_code: 'HKG' });
    const reply = await call('PUT', `/api/admin/account/${target.id}`, { token: root, json: { name: 'Only name' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await getAdmin(target.id)).toMatchObject({
      name: 'Only name',
      commission_enabled: true,
      sales_code: target.sales_code,
      phone: '91234567',
      country_code: 'HKG',
    });
  });
});

describe('an admin can grant only what they hold', () => {
  it('creating an account with a role holding more than the creator is 403 and creates nothing; a subset role is fine', async () => {
    const manager = await limitedAdmin(MANAGER);
    const bigger = await Role.create({ name: `Bigger ${++n}`, permissions: [...MANAGER, 'get brands'] }, SYSTEM);
    const address = email('new');
    const refused = await call('POST', '/api/admin/account', {
      token: manager.token,
      json: { name: 'New', email: address, password: PASSWORD, password_confirmation: PASSWORD, role_id: bigger.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toBe('You cannot grant permissions you do not hold.');
    const explicitOne = await call('POST', '/api/admin/account', {
      token: manager.token,
      json: { name: 'New', email: address, password: PASSWORD, password_confirmation: PASSWORD, role_id: 1 },
    });
    expect(explicitOne.status).toBe(403);
    expect((await login(address)).status).toBe(422);

    const smaller = await Role.create({ name: `Smaller ${++n}`, permissions: ['get admins'] }, SYSTEM);
    const ok = await call('POST', '/api/admin/account', {
      token: manager.token,
      json: { name: 'New', email: address, password: PASSWORD, password_confirmation: PASSWORD, role_id: smaller.id },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.role_id).toBe(smaller.id);
  });

  it("the spec's default role 1 applies only when the creator may grant it; otherwise role_id is required", async () => {
    const manager = await limitedAdmin(MANAGER);
    const body = () => ({ name: 'Defaulted', email: email('default'), password: PASSWORD, password_confirmation: PASSWORD });
    const refused = await call('POST', '/api/admin/account', { token: manager.token, json: body() });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.role_id).toEqual(['This field is required.']);
    const byRoot = await call('POST', '/api/admin/account', { token: root, json: body() });
    expect(byRoot.status).toBe(201);
    expect(byRoot.body.role_id).toBe(1);
  });

  it('a lesser admin cannot promote anyone (themselves included) to a bigger role, single or by editing', async () => {
    const manager = await limitedAdmin(MANAGER);
    const peer = await staff(manager.roleId);
    for (const id of [manager.id, peer.id]) {
      const reply = await call('PUT', `/api/admin/account/${id}`, { token: manager.token, json: { role_id: 1 } });
      expect(reply.status).toBe(403);
      expect((await getAdmin(id)).role_id).toBe(manager.roleId);
    }
    // Moving a peer to an equal or smaller role is fine.
    const smaller = await Role.create({ name: `Smaller ${++n}`, permissions: ['get admins'] }, SYSTEM);
    const ok = await call('PUT', `/api/admin/account/${peer.id}`, { token: manager.token, json: { role_id: smaller.id } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("editing a role's permission list beyond the editor's own is 403; the role stays as it was", async () => {
    const manager = await limitedAdmin(MANAGER);
    // The manager's own role: adding a permission they lack is climbing.
    const own = await call('PUT', `/api/admin/role/${manager.roleId}`, {
      token: manager.token,
      json: { name: 'Managers', permissions: [...MANAGER, 'destroy brand'] },
    });
    expect(own.status).toBe(403);
    expect((await Role.get(manager.roleId)).permissions).not.toContain('destroy brand');
    // Creating a role with more is refused too.
    const created = await call('POST', '/api/admin/role', {
      token: manager.token,
      json: { name: `Sneaky ${++n}`, permissions: ['get brands'] },
    });
    expect(created.status).toBe(403);
    // Within their own set they may create and edit.
    const fine = await call('POST', '/api/admin/role', {
      token: manager.token,
      json: { name: `Fine ${++n}`, permissions: ['get admins'] },
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
  });

  it('a role holding more than the editor cannot be edited, emptied or deleted by them', async () => {
    const manager = await limitedAdmin(MANAGER);
    const bigger = await Role.create({ name: `Bigger ${++n}`, permissions: ['get brands', 'get admins'] }, SYSTEM);
    const emptied = await call('PUT', `/api/admin/role/${bigger.id}`, { token: manager.token, json: { name: 'Emptied', permissions: [] } });
    expect(emptied.status).toBe(403);
    expect((await call('DELETE', `/api/admin/role/${bigger.id}`, { token: manager.token })).status).toBe(403);
    expect((await call('DELETE', '/api/admin/role/batch', { token: manager.token, json: { ids: [bigger.id] } })).status).toBe(403);
    expect(await Role.get(bigger.id)).toMatchObject({ name: bigger.name, permissions: ['get brands', 'get admins'] });
  });

  it('renaming role 1 needs every permission; the super admin may rename it but its permissions stay whole', async () => {
    const manager = await limitedAdmin(MANAGER);
    const refused = await call('PUT', '/api/admin/role/1', { token: manager.token, json: { name: 'Pwned', permissions: [] } });
    expect(refused.status).toBe(403);
    expect((await Role.get(1)).name).toBe('Super Admin');
    const renamed = await call('PUT', '/api/admin/role/1', { token: root, json: { name: 'Owners', permissions: ['get brands'] } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Owners');
    expect(renamed.body.permission_list).toContain('batch_destroy admins');
    await call('PUT', '/api/admin/role/1', { token: root, json: { name: 'Super Admin', permissions: [] } });
  });
});

describe('a lesser admin cannot take over a greater one', () => {
  it("changing a super admin's email or password, disabling, deleting them or taking their team and customers is 403 for a lesser admin", async () => {
    const manager = await limitedAdmin(MANAGER);
    const boss = await staff(1);
    const attempts = [
      call('PUT', `/api/admin/account/${boss.id}`, { token: manager.token, json: { email: email('stolen') } }),
      call('PUT', `/api/admin/account/${boss.id}`, {
        token: manager.token,
        json: { password: 'Hijacked-99', password_confirmation: 'Hijacked-99' },
      }),
      call('PUT', `/api/admin/account/${boss.id}`, { token: manager.token, json: { enabled: false } }),
      call('PUT', '/api/admin/account/batch', { token: manager.token, json: { ids: [boss.id], data: { enabled: false } } }),
      call('DELETE', `/api/admin/account/${boss.id}`, { token: manager.token }),
      call('DELETE', '/api/admin/account/batch', { token: manager.token, json: { ids: [boss.id] } }),
      call('PUT', `/api/admin/account/${boss.id}/transfer/customer`, { token: manager.token, json: { to_admin_id: manager.id } }),
      call('PUT', `/api/admin/account/${boss.id}/transfer/sales`, { token: manager.token, json: { to_admin_id: manager.id } }),
    ];
    for (const reply of await Promise.all(attempts)) expect(reply.status).toBe(403);
    expect(await getAdmin(boss.id)).toMatchObject({ email: boss.email, enabled: true, role_id: 1 });
    expect((await login(boss.email)).status).toBe(200);
  });

  it("account 1's email and password can be changed only by account 1, even by another super admin", async () => {
    const other = await staff(1);
    const otherToken = (await login(other.email)).body.token as string;
    const refused = await call('PUT', '/api/admin/account/1', {
      token: otherToken,
      json: { password: 'Takeover-123', password_confirmation: 'Takeover-123' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toBe('Only the owner account can change its own email or password.');
    const renamed = await call('PUT', '/api/admin/account/1', { token: otherToken, json: { name: 'Owner' } });
    expect(renamed.status).toBe(200);
    const byOwner = await call('PUT', '/api/admin/account/1', { token: root, json: { name: 'Super Admin' } });
    expect(byOwner.status).toBe(200);
  });
});

const enabledSupers = async () =>
  (await Admin.list(ListQuerySchema.parse({ per_page: 100, sort: 'id', order: 'asc' }), { role_id: 1, enabled: true })).data.map(
    (a) => a.id,
  );

/** Leaves account 1 as the only enabled super admin. */
async function onlyAccountOneIsSuper(): Promise<void> {
  await Admin.update(1, { role_id: 1, enabled: true }, SYSTEM);
  for (const id of await enabledSupers()) if (id !== 1) await Admin.update(id, { enabled: false }, SYSTEM);
}

describe('the last enabled super admin stays', () => {
  it('alone, it can be neither demoted, disabled nor deleted, singly or in a batch, even by a full-access admin', async () => {
    await onlyAccountOneIsSuper();
    const full = await limitedAdmin([...ALL_PERMISSIONS]);
    const plain = await Role.create({ name: `Plain ${++n}`, permissions: ['get brands'] }, SYSTEM);
    const attempts = [
      await call('PUT', '/api/admin/account/1', { token: root, json: { role_id: plain.id } }),
      await call('PUT', '/api/admin/account/1', { token: full.token, json: { role_id: plain.id } }),
      await call('PUT', '/api/admin/account/1', { token: full.token, json: { enabled: false } }),
      await call('PUT', '/api/admin/account/batch', { token: full.token, json: { ids: [1], data: { enabled: false } } }),
      await call('DELETE', '/api/admin/account/1', { token: full.token }),
      await call('DELETE', '/api/admin/account/batch', { token: full.token, json: { ids: [1, full.id].filter((id) => id !== full.id) } }),
    ];
    for (const reply of attempts) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      expect(JSON.stringify(reply.body.messages)).toContain(LAST_SUPER_ADMIN);
    }
    expect(await getAdmin(1)).toMatchObject({ role_id: 1, enabled: true });
    // With a second enabled super admin, account 1 may be demoted; then the second one is the last.
    const second = await staff(1);
    const demoted = await call('PUT', '/api/admin/account/1', { token: full.token, json: { role_id: plain.id } });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    const lastOne = await call('DELETE', `/api/admin/account/${second.id}`, { token: full.token });
    expect(lastOne.status).toBe(422);
    await onlyAccountOneIsSuper();
  });

  it('two admins racing to demote the last two super admins: exactly one succeeds and one super admin remains', async () => {
    const plain = await Role.create({ name: `Plain ${++n}`, permissions: ['get brands'] }, SYSTEM);
    for (let round = 0; round < 4; round++) {
      await onlyAccountOneIsSuper();
      const second = await staff(1);
      const secondToken = (await login(second.email)).body.token as string;
      const replies = await Promise.all([
        call('PUT', `/api/admin/account/${second.id}`, { token: root, json: { role_id: plain.id } }),
        call('PUT', '/api/admin/account/1', { token: secondToken, json: { role_id: plain.id } }),
      ]);
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await enabledSupers()).toHaveLength(1);
    }
    await onlyAccountOneIsSuper();
  });

  it('a batch disabling every other super admin is fine while account 1 remains; a lesser admin may not touch them', async () => {
    await onlyAccountOneIsSuper();
    const a = await staff(1);
    const b = await staff(1);
    const manager = await limitedAdmin(MANAGER);
    const byManager = await call('PUT', '/api/admin/account/batch', {
      token: manager.token,
      json: { ids: [a.id, b.id], data: { enabled: false } },
    });
    expect(byManager.status).toBe(403);
    const byRoot = await call('PUT', '/api/admin/account/batch', { token: root, json: { ids: [a.id, b.id], data: { enabled: false } } });
    expect(byRoot.status).toBe(200);
    expect(await enabledSupers()).toEqual([1]);
  });
});
