import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { Admin } from '@shop/core/access/admin';
import { SYSTEM } from '@shop/core/access/grants';
import { Role } from '@shop/core/access/role';
import { ADMIN, adminToken, call, limitedAdmin } from '../testing.js';

/** The code an authenticator app shows for this secret, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

let made = 0;
/** A fresh admin on a new role (requiring a second factor or not); answers its credentials. */
async function staff(requiresTwoFactor = false) {
  await adminToken();
  made++;
  const role = await Role.create({ name: `2FA role ${made}`, permissions: ['get brands'], requires_two_factor: requiresTwoFactor }, SYSTEM);
  const email = `twofactor${made}@example.com`;
  const admin = await Admin.create(
    { name: `Staff ${made}`, email, password: 'Staff12345!', enabled: true, role_id: role.id, commission_enabled: false },
    SYSTEM,
  );
  return { email, password: 'Staff12345!', id: admin.id, roleId: role.id };
}

const login = (account: { email: string; password: string }, remoteAddress = '192.0.2.10') =>
  call('POST', '/api/admin/login', { json: { email: account.email, password: account.password }, remoteAddress });

/** Signs in (no second factor yet), enrols from the profile and confirms: answers the secret and the recovery codes. */
async function enrolled(account: { email: string; password: string }) {
  const token = (await login(account)).body.token as string;
  const started = await call('POST', '/api/admin/two-factor/enrol', { token });
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  const used = codeOf(secret);
  const confirmed = await call('POST', '/api/admin/two-factor/confirm', { token, json: { code: used } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { token, secret, used, recovery: confirmed.body.recovery_codes as string[] };
}

describe('staff second factor', () => {
  it('only the super admin turns "requires two-factor" on or off for a role; others may still edit the role', async () => {
    const superToken = await adminToken();
    const created = await call('POST', '/api/admin/role', { token: superToken, json: { name: 'Phones', permissions: ['get brands'] } });
    expect(created.body.requires_two_factor).toBe(false);
    // An admin who may edit roles, and holds every permission but is not of the super admin role.
    const { token: almost } = await limitedAdmin(['get roles', 'get role', 'update role', 'create role', 'get brands']);
    const refused = await call('PUT', `/api/admin/role/${created.body.id}`, {
      token: almost,
      json: { name: 'Phones', permissions: ['get brands'], requires_two_factor: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toBe('Only the super admin can change whether a role requires two-factor sign-in.');
    const createRefused = await call('POST', '/api/admin/role', {
      token: almost,
      json: { name: 'Sneaky', permissions: [], requires_two_factor: true },
    });
    expect(createRefused.status).toBe(403);

    const on = await call('PUT', `/api/admin/role/${created.body.id}`, {
      token: superToken,
      json: { name: 'Phones', permissions: ['get brands'], requires_two_factor: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.requires_two_factor).toBe(true);
    // Renaming it without touching the flag (sent unchanged, or not sent) is allowed and keeps it.
    const renamed = await call('PUT', `/api/admin/role/${created.body.id}`, {
      token: almost,
      json: { name: 'Phone staff', permissions: ['get brands'], requires_two_factor: true },
    });
    expect(renamed.status).toBe(200);
    const omitted = await call('PUT', `/api/admin/role/${created.body.id}`, {
      token: almost,
      json: { name: 'Phone team', permissions: ['get brands'] },
    });
    expect(omitted.body.requires_two_factor).toBe(true);
    const offRefused = await call('PUT', `/api/admin/role/${created.body.id}`, {
      token: almost,
      json: { name: 'Phone team', permissions: ['get brands'], requires_two_factor: false },
    });
    expect(offRefused.status).toBe(403);
  });

  it('enrols from the profile: the secret is active only once a code confirms it; ten recovery codes, stored hashed', async () => {
    const account = await staff();
    const token = (await login(account)).body.token as string;
    expect((await call('GET', '/api/admin/two-factor', { token })).body).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    const started = await call('POST', '/api/admin/two-factor/enrol', { token });
    expect(started.body.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(started.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not active yet: the password alone still signs in.
    expect((await login(account)).body.token).toBeDefined();
    const wrong = await call('POST', '/api/admin/two-factor/confirm', { token, json: { code: '000000' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.messages.code).toEqual(['The code is not valid.']);
    const confirming = codeOf(started.body.secret);
    const confirmed = await call('POST', '/api/admin/two-factor/confirm', { token, json: { code: confirming } });
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    expect((await call('GET', '/api/admin/two-factor', { token })).body).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    // At rest: the secret sealed, the codes hashed; neither in any answer.
    const stored = await Admin.findByEmail(account.email);
    expect(stored?.totp_secret).toMatch(/^t1\./);
    expect(stored?.totp_secret).not.toContain(started.body.secret);
    expect(stored?.recovery_codes).toHaveLength(10);
    expect(stored?.recovery_codes).not.toContain(confirmed.body.recovery_codes[0]);
    const profile = await call('GET', '/api/admin', { token });
    expect(JSON.stringify(profile.body)).not.toContain('totp');
    // Off with a current code: not the one already used, nor a wrong one.
    const secret = started.body.secret as string;
    for (const code of ['123456', confirming]) {
      expect((await call('POST', '/api/admin/two-factor/disable', { token, json: { code } })).status).toBe(422);
    }
    const off = await call('POST', '/api/admin/two-factor/disable', { token, json: { code: codeOf(secret, 1) } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await login(account)).body.token).toBeDefined();
    expect((await call('GET', '/api/admin/two-factor', { token })).body.enabled).toBe(false);
  });

  it('an enrolled admin gets a challenge, not a session, from the password; the code gives the session; a code is not replayed', async () => {
    const account = await staff();
    const { secret, used } = await enrolled(account);
    const first = await login(account);
    expect(first.status).toBe(200);
    expect(first.body.token).toBeUndefined();
    expect(first.body.two_factor).toBe('code');
    expect(first.body.challenge).toEqual(expect.any(String));
    // The challenge is no session.
    expect((await call('GET', '/api/admin', { token: first.body.challenge })).status).toBe(401);
    // The confirming code's step is used already: the same code again is a replay.
    const replay = await call('POST', '/api/admin/login/two-factor', { json: { challenge: first.body.challenge, code: used } });
    expect(replay.status).toBe(422);
    expect(replay.body.messages.code).toEqual(['This code was already used.']);
    const next = codeOf(secret, 1);
    const ok = await call('POST', '/api/admin/login/two-factor', { json: { challenge: first.body.challenge, code: next } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await call('GET', '/api/admin', { token: ok.body.token })).body.email).toBe(account.email);
    // The same code with a new challenge: refused.
    const again = await login(account);
    const replayed = await call('POST', '/api/admin/login/two-factor', { json: { challenge: again.body.challenge, code: next } });
    expect(replayed.body.messages.code).toEqual(['This code was already used.']);
    // A forged or stale challenge is 401.
    const forged = await call('POST', '/api/admin/login/two-factor', { json: { challenge: 'not.a.challenge', code: codeOf(secret, 1) } });
    expect(forged.status).toBe(401);
  });

  it('wrong codes are refused and throttled per admin: after five, even a right code waits', async () => {
    const account = await staff();
    const { secret } = await enrolled(account);
    const { challenge } = (await login(account)).body as { challenge: string };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call('POST', '/api/admin/login/two-factor', { json: { challenge, code: String(100000 + i) } })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const blocked = await call('POST', '/api/admin/login/two-factor', { json: { challenge, code: codeOf(secret, 1) } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.messages).toBe('Operation too frequent');
  });

  it('a recovery code signs in once; regenerating (with a code from the app) replaces them', async () => {
    const account = await staff();
    const { token, secret, recovery } = await enrolled(account);
    const use = async (code: string) => {
      const { challenge } = (await login(account)).body as { challenge: string };
      return call('POST', '/api/admin/login/two-factor', { json: { challenge, code } });
    };
    const once = await use(recovery[0]!.toLowerCase());
    expect(once.status).toBe(200);
    const twice = await use(recovery[0]!);
    expect(twice.status).toBe(422);
    expect(twice.body.messages.code).toEqual(['The code is not valid.']);
    expect((await call('GET', '/api/admin/two-factor', { token })).body.recovery_codes_left).toBe(9);
    // Regenerating needs a code from the app, not a recovery code.
    expect((await call('POST', '/api/admin/two-factor/recovery-codes', { token, json: { code: recovery[1] } })).status).toBe(422);
    const fresh = await call('POST', '/api/admin/two-factor/recovery-codes', { token, json: { code: codeOf(secret, 1) } });
    expect(fresh.body.recovery_codes).toHaveLength(10);
    expect((await use(recovery[1]!)).status).toBe(422);
    expect((await use(fresh.body.recovery_codes[0])).status).toBe(200);
  });

  it('a role requiring two-factor makes a new admin enrol at sign-in: challenge → enrol → confirm → session', async () => {
    const account = await staff(true);
    const first = await login(account);
    expect(first.body).toMatchObject({ two_factor: 'enrol' });
    expect(first.body.token).toBeUndefined();
    // An enrol challenge is not a code challenge.
    const wrongStep = await call('POST', '/api/admin/login/two-factor', { json: { challenge: first.body.challenge, code: '123456' } });
    expect(wrongStep.status).toBe(401);
    const started = await call('POST', '/api/admin/login/two-factor/enrol', { json: { challenge: first.body.challenge } });
    expect(started.status).toBe(200);
    const done = await call('POST', '/api/admin/login/two-factor/confirm', {
      json: { challenge: first.body.challenge, code: codeOf(started.body.secret) },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.recovery_codes).toHaveLength(10);
    const token = done.body.token as string;
    expect((await call('GET', '/api/admin/two-factor', { token })).body).toEqual({
      enabled: true,
      required: true,
      recovery_codes_left: 10,
    });
    // From now on a code is asked; and it cannot be turned off while the role requires it.
    expect((await login(account)).body.two_factor).toBe('code');
    const off = await call('POST', '/api/admin/two-factor/disable', { token, json: { code: codeOf(started.body.secret, 1) } });
    expect(off.status).toBe(403);
    expect(off.body.messages).toBe('Your role requires two-factor sign-in; it cannot be turned off.');
  });

  it('admins without a second factor sign in as before (the spec contract)', async () => {
    await adminToken();
    const reply = await call('POST', '/api/admin/login', { json: ADMIN });
    expect(Object.keys(reply.body).sort()).toEqual(['expires_at', 'expires_in', 'token']);
  });

  it('lets the super admin reset a lost second factor (sessions end, enrolment again at the next sign-in), and nobody else', async () => {
    const superToken = await adminToken();
    const account = await staff(true);
    const challenge = (await login(account)).body.challenge as string;
    const started = await call('POST', '/api/admin/login/two-factor/enrol', { json: { challenge } });
    const confirmed = await call('POST', '/api/admin/login/two-factor/confirm', { json: { challenge, code: codeOf(started.body.secret) } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const session = confirmed.body.token as string;
    const path = `/api/admin/account/${String(account.id)}`;
    expect((await call('GET', path, { token: superToken })).body.two_factor_enabled).toBe(true);

    // An admin who may edit accounts but is not the super admin, and the admin themself, are refused.
    const { token: editor } = await limitedAdmin(['get admins', 'get admin', 'update admin']);
    const refused = await call('POST', `${path}/two-factor/reset`, { token: editor });
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toBe("Only the super admin can reset another admin's two-factor sign-in.");
    const own = await call('POST', '/api/admin/account/1/two-factor/reset', { token: superToken });
    expect(own.status).toBe(403);
    expect((await call('GET', path, { token: superToken })).body.two_factor_enabled).toBe(true);
    expect((await call('GET', '/api/admin/two-factor', { token: session })).status).toBe(200);

    const reset = await call('POST', `${path}/two-factor/reset`, { token: superToken });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body).toMatchObject({ enabled: false, required: true, recovery_codes_left: 0 });
    expect((await call('GET', path, { token: superToken })).body.two_factor_enabled).toBe(false);
    // Their session ended; signing in asks them to enrol again (their role requires it).
    expect((await call('GET', '/api/admin/two-factor', { token: session })).status).toBe(401);
    expect((await login(account)).body.two_factor).toBe('enrol');
    expect((await call('POST', '/api/admin/account/999999/two-factor/reset', { token: superToken })).status).toBe(404);
  });
});
