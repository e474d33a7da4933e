import { ALL_PERMISSIONS } from '@shop/core/access/permissions';
import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from './testing.js';

const menu = async (token: string, title: string) => {
  const reply = await call('POST', '/api/admin/menu', { token, json: { title, type: 'link', url: 'https://example.com/' } });
  expect(reply.status).toBe(201);
  return reply.body as { id: number };
};

describe('PUT …/batch', () => {
  it('exists for menus: the super admin batch-disables and re-enables them, all or nothing', async () => {
    const token = await adminToken();
    expect(ALL_PERMISSIONS).toContain('batch_update menus');
    const a = await menu(token, 'Batch A');
    const b = await menu(token, 'Batch B');
    const off = await call('PUT', '/api/admin/menu/batch', { token, json: { ids: [a.id, b.id], data: { enabled: false } } });
    expect(off).toMatchObject({ status: 200, body: { updated: 2 } });
    for (const id of [a.id, b.id]) expect((await call('GET', `/api/admin/menu/${id}`, { token })).body.enabled).toBe(false);
    const storefront = await call('GET', '/api/menu');
    expect(storefront.body.data.map((m: { id: number }) => m.id)).not.toContain(a.id);
    const unknown = await call('PUT', '/api/admin/menu/batch', { token, json: { ids: [a.id, 999_999], data: { enabled: true } } });
    expect(unknown.status).toBe(404);
    expect((await call('GET', `/api/admin/menu/${a.id}`, { token })).body.enabled).toBe(false);
    const bad = await call('PUT', '/api/admin/menu/batch', { token, json: { ids: [a.id], data: { title: 'x' } } });
    expect(bad.status).toBe(422);
    const on = await call('PUT', '/api/admin/menu/batch', { token, json: { ids: [a.id, b.id], data: { enabled: true } } });
    expect(on.body).toEqual({ updated: 2 });
    expect((await call('GET', `/api/admin/menu/${b.id}`, { token })).body.enabled).toBe(true);
  });

  it('is refused with 403 to a role without batch_update menus, and allowed with it', async () => {
    const token = await adminToken();
    const m = await menu(token, 'Batch C');
    const { token: without } = await limitedAdmin(['get menus', 'get menu', 'update menu', 'batch_destroy menus']);
    const refused = await call('PUT', '/api/admin/menu/batch', { token: without, json: { ids: [m.id], data: { enabled: false } } });
    expect(refused.status).toBe(403);
    expect((await call('GET', `/api/admin/menu/${m.id}`, { token })).body.enabled).toBe(true);
    const { token: holder } = await limitedAdmin(['get menus', 'batch_update menus']);
    expect((await call('PUT', '/api/admin/menu/batch', { token: holder, json: { ids: [m.id], data: { enabled: false } } })).body).toEqual({
      updated: 1,
    });
  });

  it('does not exist where a batch update makes no sense (roles, groups, attributes, purchase orders)', async () => {
    const token = await adminToken();
    for (const resource of ['role', 'group', 'attribute', 'po']) {
      const reply = await call('PUT', `/api/admin/${resource}/batch`, { token, json: { ids: [1], data: { enabled: false } } });
      expect({ resource, status: reply.status, body: reply.body }).toEqual({ resource, status: 404, body: { messages: 'Not Found' } });
      const plural = resource === 'po' ? 'pos' : `${resource}s`;
      expect(ALL_PERMISSIONS).not.toContain(`batch_update ${plural}`);
      // Batch delete stays.
      expect(ALL_PERMISSIONS).toContain(`batch_destroy ${plural}`);
    }
    const spec = await call('GET', '/api/openapi.json');
    const paths = spec.body.paths as Record<string, Record<string, unknown>>;
    expect(paths['/api/admin/menu/batch']?.put).toBeDefined();
    for (const resource of ['role', 'group', 'attribute', 'po'])
      expect(paths[`/api/admin/${resource}/batch`]?.put, resource).toBeUndefined();
  });

  it('every batch_update permission in the catalogue has its route, usable by the super admin', async () => {
    const token = await adminToken();
    const paths: Record<string, string> = {
      admins: 'account',
      users: 'user',
      shipping_settings: 'shipping',
      blog_categories: 'category',
      broadcast_messages: 'broadcast-message',
    };
    for (const name of ALL_PERMISSIONS.filter((p) => p.startsWith('batch_update '))) {
      const plural = name.slice('batch_update '.length);
      const path = paths[plural] ?? plural.replace(/s$/, '');
      const reply = await call('PUT', `/api/admin/${path}/batch`, { token, json: { ids: [999_999], data: {} } });
      // The route exists and the super admin may call it: an unknown id is 404 'ID not exists', not 403.
      expect({ name, status: reply.status, body: reply.body }).toEqual({ name, status: 404, body: { messages: 'ID not exists' } });
    }
  });
});
