import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Admin } from '@shop/core/access/admin';
import { SYSTEM } from '@shop/core/access/grants';
import { waitForMail } from '../local/testing/index.js';
import { adminToken, call } from './testing.js';

/** Login throttling, session rules and the password policy (docs/security.md). */
const PASSWORD = 'Secret123!';
let root: string;
let n = 0;
const unique = (prefix: string) => `${prefix}${++n}@example.com`;

async function staff(): Promise<{ id: number; email: string }> {
  return Admin.create(
    { name: `Staff ${++n}`, email: unique('staff'), password: PASSWORD, enabled: true, role_id: 1, commission_enabled: false },
    SYSTEM,
  );
}

const adminLogin = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  call('POST', '/api/admin/login', { json: { email, password }, remoteAddress, headers });

async function shopper(remoteAddress = '192.0.2.200') {
  const email = unique('shopper');
  const reply = await call('POST', '/api/register', {
    remoteAddress,
    json: { first_name: 'Sam', last_name: 'Shopper', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { email, token: reply.body.token as string };
}

const customerLogin = async (email: string, remoteAddress = '192.0.2.201') =>
  (await call('POST', '/api/login', { json: { email, password: PASSWORD }, remoteAddress })).body.token as string;

beforeAll(async () => {
  root = await adminToken();
});

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

describe('login throttling', () => {
  it('60 parallel wrong passwords for one account from one address: at most 5 are verified, the rest 429', async () => {
    const target = await staff();
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => adminLogin(target.email, `Wrong-guess-${i}`, '203.0.113.10')));
    const verified = replies.filter((r) => r.status === 422).length;
    const throttled = replies.filter((r) => r.status === 429).length;
    expect(verified).toBeLessThanOrEqual(5);
    expect(verified + throttled).toBe(60);
    expect(replies.find((r) => r.status === 429)?.body.messages).toBe('Operation too frequent');
  });

  it("a stranger's wrong guesses do not lock the owner out from another address", async () => {
    const target = await staff();
    for (let i = 0; i < 8; i++) await adminLogin(target.email, `Wrong-guess-${i}`, '203.0.113.20');
    expect((await adminLogin(target.email, PASSWORD, '203.0.113.20')).status).toBe(429);
    expect((await adminLogin(target.email, PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('an account is throttled loosely across addresses (50 per window), whatever address comes next', async () => {
    const target = await staff();
    for (let i = 0; i < 50; i++) {
      const reply = await adminLogin(target.email, `Wrong-guess-${i}`, `203.0.113.${100 + Math.floor(i / 4)}`);
      expect(reply.status).toBe(422);
    }
    expect((await adminLogin(target.email, PASSWORD, '198.51.100.99')).status).toBe(429);
  });

  it('X-Forwarded-For is ignored unless the socket is a configured proxy', async () => {
    const target = await staff();
    // Not trusted: a new forged address per request does not escape the per-(account, address) limit.
    const forged = [];
    for (let i = 0; i < 6; i++) {
      forged.push((await adminLogin(target.email, `Wrong-${i}`, '203.0.113.30', { 'x-forwarded-for': `10.0.0.${i}` })).status);
    }
    expect(forged).toEqual([422, 422, 422, 422, 422, 429]);
    // Behind a trusted proxy, the forwarded client address counts instead of the proxy's. Configuration
    // is read once, when the app is first imported: a server started with TRUSTED_PROXIES is a fresh
    // import of the app (and core) after setting it, on the same table.
    process.env.TRUSTED_PROXIES = 'loopback';
    vi.resetModules();
    const proxied = await import('./testing.js');
    const proxiedLogin = (email: string, password: string, remoteAddress: string, headers: Record<string, string>) =>
      proxied.call('POST', '/api/admin/login', { json: { email, password }, remoteAddress, headers });
    const viaProxy = await proxiedLogin(target.email, PASSWORD, '127.0.0.1', { 'x-forwarded-for': '198.51.100.30' });
    expect(viaProxy.status).toBe(200);
    const spoofedChain = [];
    for (let i = 0; i < 6; i++) {
      // The client prepends its own fake hop; the proxy appends the real one (203.0.113.31).
      spoofedChain.push(
        (await proxiedLogin(target.email, `Wrong-${i}`, '127.0.0.1', { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.31` })).status,
      );
    }
    expect(spoofedChain).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('registration is throttled per address (10 per hour)', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const reply = await call('POST', '/api/register', {
        remoteAddress: '203.0.113.40',
        json: { first_name: 'Bulk', last_name: 'Bot', email: unique('bot'), password: PASSWORD, password_confirmation: PASSWORD },
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const elsewhere = await call('POST', '/api/register', {
      remoteAddress: '198.51.100.40',
      json: { first_name: 'Real', last_name: 'Person', email: unique('real'), password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(elsewhere.status).toBe(201);
  });
});

describe('sessions', () => {
  it("changing one's own password ends every other session of that admin, keeping the current one", async () => {
    const me = await staff();
    const here = (await adminLogin(me.email, PASSWORD, '192.0.2.1')).body.token as string;
    const there = (await adminLogin(me.email, PASSWORD, '192.0.2.2')).body.token as string;
    const changed = await call('PUT', '/api/admin', {
      token: here,
      json: { name: 'Me', email: me.email, password: 'Changed-pass-1', password_confirmation: 'Changed-pass-1' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call('GET', '/api/admin', { token: here })).status).toBe(200);
    expect((await call('GET', '/api/admin', { token: there })).status).toBe(401);
  });

  it("a password set on an admin's account by someone else ends all that admin's sessions", async () => {
    const target = await staff();
    const session = (await adminLogin(target.email, PASSWORD, '192.0.2.3')).body.token as string;
    const reply = await call('PUT', `/api/admin/account/${target.id}`, {
      token: root,
      json: { password: 'Reset-by-boss-1', password_confirmation: 'Reset-by-boss-1' },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await call('GET', '/api/admin', { token: session })).status).toBe(401);
  });

  it('a password reset by mail ends every session of the shopper', async () => {
    const { email, token } = await shopper();
    const second = await customerLogin(email);
    await call('POST', '/api/reset/email', { json: { email, type: 'customer' }, remoteAddress: '192.0.2.4' });
    const link = /(http[^\s"<]+reset-password[^\s"<]+)/.exec((await waitForMail(email)).text)?.[1] ?? '';
    const resetToken = new URL(link.replace(/&amp;/g, '&')).searchParams.get('token');
    const reset = await call('POST', '/api/reset/password', {
      json: { email, type: 'customer', token: resetToken, password: 'After-reset-1', password_confirmation: 'After-reset-1' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    for (const t of [token, second]) expect((await call('POST', '/api/info', { token: t })).status).toBe(401);
  });

  it("a shopper's password change on the profile ends their other sessions; staff setting it ends all", async () => {
    const { email, token } = await shopper();
    const other = await customerLogin(email);
    const changed = await call('PUT', '/api/profile', {
      token,
      json: { email, first_name: 'Sam', last_name: 'Shopper', password: 'Profile-pass-1', password_confirmation: 'Profile-pass-1' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call('POST', '/api/info', { token })).status).toBe(200);
    expect((await call('POST', '/api/info', { token: other })).status).toBe(401);

    const id = (await call('POST', '/api/info', { token })).body.id as number;
    const byStaff = await call('PUT', `/api/admin/user/${id}`, {
      token: root,
      json: {
        email,
        first_name: 'Sam',
        last_name: 'Shopper',
        gender: 'female',
        password: 'Staff-set-pass-1',
        password_confirmation: 'Staff-set-pass-1',
      },
    });
    expect(byStaff.status, JSON.stringify(byStaff.body)).toBe(200);
    expect((await call('POST', '/api/info', { token })).status).toBe(401);
  });

  it('logout everywhere else: POST /api/admin/logout/others and POST /api/logout/others', async () => {
    const me = await staff();
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push((await adminLogin(me.email, PASSWORD, '192.0.2.5')).body.token as string);
    const ended = await call('POST', '/api/admin/logout/others', { token: tokens[0] });
    expect(ended.body).toEqual({ status: 'logged_out', ended: 2 });
    expect((await call('GET', '/api/admin', { token: tokens[0] })).status).toBe(200);
    for (const t of tokens.slice(1)) expect((await call('GET', '/api/admin', { token: t })).status).toBe(401);

    const { email, token } = await shopper();
    const other = await customerLogin(email);
    expect((await call('POST', '/api/logout/others', { token })).body).toEqual({ status: 'logged_out', ended: 1 });
    expect((await call('POST', '/api/info', { token })).status).toBe(200);
    expect((await call('POST', '/api/info', { token: other })).status).toBe(401);
  });

  it('POST /api/token/refresh is single-use: ten parallel refreshes of one token give one new token', async () => {
    const me = await staff();
    const token = (await adminLogin(me.email, PASSWORD, '192.0.2.6')).body.token as string;
    const replies = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/api/token/refresh', { token })));
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(replies.filter((r) => r.status === 401)).toHaveLength(9);
    expect((await call('GET', '/api/admin', { token: ok[0]!.body.token })).status).toBe(200);
    expect((await call('GET', '/api/admin', { token })).status).toBe(401);
  });
});

describe('password policy', () => {
  it('refuses a common password (any case) with a message on password, wherever a password is set', async () => {
    const message = ['This password is too common. Please choose another.'];
    const register = await call('POST', '/api/register', {
      remoteAddress: '192.0.2.50',
      json: { first_name: 'A', last_name: 'B', email: unique('weak'), password: 'Password123', password_confirmation: 'Password123' },
    });
    expect(register.status).toBe(422);
    expect(register.body.messages.password).toEqual(message);
    const account = await call('POST', '/api/admin/account', {
      token: root,
      json: { name: 'Weak', email: unique('weak'), password: 'qwerty123', password_confirmation: 'qwerty123', role_id: 1 },
    });
    expect(account.status).toBe(422);
    expect(account.body.messages.password).toEqual(message);
    const me = await staff();
    const token = (await adminLogin(me.email, PASSWORD, '192.0.2.51')).body.token as string;
    const profile = await call('PUT', '/api/admin', {
      token,
      json: { name: 'Me', email: me.email, password: 'iloveyou1', password_confirmation: 'iloveyou1' },
    });
    expect(profile.status).toBe(422);
    expect(profile.body.messages.password).toEqual(message);
    expect((await adminLogin(me.email, PASSWORD, '192.0.2.51')).status).toBe(200);
  });

  it('refuses an all-whitespace password and accepts any 8-character password that is not common', async () => {
    const blank = await call('POST', '/api/register', {
      remoteAddress: '192.0.2.52',
      json: { first_name: 'A', last_name: 'B', email: unique('blank'), password: '          ', password_confirmation: '          ' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.messages.password).toEqual(['The password may not be only spaces.']);
    const fine = await call('POST', '/api/register', {
      remoteAddress: '192.0.2.52',
      json: { first_name: 'A', last_name: 'B', email: unique('fine'), password: 'tram lake', password_confirmation: 'tram lake' },
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
  });
});
