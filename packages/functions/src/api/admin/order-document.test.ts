import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

const DETAILS = {
  shop_legal_name: 'Harbour Outfitters Limited',
  shop_address: '12/F, 1 Queen’s Road Central\nHong Kong',
  shop_phone: '+852 2345 6789',
  shop_registration_number: 'BR 12345678',
};

describe('shop details for order documents', () => {
  it('are saved in the configuration and read back, then cleared', async () => {
    const token = await adminToken();
    const saved = await call('PUT', '/api/admin/configuration', {
      token,
      json: { ...DETAILS, shop_address: ' 12/F, 1 Queen’s Road Central\r\nHong Kong ' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject(DETAILS);
    expect((await call('GET', '/api/admin/configuration', { token })).body).toMatchObject(DETAILS);
    const cleared = await call('PUT', '/api/admin/configuration', { token, json: { shop_legal_name: '', shop_phone: null } });
    expect(cleared.body).toMatchObject({ shop_legal_name: null, shop_phone: null, shop_address: DETAILS.shop_address });
  });

  it('refuses details that are too long or not a phone, beside the field, changing nothing', async () => {
    const token = await adminToken();
    const before = (await call('GET', '/api/admin/configuration', { token })).body;
    const refused = await call('PUT', '/api/admin/configuration', {
      token,
      json: { shop_legal_name: 'L'.repeat(201), shop_phone: 'call us' },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.messages as object).sort()).toEqual(['shop_legal_name', 'shop_phone']);
    expect((await call('GET', '/api/admin/configuration', { token })).body).toEqual(before);
  });

  it('are read by staff who may read orders, without the configuration permission; not by others', async () => {
    const token = await adminToken();
    await call('PUT', '/api/admin/configuration', { token, json: { ...DETAILS, name: 'Harbour' } });
    const clerk = await limitedAdmin(['get order']);
    const shop = await call('GET', '/api/admin/order/document/shop', { token: clerk.token });
    expect(shop.status).toBe(200);
    expect(shop.body).toEqual({ name: 'Harbour', logo: null, email: null, main_language: 'en_us', ...DETAILS });
    expect((await call('GET', '/api/admin/configuration', { token: clerk.token })).status).toBe(403);
    const other = await limitedAdmin(['get configuration']);
    expect((await call('GET', '/api/admin/order/document/shop', { token: other.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/order/document/shop')).status).toBe(401);
  });
});
