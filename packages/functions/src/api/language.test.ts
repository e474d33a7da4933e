import { Settings } from '@shop/core/settings/settings';
import { mergeTranslation, pickTranslation, resolveLanguage } from '@shop/core/shared/i18n';
import { describe, expect, it } from 'vitest';
import { adminToken, call } from './testing.js';

const UNSUPPORTED = { messages: { language: ['This language is not supported.'] } };
const BAD = ['xx', 'fr', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'zh_hk_extra_long_tag', '../default'];

describe('language', () => {
  it('resolves only the languages the site supports, in any spelling; `default` and empty name the main one', () => {
    const site = { main_language: 'en_us', supported_languages: ['en_us', 'zh_hk', 'zh_cn'] };
    expect(resolveLanguage(undefined, site)).toEqual({ code: 'en_us', slot: 'default' });
    expect(resolveLanguage('', site)).toEqual({ code: 'en_us', slot: 'default' });
    expect(resolveLanguage('default', site)).toEqual({ code: 'en_us', slot: 'default' });
    expect(resolveLanguage('EN-us', site)).toEqual({ code: 'en_us', slot: 'default' });
    expect(resolveLanguage('zh-HK', site)).toEqual({ code: 'zh_hk', slot: 'zh_hk' });
    for (const bad of BAD) expect(resolveLanguage(bad, site), bad).toBeUndefined();
    // A settings entry that is not a language code is never a slot either.
    expect(resolveLanguage('constructor', { ...site, supported_languages: ['constructor'] })).toBeUndefined();
  });

  it('keeps translated fields immune to prototype keys', () => {
    const stored = JSON.parse('{"default":{"title":"Main"},"constructor":{"title":"Evil"},"__proto__":{"title":"Evil"}}');
    expect(pickTranslation(stored, ['title'], 'constructor')).toEqual({ title: 'Evil' });
    expect(pickTranslation({ default: { title: 'Main' } }, ['title', 'toString'], 'constructor')).toEqual({ title: 'Main', toString: '' });
    expect(pickTranslation({ default: { title: 'Main' } }, ['title'], '__proto__')).toEqual({ title: 'Main' });
    expect(() => mergeTranslation({}, 'constructor', { title: 'x' })).toThrow('This language is not supported.');
    expect(() => mergeTranslation({}, '__proto__', { title: 'x' })).toThrow('This language is not supported.');
    const merged = mergeTranslation({ default: { title: 'Main' } }, 'zh_hk', { title: '主要', ['__proto__']: 'x' });
    expect(Object.getPrototypeOf(merged.zh_hk)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(['default', 'zh_hk']);
  });

  it('refuses an unsupported language on admin routes (query, JSON body, form body) with 422, storing nothing', async () => {
    const token = await adminToken();
    const created = await call('POST', '/api/admin/brand', { token, json: { title: 'Lang', url: 'lang' } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const before = await call('GET', '/api/admin/brand', { token });
    for (const bad of BAD) {
      const q = encodeURIComponent(bad);
      const replies = [
        await call('GET', `/api/admin/brand?language=${q}`, { token }),
        await call('GET', `/api/admin/brand/${id}?language=${q}`, { token }),
        await call('POST', `/api/admin/brand?language=${q}`, { token, json: { title: 'X', url: `x-${Date.now()}` } }),
        await call('POST', '/api/admin/brand', { token, json: { title: 'X', url: `y-${Date.now()}`, language: bad } }),
        await call('PUT', `/api/admin/brand/${id}`, { token, json: { title: 'Changed', url: 'lang', language: bad } }),
        await call('GET', `/api/admin/menu/flat?language=${q}`, { token }),
        await call('GET', `/api/admin/menu/tree?language=${q}`, { token }),
        await call('GET', `/api/admin/inventory?language=${q}`, { token }),
        await call('GET', `/api/admin/product?language=${q}`, { token }),
      ];
      const form = new FormData();
      form.set('_method', 'PUT');
      form.set('language', bad);
      form.set('title', 'Changed');
      form.set('url', 'lang');
      replies.push(await call('POST', `/api/admin/brand/${id}`, { token, form }));
      for (const reply of replies) {
        expect({ bad, status: reply.status, body: reply.body }).toEqual({ bad, status: 422, body: UNSUPPORTED });
      }
    }
    expect((await call('PUT', `/api/admin/brand/${id}`, { token, json: { title: 'X', url: 'lang', language: 7 } })).body).toEqual(
      UNSUPPORTED,
    );
    // Nothing was created or changed.
    expect((await call('GET', '/api/admin/brand', { token })).body.total).toBe(before.body.total);
    expect((await call('GET', `/api/admin/brand/${id}`, { token })).body.title).toBe('Lang');
  });

  it('refuses an unsupported language on storefront routes', async () => {
    await adminToken();
    for (const bad of BAD) {
      const q = encodeURIComponent(bad);
      expect((await call('GET', `/api/menu?language=${q}`)).body, bad).toEqual(UNSUPPORTED);
      expect((await call('POST', '/api/menu', { json: { language: bad } })).body, bad).toEqual(UNSUPPORTED);
      expect((await call('GET', `/api/brand?language=${q}`)).body, bad).toEqual(UNSUPPORTED);
    }
    const shopper = {
      first_name: 'Lin',
      last_name: 'Chan',
      email: 'lin@example.com',
      password: 'Storefront9',
      password_confirmation: 'Storefront9',
    };
    const refused = await call('POST', '/api/register', { json: { ...shopper, language: '__proto__' } });
    expect(refused).toMatchObject({ status: 422, body: UNSUPPORTED });
    expect((await call('POST', '/api/login', { json: { email: shopper.email, password: shopper.password } })).status).toBe(422);
    const reset = await call('POST', '/api/reset/email', { json: { email: shopper.email, type: 'customer', language: 'xx' } });
    expect(reset).toMatchObject({ status: 422, body: UNSUPPORTED });
    const registered = await call('POST', '/api/register', { json: { ...shopper, language: 'zh-HK' } });
    expect(registered.status).toBe(201);
  });

  it('accepts every supported language in any spelling, and a language once the site supports it', async () => {
    const token = await adminToken();
    const created = await call('POST', '/api/admin/brand', { token, json: { title: 'Hello', url: 'hello' } });
    const id = created.body.id;
    for (const language of ['zh_hk', 'zh-HK', 'ZH_HK', 'default', 'en_us', 'en-US', '']) {
      const reply = await call('GET', `/api/admin/brand/${id}?language=${language}`, { token });
      expect({ language, status: reply.status }).toEqual({ language, status: 200 });
    }
    expect((await call('PUT', `/api/admin/brand/${id}?language=zh-HK`, { token, json: { title: '你好', url: 'hello' } })).body.title).toBe(
      '你好',
    );
    expect((await call('GET', `/api/admin/brand/${id}?language=fr`, { token })).status).toBe(422);
    const settings = await Settings.get();
    await Settings.update({ supported_languages: [...settings.supported_languages, 'fr'] });
    try {
      expect(
        (await call('PUT', `/api/admin/brand/${id}?language=fr`, { token, json: { title: 'Bonjour', url: 'hello' } })).body.title,
      ).toBe('Bonjour');
      expect((await call('GET', `/api/admin/brand/${id}?language=zh_hk`, { token })).body.title).toBe('你好');
    } finally {
      await Settings.update({ supported_languages: settings.supported_languages });
    }
  });
});
