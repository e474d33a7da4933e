import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

const method = { name: 'Courier', fee: '30', free_above: '500.5', countries: ['hkg', 'MAC'] };

describe('shipping methods', () => {
  it('keeps a name per language, exact fees, a free-from threshold and countries', async () => {
    const token = await adminToken();
    const created = await call('POST', '/api/admin/shipping', { token, json: method });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Courier',
      fee: '30.00',
      free_above: '500.50',
      countries: ['HKG', 'MAC'],
      enabled: true,
      language: 'default',
    });
    const id = created.body.id as number;
    const zh = await call('PUT', `/api/admin/shipping/${id}?language=zh_hk`, { token, json: { ...method, name: '速遞', free_above: '' } });
    expect(zh.body).toMatchObject({ name: '速遞', free_above: null });
    expect((await call('GET', `/api/admin/shipping/${id}`, { token })).body.name).toBe('Courier');
    // A language without its own name falls back to the main language's.
    expect((await call('GET', `/api/admin/shipping/${id}?language=zh_cn`, { token })).body.name).toBe('Courier');

    const found = await call('GET', '/api/admin/shipping?search=速遞&language=zh_hk', { token });
    expect(found.body.data.map((s: { id: number }) => s.id)).toContain(id);
    await call('PUT', '/api/admin/shipping/batch', { token, json: { ids: [id], data: { enabled: false } } });
    const enabled = await call('GET', '/api/admin/shipping?enabled=1&per_page=100', { token });
    expect(enabled.body.data.map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it('refuses a bad fee, an unknown or repeated country and an empty name, creating nothing', async () => {
    const token = await adminToken();
    const before = (await call('GET', '/api/admin/shipping', { token })).body.total as number;
    const refused = async (json: object) => {
      const reply = await call('POST', '/api/admin/shipping', { token, json: { ...method, ...json } });
      expect(reply.status, JSON.stringify(json)).toBe(422);
      return reply.body.messages as Record<string, string[]>;
    };
    expect((await refused({ fee: '-1' })).fee).toEqual(['Enter an amount with at most 2 decimals.']);
    expect((await refused({ fee: '1.005' })).fee).toBeDefined();
    expect((await refused({ fee: undefined })).fee).toEqual(['This field is required.']);
    expect((await refused({ free_above: 'free' })).free_above).toBeDefined();
    expect((await refused({ countries: ['HKG', 'ZZZ'] }))['countries.1']).toEqual(['Please choose a country from the list.']);
    expect((await refused({ countries: ['HKG', 'hkg'] }))['countries.1']).toEqual(['This input can not be repeated']);
    expect((await refused({ name: ' ' })).name).toEqual(['This field is required.']);
    expect((await call('GET', '/api/admin/shipping', { token })).body.total).toBe(before);
  });

  it('reads need get shipping_setting(s); creating needs update configuration (spec section 6)', async () => {
    const token = await adminToken();
    const { id } = (await call('POST', '/api/admin/shipping', { token, json: method })).body as { id: number };
    const reader = await limitedAdmin(['get shipping_settings', 'get shipping_setting']);
    expect((await call('GET', '/api/admin/shipping', { token: reader.token })).status).toBe(200);
    expect((await call('GET', `/api/admin/shipping/${id}`, { token: reader.token })).status).toBe(200);
    expect((await call('POST', '/api/admin/shipping', { token: reader.token, json: method })).status).toBe(403);
    expect((await call('PUT', `/api/admin/shipping/${id}`, { token: reader.token, json: method })).status).toBe(403);
    expect((await call('DELETE', `/api/admin/shipping/${id}`, { token: reader.token })).status).toBe(403);

    const configurer = await limitedAdmin(['update configuration']);
    expect((await call('POST', '/api/admin/shipping', { token: configurer.token, json: method })).status).toBe(201);
    expect((await call('GET', '/api/admin/shipping', { token: configurer.token })).status).toBe(403);

    const editor = await limitedAdmin(['update shipping_setting', 'destroy shipping_setting']);
    expect((await call('PUT', `/api/admin/shipping/${id}`, { token: editor.token, json: { ...method, fee: '35' } })).body.fee).toBe(
      '35.00',
    );
    expect((await call('DELETE', `/api/admin/shipping/${id}`, { token: editor.token })).status).toBe(200);
    expect((await call('GET', `/api/admin/shipping/${id}`, { token })).status).toBe(404);
  });
});
