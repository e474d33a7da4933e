import { describe, expect, it } from 'vitest';
import { warehouse } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin, uploadImage } from '../testing.js';

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

  it('saves the general tab: name, languages, countries (any letter case), token lifetime, pictures', async () => {
    const token = await adminToken();
    const logo = await uploadImage(token);
    const general = {
      name: 'Harbour Outfitters',
      main_language: 'en_us',
      supported_languages: ['en_us', 'zh_hk'],
      supported_countries: ['hkg', 'MAC', 'twn'],
      token_lifetime_minutes: '240',
      logo,
      banner: '',
    };
    const saved = await call('PUT', '/api/admin/configuration', { token, json: general });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Harbour Outfitters',
      supported_languages: ['en_us', 'zh_hk'],
      supported_countries: ['HKG', 'MAC', 'TWN'],
      token_lifetime_minutes: 240,
      logo,
      banner: null,
    });
    const configs = await call('POST', '/api/configs', { json: { columns: ['name', 'supported_languages', 'logo'] } });
    expect(configs.body).toEqual({ name: 'Harbour Outfitters', supported_languages: ['en_us', 'zh_hk'], logo });
    // A language the site no longer offers is refused by the storefront's reads.
    expect((await call('GET', '/api/brand?language=zh_cn')).status).toBe(422);
    await call('PUT', '/api/admin/configuration', { token, json: { supported_languages: ['en_us', 'zh_hk', 'zh_cn'] } });
  });

  it('refuses languages and countries that do not hold together, beside the field, changing nothing', async () => {
    const token = await adminToken();
    const before = (await call('GET', '/api/admin/configuration', { token })).body;
    const refused = async (json: object) => {
      const reply = await call('PUT', '/api/admin/configuration', { token, json });
      expect(reply.status, JSON.stringify(json)).toBe(422);
      return reply.body.messages as Record<string, string[]>;
    };
    expect((await refused({ main_language: 'zh_cn', supported_languages: ['en_us', 'zh_hk'] })).main_language).toEqual([
      'The main language must be one of the supported languages.',
    ]);
    // Against the stored languages too: the main language may not leave the list.
    expect((await refused({ supported_languages: ['zh_hk'] })).main_language).toBeDefined();
    expect((await refused({ supported_languages: ['en_us', 'fr'] }))['supported_languages.1']).toEqual(['This language is not supported.']);
    expect((await refused({ supported_languages: [] })).supported_languages).toEqual(['This field is required.']);
    expect((await refused({ supported_countries: ['HKG', 'XYZ'] }))['supported_countries.1']).toEqual([
      'Please choose a country from the list.',
    ]);
    expect((await refused({ supported_countries: ['HKG', 'hkg'] }))['supported_countries.1']).toEqual(['This input can not be repeated']);
    expect((await refused({ name: '  ' })).name).toEqual(['This field is required.']);
    expect((await refused({ logo: 'https://example.com/logo.png' })).logo).toBeDefined();
    expect((await refused({ icon: 'uploads/2026/11/never-uploaded.png' })).icon).toEqual([
      'Please upload the picture here; this is not an uploaded picture.',
    ]);
    expect((await call('GET', '/api/admin/configuration', { token })).body).toEqual(before);
  });

  it('saves the currencies tab and refuses a base currency that is missing, not at rate 1, or a currency twice', async () => {
    const token = await adminToken();
    const currencies = [
      { identifier: 'hkd', rate: 1, mark: 'HK$' },
      { identifier: 'USD', rate: '0.128', mark: 'US$' },
      { identifier: 'CNY', rate: 0.92, mark: '¥' },
    ];
    const saved = await call('PUT', '/api/admin/configuration', {
      token,
      json: { base_currency: 'HKD', supported_currencies: currencies },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.supported_currencies).toEqual([
      { identifier: 'HKD', rate: 1, mark: 'HK$' },
      { identifier: 'USD', rate: 0.128, mark: 'US$' },
      { identifier: 'CNY', rate: 0.92, mark: '¥' },
    ]);
    expect((await call('GET', '/api/configs')).body.supported_currencies).toHaveLength(3);

    const before = (await call('GET', '/api/admin/configuration', { token })).body;
    const messages = async (json: object) =>
      (await call('PUT', '/api/admin/configuration', { token, json })).body.messages as Record<string, string[]>;
    expect((await messages({ base_currency: 'EUR' })).base_currency).toEqual([
      'The base currency must be one of the supported currencies.',
    ]);
    expect((await messages({ base_currency: 'USD' }))['supported_currencies.1.rate']).toEqual(['The base currency has the rate 1.']);
    expect(
      (await messages({ supported_currencies: [...currencies, { identifier: 'usd', rate: 0.13, mark: '$' }] }))[
        'supported_currencies.3.identifier'
      ],
    ).toEqual(['This input can not be repeated']);
    const bad = await messages({ supported_currencies: [currencies[0], { identifier: 'XQQ', rate: 0, mark: '' }] });
    expect(bad['supported_currencies.1.identifier']).toEqual(['Please choose a currency code from the list (ISO 4217).']);
    expect(bad['supported_currencies.1.rate']).toEqual(['The rate must be greater than 0.']);
    expect(bad['supported_currencies.1.mark']).toEqual(['This field is required.']);
    // The base currency may not be dropped from the list.
    expect((await messages({ supported_currencies: [currencies[1]] })).base_currency).toBeDefined();
    expect((await call('GET', '/api/admin/configuration', { token })).body).toEqual(before);
  });

  it('keeps both of two changes saved at the same moment (no lost update)', async () => {
    const token = await adminToken();
    const writes = await Promise.all([
      call('PUT', '/api/admin/configuration', { token, json: { name: 'Parallel shop' } }),
      call('PUT', '/api/admin/configuration', { token, json: { catalog_mode: 1 } }),
      call('PUT', '/api/admin/configuration', { token, json: { guest_checkout: 0 } }),
    ]);
    expect(writes.map((w) => w.status)).toEqual([200, 200, 200]);
    expect((await call('GET', '/api/admin/configuration', { token })).body).toMatchObject({
      name: 'Parallel shop',
      catalog_mode: 1,
      guest_checkout: 0,
    });
    await call('PUT', '/api/admin/configuration', { token, json: { catalog_mode: 0, guest_checkout: 1 } });
  });
});
