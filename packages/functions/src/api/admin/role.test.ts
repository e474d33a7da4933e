import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@shop/core/access/permissions';
import { adminToken, call, limitedAdmin } from '../testing.js';

describe('roles and server-side permissions', () => {
  it('GET /api/admin/role/permission returns groups with leaf permission strings', async () => {
    const token = await adminToken();
    const tree = await call('GET', '/api/admin/role/permission', { token });
    expect(tree.status).toBe(200);
    const brand = tree.body.find((g: { key: string }) => g.key === 'brand');
    expect(brand.children.map((c: { key: string }) => c.key)).toEqual([
      'get brands',
      'get brand',
      'create brand',
      'update brand',
      'destroy brand',
      'batch_update brands',
      'batch_destroy brands',
    ]);
    const leaves = tree.body.flatMap((g: { children: { key: string }[] }) => g.children.map((c) => c.key));
    expect(new Set(leaves)).toEqual(new Set(ALL_PERMISSIONS));
  });

  it('creates, reads, updates and deletes a role; unknown permissions are refused', async () => {
    const token = await adminToken();
    const created = await call('POST', '/api/admin/role', { token, json: { name: 'Editor', permissions: ['get brands', 'get brand'] } });
    expect(created.status).toBe(201);
    expect(created.body.permission_list).toEqual(['get brands', 'get brand']);
    const bad = await call('POST', '/api/admin/role', { token, json: { name: 'Bad', permissions: ['fly rockets'] } });
    expect(bad.status).toBe(422);
    expect(bad.body.messages['permissions.0']).toEqual(['Unknown permission.']);
    const missing = await call('POST', '/api/admin/role', { token, json: { permissions: [] } });
    expect(missing.body.messages.name).toEqual(['This field is required.']);
    const updated = await call('PUT', `/api/admin/role/${created.body.id}`, {
      token,
      json: { name: 'Editor 2', permissions: ['get brands'] },
    });
    expect(updated.body).toMatchObject({ name: 'Editor 2', permissions: ['get brands'] });
    expect((await call('DELETE', `/api/admin/role/${created.body.id}`, { token })).status).toBe(200);
    expect((await call('GET', `/api/admin/role/${created.body.id}`, { token })).status).toBe(404);
  });

  it('the super admin role 1 always holds every permission and cannot be deleted', async () => {
    const token = await adminToken();
    const role = await call('GET', '/api/admin/role/1', { token });
    expect(role.body.permission_list).toHaveLength(ALL_PERMISSIONS.length);
    const refused = await call('DELETE', '/api/admin/role/1', { token });
    expect(refused.status).toBe(422);
    expect((await call('GET', '/api/admin/role/1', { token })).status).toBe(200);
  });

  it('a role still assigned to an account cannot be deleted', async () => {
    const { roleId } = await limitedAdmin(['get brands']);
    const token = await adminToken();
    const refused = await call('DELETE', `/api/admin/role/${roleId}`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.id[0]).toMatch(/still assigned/);
    const batch = await call('DELETE', '/api/admin/role/batch', { token, json: { ids: [roleId] } });
    expect(batch.status).toBe(422);
  });

  it('an admin limited to reading brands can list them but every other action is 403 and changes nothing', async () => {
    const { token } = await limitedAdmin(['get brands']);
    const superToken = await adminToken();
    const brand = await call('POST', '/api/admin/brand', { token: superToken, json: { title: 'Kept', url: 'kept' } });
    expect((await call('GET', '/api/admin/brand', { token })).status).toBe(200);
    expect((await call('GET', `/api/admin/brand/${brand.body.id}`, { token })).status).toBe(403);
    const create = await call('POST', '/api/admin/brand', { token, json: { title: 'Nope', url: 'nope' } });
    expect(create.status).toBe(403);
    expect(create.body.messages).toMatch(/create brand/);
    expect((await call('PUT', `/api/admin/brand/${brand.body.id}`, { token, json: { title: 'Changed', url: 'kept' } })).status).toBe(403);
    expect((await call('DELETE', `/api/admin/brand/${brand.body.id}`, { token })).status).toBe(403);
    expect((await call('DELETE', '/api/admin/brand/batch', { token, json: { ids: [brand.body.id] } })).status).toBe(403);
    expect((await call('GET', '/api/admin/role', { token })).status).toBe(403);
    expect((await call('GET', '/api/admin/user/export', { token })).status).toBe(403);
    const after = await call('GET', '/api/admin/brand?search=nope', { token: superToken });
    expect(after.body.total).toBe(0);
    expect((await call('GET', `/api/admin/brand/${brand.body.id}`, { token: superToken })).body.title).toBe('Kept');
    // Always-allowed routes stay open to any signed-in admin.
    expect((await call('GET', '/api/admin', { token })).status).toBe(200);
    expect((await call('GET', '/api/admin/role/permission', { token })).status).toBe(200);
  });
});
