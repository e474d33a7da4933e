import { describe, expect, it } from 'vitest';
import { allMails, latestMail } from '../../local/testing/index.js';
import { RECAPTCHA_TEST_TOKEN } from '../../local/recaptcha-local.js';
import { adminToken, call } from '../testing.js';

let seq = 0;
/** Each test its own network address, so the throttle counts apart. */
const nextIp = () => `198.51.100.${String(++seq)}`;

const message = (email: string) => ({ name: 'Ada Visitor', email, subject: 'Opening hours', message: 'Are you open on Sunday?\nThanks.' });
const contact = (json: object, remoteAddress = nextIp()) => call('POST', '/api/contact', { json, remoteAddress });

describe('POST /api/contact', () => {
  it('mails the message to the shop (Reply-To the visitor) and an acknowledgement to the visitor', async () => {
    const token = await adminToken();
    await call('PUT', '/api/admin/configuration', { token, json: { name: 'Harbour Shop', email: 'Owner@Harbour.example' } });
    const reply = await contact(message('Ada@Example.com'));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ message: 'send_email_success' });

    const toShop = await latestMail('owner@harbour.example');
    expect(toShop?.subject).toBe('[Harbour Shop] Contact: Opening hours');
    expect(toShop?.text).toContain('Name: Ada Visitor');
    expect(toShop?.text).toContain('Email: ada@example.com');
    expect(toShop?.text).toContain('Are you open on Sunday?');
    const ack = await latestMail('ada@example.com');
    expect(ack?.subject).toBe('Harbour Shop: we received your message');
    // The acknowledgement does not repeat the visitor's words (no relay for someone else's text).
    expect(ack?.text).not.toContain('Sunday');
    expect(ack?.text).not.toContain('Ada Visitor');
  });

  it('refuses missing, malformed and header-injecting input beside the fields, mailing nothing', async () => {
    const before = (await allMails()).length;
    const refused = async (json: object) => {
      const reply = await contact(json);
      expect(reply.status, JSON.stringify(json)).toBe(422);
      return reply.body.messages as Record<string, string[]>;
    };
    expect(Object.keys(await refused({}))).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
    expect((await refused({ ...message('not-an-email') })).email).toEqual(['Please check your input.']);
    expect((await refused({ ...message('a@example.com'), subject: 'Hi\nBcc: victim@example.com' })).subject).toBeDefined();
    expect((await refused({ ...message('a@example.com'), message: '   ' })).message).toEqual(['This field is required.']);
    expect((await refused({ ...message('a@example.com'), message: 'x'.repeat(5001) })).message).toBeDefined();
    expect((await allMails()).length).toBe(before);
  });

  it('throttles per sender address and per network address (Operation too frequent)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await contact(message('busy@example.com'), nextIp())).status).toBe(200);
    const fourth = await contact(message('busy@example.com'), ip);
    expect(fourth.status).toBe(429);
    expect(fourth.body.messages).toBe('Operation too frequent');
    const sameIp = nextIp();
    for (let i = 0; i < 10; i++) expect((await contact(message(`visitor${String(i)}@example.com`), sameIp)).status).toBe(200);
    expect((await contact(message('visitor-last@example.com'), sameIp)).status).toBe(429);
    expect(await latestMail('visitor-last@example.com')).toBeUndefined();
  });

  it('with reCAPTCHA guarding the contact form: refuses a missing or wrong token, accepts one the verifier vouches for', async () => {
    const token = await adminToken();
    const on = await call('PUT', '/api/admin/configuration', {
      token,
      json: { recaptcha_site_key: 'site-key', recaptcha_secret: 'secret-key', enable_recaptcha_forms: 'contact' },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    try {
      const failed = { recaptcha_token: ['The reCAPTCHA check expired or failed; please try again.'] };
      const missing = await contact(message('guarded@example.com'));
      expect(missing.status).toBe(422);
      expect(missing.body.messages).toEqual(failed);
      const wrong = await contact({ ...message('guarded@example.com'), recaptcha_token: 'forged' });
      expect(wrong.body.messages).toEqual(failed);
      expect(await latestMail('guarded@example.com')).toBeUndefined();

      const passed = await contact({ ...message('guarded@example.com'), recaptcha_token: RECAPTCHA_TEST_TOKEN });
      expect(passed.status, JSON.stringify(passed.body)).toBe(200);
      expect((await latestMail('guarded@example.com'))?.subject).toContain('we received your message');
    } finally {
      await call('PUT', '/api/admin/configuration', { token, json: { enable_recaptcha_forms: [] } });
    }
    // Off again: no token needed.
    expect((await contact(message('unguarded@example.com'))).status).toBe(200);
  });

  it('guards the shop login and registration too when the settings name them', async () => {
    const token = await adminToken();
    const on = await call('PUT', '/api/admin/configuration', {
      token,
      json: { recaptcha_site_key: 'site-key', recaptcha_secret: 'secret-key', enable_recaptcha_forms: 'login,register' },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const failed = { recaptcha_token: ['The reCAPTCHA check expired or failed; please try again.'] };
    const email = `guarded-${String(Date.now())}@example.com`;
    const account = { first_name: 'Ada', last_name: 'Guarded', email, password: 'Guarded-pass-1', password_confirmation: 'Guarded-pass-1' };
    try {
      const unregistered = await call('POST', '/api/register', { json: account, remoteAddress: nextIp() });
      expect(unregistered.status).toBe(422);
      expect(unregistered.body.messages).toEqual(failed);
      // Refused before anything was written: the address is still free.
      const registered = await call('POST', '/api/register', {
        json: { ...account, recaptcha_token: RECAPTCHA_TEST_TOKEN },
        remoteAddress: nextIp(),
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);

      const login = { email, password: account.password };
      const refused = await call('POST', '/api/login', { json: { ...login, recaptcha_token: 'forged' }, remoteAddress: nextIp() });
      expect(refused.status).toBe(422);
      expect(refused.body.messages).toEqual(failed);
      const passed = await call('POST', '/api/login', {
        json: { ...login, recaptcha_token: RECAPTCHA_TEST_TOKEN },
        remoteAddress: nextIp(),
      });
      expect(passed.status, JSON.stringify(passed.body)).toBe(200);
      // The contact form is not named: it needs no token.
      expect((await contact(message('not-guarded@example.com'))).status).toBe(200);
      // The back office's login is never guarded.
      expect((await call('POST', '/api/admin/login', { json: { email: 'admin@example.com', password: 'Admin12345!' } })).status).toBe(200);
    } finally {
      await call('PUT', '/api/admin/configuration', { token, json: { enable_recaptcha_forms: [] } });
    }
    expect((await call('POST', '/api/login', { json: { email, password: account.password }, remoteAddress: nextIp() })).status).toBe(200);
  });
});
