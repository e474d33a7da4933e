import { PAGE_SCRIPTS_PERMISSION } from '@shop/core/access/permissions';
import { describe, expect, it, vi } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

const put = (token: string, json: object) => call('PUT', '/api/admin/configuration', { token, json });

describe('configuration: template tab', () => {
  it('saves colours as lower-case #rrggbb and the logo position, served to the storefront', async () => {
    const token = await adminToken();
    const saved = await put(token, {
      primary_color: '#1A4D2E',
      accent_color: '#fc0',
      admin_primary_color: '#5b21b6',
      admin_accent_color: '',
      logo_position: 'center',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      primary_color: '#1a4d2e',
      accent_color: '#ffcc00',
      admin_primary_color: '#5b21b6',
      admin_accent_color: null,
      logo_position: 'center',
    });
    const configs = await call('POST', '/api/configs', { json: { columns: ['primary_color', 'accent_color', 'logo_position'] } });
    expect(configs.body).toEqual({ primary_color: '#1a4d2e', accent_color: '#ffcc00', logo_position: 'center' });
  });

  it('refuses colours that are not hex, too light for white text, and unknown positions, changing nothing', async () => {
    const token = await adminToken();
    const before = (await call('GET', '/api/admin/configuration', { token })).body;
    const refused = async (json: object) => {
      const reply = await put(token, json);
      expect(reply.status, JSON.stringify(json)).toBe(422);
      return reply.body.messages as Record<string, string[]>;
    };
    expect((await refused({ primary_color: 'red' })).primary_color).toEqual(['Enter a colour as #rrggbb.']);
    expect((await refused({ accent_color: 'url(javascript:x)' })).accent_color).toEqual(['Enter a colour as #rrggbb.']);
    expect((await refused({ admin_accent_color: '#12345g' })).admin_accent_color).toEqual(['Enter a colour as #rrggbb.']);
    expect((await refused({ primary_color: '#ffff00' })).primary_color).toEqual([
      'This colour is too light for white text on it (contrast below 4.5:1); choose a darker one.',
    ]);
    expect((await refused({ logo_position: 'right' })).logo_position).toBeDefined();
    expect((await call('GET', '/api/admin/configuration', { token })).body).toEqual(before);
  });

  it('needs update configuration to change the template (change_admin_template counts as it)', async () => {
    const { token } = await limitedAdmin(['get configuration']);
    expect((await put(token, { admin_primary_color: '#1e3a8a' })).status).toBe(403);
  });
});

describe('configuration: site scripts', () => {
  it('takes https addresses only from the allowed origins, and only from staff holding update page_scripts', async () => {
    const token = await adminToken();
    // No SCRIPT_ORIGINS: no script is accepted.
    const none = await put(token, { header_script: 'https://cdn.example.com/a.js' });
    expect(none.body.messages).toEqual({
      header_script: ['The site does not allow scripts from https://cdn.example.com (SCRIPT_ORIGINS).'],
    });
    expect((await put(token, { footer_script: 'http://cdn.example.com/a.js' })).body.messages).toEqual({
      footer_script: ['Each line must be the https address of a script.'],
    });
    expect((await put(token, { footer_script: '<script>alert(1)</script>' })).status).toBe(422);

    process.env.SCRIPT_ORIGINS = 'https://cdn.example.com';
    vi.resetModules();
    const configured = await import('../testing.js');
    try {
      const fresh = await configured.adminToken();
      const saved = await configured.call('PUT', '/api/admin/configuration', {
        token: fresh,
        json: {
          header_script: ' https://cdn.example.com/a.js \n\nhttps://cdn.example.com/b.js',
          footer_script: 'https://cdn.example.com/f.js',
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ header_script: 'https://cdn.example.com/a.js\nhttps://cdn.example.com/b.js' });
      const configs = await configured.call('POST', '/api/configs', { json: { columns: ['header_script', 'footer_script'] } });
      expect(configs.body).toEqual({
        header_script: 'https://cdn.example.com/a.js\nhttps://cdn.example.com/b.js',
        footer_script: 'https://cdn.example.com/f.js',
      });
      expect(
        (
          await configured.call('PUT', '/api/admin/configuration', {
            token: fresh,
            json: { footer_script: 'https://evil.example.net/x.js' },
          })
        ).body.messages,
      ).toEqual({ footer_script: ['The site does not allow scripts from https://evil.example.net (SCRIPT_ORIGINS).'] });

      // Staff with update (made through the first app: a second one would number its test admins again) configuration but not update page_scripts: refused, unless sending the stored value back.
      const plain = await limitedAdmin(['get configuration', 'update configuration']);
      const forbidden = await configured.call('PUT', '/api/admin/configuration', {
        token: plain.token,
        json: { footer_script: 'https://cdn.example.com/other.js' },
      });
      expect(forbidden.status).toBe(403);
      const unchanged = await configured.call('PUT', '/api/admin/configuration', {
        token: plain.token,
        json: { name: 'Same scripts', footer_script: 'https://cdn.example.com/f.js' },
      });
      expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200);
      const scripted = await limitedAdmin(['get configuration', 'update configuration', PAGE_SCRIPTS_PERMISSION]);
      const cleared = await configured.call('PUT', '/api/admin/configuration', { token: scripted.token, json: { footer_script: '' } });
      expect(cleared.status).toBe(200);
      expect(cleared.body.footer_script).toBe('');
    } finally {
      delete process.env.SCRIPT_ORIGINS;
    }
  });
});

describe('configuration: reCAPTCHA', () => {
  it('keeps the secret write-only: answered only as set or not, kept when left out, removed with null', async () => {
    const token = await adminToken();
    const saved = await put(token, { recaptcha_site_key: 'site-key-1', recaptcha_secret: 'very-secret-value' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ recaptcha_site_key: 'site-key-1', recaptcha_secret_set: true });
    expect(JSON.stringify(saved.body)).not.toContain('very-secret-value');
    const read = await call('GET', '/api/admin/configuration', { token });
    expect(read.body).not.toHaveProperty('recaptcha_secret');
    expect(JSON.stringify(read.body)).not.toContain('very-secret-value');
    const configs = await call('GET', '/api/configs');
    expect(JSON.stringify(configs.body)).not.toContain('very-secret-value');
    expect(configs.body.recaptcha_site_key).toBe('site-key-1');
    // Left out or empty: kept.
    expect((await put(token, { recaptcha_site_key: 'site-key-2', recaptcha_secret: '' })).body.recaptcha_secret_set).toBe(true);
    expect((await put(token, { recaptcha_secret: null })).body.recaptcha_secret_set).toBe(false);
  });

  it('guards forms only with both keys, and only forms it knows (a comma list or an array)', async () => {
    const token = await adminToken();
    await put(token, { recaptcha_secret: null, enable_recaptcha_forms: [] });
    expect((await put(token, { enable_recaptcha_forms: 'contact' })).body.messages).toEqual({
      enable_recaptcha_forms: ['Set the reCAPTCHA site key and secret before guarding forms with it.'],
    });
    expect((await put(token, { enable_recaptcha_forms: ['checkout'] })).status).toBe(422);
    const saved = await put(token, { recaptcha_site_key: 'k', recaptcha_secret: 's', enable_recaptcha_forms: ' contact, ' });
    expect(saved.body.enable_recaptcha_forms).toEqual(['contact']);
    // Removing the secret while forms are guarded is refused.
    expect((await put(token, { recaptcha_secret: null })).status).toBe(422);
    expect((await put(token, { enable_recaptcha_forms: [], recaptcha_secret: null })).status).toBe(200);
  });
});
