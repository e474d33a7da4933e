import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { Admin } from '@shop/core/access/admin';
import { SYSTEM } from '@shop/core/access/grants';
import { sessionEntity } from '@shop/core/access/session.entity';
import { env } from '@shop/core/shared/env';
import { ADMIN, adminToken, call } from '../testing.js';

describe('admin authentication', () => {
  it('POST /api/admin/login returns a token, and GET /api/admin the profile with role.permission_list', async () => {
    const token = await adminToken();
    const me = await call('GET', '/api/admin', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(ADMIN.email);
    expect(me.body.role.id).toBe(1);
    expect(me.body.role.permission_list).toContain('batch_destroy brands');
    expect(me.body).not.toHaveProperty('password_hash');
  });

  it('refuses a wrong password with a field message and no token', async () => {
    await adminToken();
    const reply = await call('POST', '/api/admin/login', { json: { email: ADMIN.email, password: 'wrong-password' } });
    expect(reply.status).toBe(422);
    expect(reply.body.messages.email).toEqual(['These credentials do not match our records.']);
    expect(reply.body.token).toBeUndefined();
  });

  it('validates the login body: missing fields and malformed JSON get messages', async () => {
    const empty = await call('POST', '/api/admin/login', { json: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.messages).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
    const malformed = await call('POST', '/api/admin/login', { raw: '{"email":' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.messages.body).toBeDefined();
  });

  it('throttles repeated failed logins for one email with 429 Operation too frequent', async () => {
    await adminToken();
    await Admin.create(
      { name: 'Target', email: 'target@example.com', password: 'Target1234', enabled: true, role_id: 1, commission_enabled: false },
      SYSTEM,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await call('POST', '/api/admin/login', { json: { email: 'target@example.com', password: `bad-${i}-password` } });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
    const blocked = await call('POST', '/api/admin/login', { json: { email: 'target@example.com', password: 'Target1234' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.messages).toBe('Operation too frequent');
  });

  it('throttles many failed logins from one address across different emails', async () => {
    await adminToken();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await call('POST', '/api/admin/login', {
        remoteAddress: '203.0.113.7',
        json: { email: `nobody${i}@example.com`, password: 'wrong-password' },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    const other = await call('POST', '/api/admin/login', { remoteAddress: '198.51.100.9', json: ADMIN });
    expect(other.status).toBe(200);
  });

  it('GET /api/admin without a token, with garbage, or with a customer token is 401', async () => {
    await adminToken();
    expect((await call('GET', '/api/admin')).status).toBe(401);
    expect((await call('GET', '/api/admin', { token: 'not.a.token' })).status).toBe(401);
    await call('POST', '/api/register', {
      json: { first_name: 'A', last_name: 'B', email: 'cust@example.com', password: 'Password1!', password_confirmation: 'Password1!' },
    });
    const customer = await call('POST', '/api/login', { json: { email: 'cust@example.com', password: 'Password1!' } });
    expect(customer.status).toBe(200);
    const refused = await call('GET', '/api/admin/brand', { token: customer.body.token });
    expect(refused.status).toBe(401);
  });

  it('an expired token answers 401 Login expired', async () => {
    await adminToken();
    const now = Math.floor(Date.now() / 1000);
    await sessionEntity
      .put({ jti: 'expired-jti', audience: 'admin', subject: 1, created_at: new Date().toISOString(), expires_at: now - 10 })
      .go();
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('shop')
      .setAudience('admin')
      .setSubject('1')
      .setJti('expired-jti')
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(env().TOKEN_SECRET));
    const reply = await call('GET', '/api/admin', { token });
    expect(reply.status).toBe(401);
    expect(reply.body.messages).toBe('Login expired');
  });

  it('POST /api/admin/logout revokes the token server-side', async () => {
    const token = await adminToken();
    expect((await call('POST', '/api/admin/logout', { token })).status).toBe(200);
    expect((await call('GET', '/api/admin', { token })).status).toBe(401);
  });

  it('POST /api/token/refresh issues a new admin token and retires the old one', async () => {
    const token = await adminToken();
    const refreshed = await call('POST', '/api/token/refresh', { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).not.toBe(token);
    expect(new Date(refreshed.body.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect((await call('GET', '/api/admin', { token })).status).toBe(401);
    expect((await call('GET', '/api/admin', { token: refreshed.body.token })).status).toBe(200);
  });

  it('PUT /api/admin updates the own profile and password, validating the phone country code', async () => {
    const token = await adminToken();
    const bad = await call('PUT', '/api/admin', { token, json: { name: 'Boss', email: ADMIN.email, phone: '12345678' } });
    expect(bad.status).toBe(422);
    expect(bad.body.messages.country_code).toEqual(['Please input country code if the phone field is not empty']);
    const ok = await call('PUT', '/api/admin', {
      token,
      json: {
        name: 'Boss',
        email: ADMIN.email,
        phone: '91234567',
        country_code: 'HKG',
        password: 'NewSecret99',
        password_confirmation: 'NewSecret99',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('Boss');
    const relogin = await call('POST', '/api/admin/login', { json: { email: ADMIN.email, password: 'NewSecret99' } });
    expect(relogin.status).toBe(200);
  });
});
