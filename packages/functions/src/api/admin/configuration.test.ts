import { describe, expect, it } from 'vitest';
import { warehouse } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

describe('site configuration', () => {
  it('sets the default product warehouse and the warehouse_enabled flag', async () => {
    const token = await adminToken();
    const w = await warehouse(token);
    const saved = await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: w.id, warehouse_enabled: false } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ warehouse_id: w.id, warehouse_enabled: 0 });
    expect((await call('GET', `/api/admin/warehouse/${w.id}`, { token })).body.is_default).toBe(true);
    expect((await call('POST', '/api/configs', { json: { columns: ['warehouse_enabled'] } })).body).toEqual({ warehouse_enabled: 0 });
  });

  it('refuses an unknown warehouse, unknown keys and values out of range, changing nothing', async () => {
    const token = await adminToken();
    const before = (await call('GET', '/api/admin/configuration', { token })).body;
    expect(
      (await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: 999999 } })).body.messages.warehouse_id,
    ).toBeDefined();
    expect((await call('PUT', '/api/admin/configuration', { token, json: { main_language: 'xx' } })).status).toBe(422);
    expect((await call('PUT', '/api/admin/configuration', { token, json: { token_lifetime_minutes: 5 } })).status).toBe(422);
    expect((await call('GET', '/api/admin/configuration', { token })).body).toEqual(before);
  });

  it('needs update configuration to change settings', async () => {
    const { token } = await limitedAdmin(['get configuration']);
    expect((await call('GET', '/api/admin/configuration', { token })).status).toBe(200);
    expect((await call('PUT', '/api/admin/configuration', { token, json: { warehouse_enabled: 0 } })).status).toBe(403);
  });
});
