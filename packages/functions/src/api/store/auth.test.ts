import { describe, expect, it, vi } from 'vitest';
import { MAIL_FAILED_LOG } from '@shop/core/mail/mail';
import { SES_REJECTED_DOMAIN } from '../../local/ses-local.js';
import { passwordResetEntity } from '@shop/core/access/password-reset.entity';
import { waitForEvents, waitForMail, allMails } from '../../local/testing/index.js';
import { adminToken, call } from '../testing.js';

const shopper = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  password: 'Analytical1',
  password_confirmation: 'Analytical1',
  language: 'en_us',
};

async function register(overrides: Partial<typeof shopper> = {}) {
  return call('POST', '/api/register', { json: { ...shopper, ...overrides } });
}

function linkFrom(text: string): URL {
  const match = /(http[^\s"<]+reset-password[^\s"<]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return new URL(match[1].replace(/&amp;/g, '&'));
}

describe('shopper accounts', () => {
  it('POST /api/register logs the shopper in and a welcome mail follows through the event bus', async () => {
    const reply = await register();
    expect(reply.status).toBe(201);
    expect(reply.body.token).toEqual(expect.any(String));
    const info = await call('POST', '/api/info', { token: reply.body.token });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ email: 'ada@example.com', first_name: 'Ada' });
    const mail = await waitForMail('ada@example.com');
    expect(mail.subject).toBe('Welcome to our shop');
  });

  it('refuses a second registration with the same email (any case) and validates fields', async () => {
    await register({ email: 'twice@example.com' });
    const again = await register({ email: 'TWICE@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.messages.email).toEqual(['Please make sure that email field is unique']);
    const bad = await call('POST', '/api/register', { json: { email: 'not-an-email', password: 'short', password_confirmation: 'other' } });
    expect(bad.status).toBe(422);
    expect(bad.body.messages).toMatchObject({
      first_name: ['This field is required.'],
      email: ['Please check your input.'],
      password: ['The password must be at least 8 characters.'],
    });
  });

  it('PUT /api/profile changes the own profile and password; an admin token cannot use it', async () => {
    const { body } = await register({ email: 'profile@example.com' });
    const token = body.token as string;
    const updated = await call('PUT', '/api/profile', {
      token,
      json: {
        email: 'profile@example.com',
        first_name: 'Grace',
        last_name: 'Hopper',
        gender: 'female',
        phone: '2025550143',
        country_code: 'USA',
        password: 'Compiler42',
        password_confirmation: 'Compiler42',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ first_name: 'Grace', gender: 'female', phone: '2025550143' });
    expect((await call('POST', '/api/login', { json: { email: 'profile@example.com', password: 'Compiler42' } })).status).toBe(200);
    const admin = await adminToken();
    expect(
      (await call('PUT', '/api/profile', { token: admin, json: { email: 'x@example.com', first_name: 'x', last_name: 'y' } })).status,
    ).toBe(401);
  });

  it('POST /api/logout revokes the shopper token', async () => {
    const { body } = await register({ email: 'logout@example.com' });
    expect((await call('POST', '/api/logout', { token: body.token })).status).toBe(200);
    expect((await call('POST', '/api/info', { token: body.token })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers passwords.sent when SES refuses the mail (as in its sandbox), and logs the failure for the alarm to count', async () => {
    const email = `sandboxed@${SES_REJECTED_DOMAIN}`;
    expect((await register({ email })).status).toBe(201);
    // The welcome mail fails in its subscriber: retried, then recorded (on AWS: the failures queue, alarmed).
    await expect(waitForEvents()).rejects.toThrow(/customer-welcome-email/);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const sent = await call('POST', '/api/reset/email', { json: { email, type: 'customer' } });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ status: 'passwords.sent' });
      const lines = logged.mock.calls.map((args) => args.map(String).join(' '));
      expect(lines.filter((line) => line.startsWith(`${MAIL_FAILED_LOG} password-reset: MessageRejected:`))).toHaveLength(1);
      expect(lines.join('\n')).not.toContain(email);
    } finally {
      logged.mockRestore();
    }
  });

  it('mails a single-use link that sets a new password', async () => {
    await register({ email: 'reset@example.com' });
    await waitForEvents();
    const sent = await call('POST', '/api/reset/email', { json: { email: 'reset@example.com', type: 'customer', language: 'en_us' } });
    expect(sent.body).toEqual({ status: 'passwords.sent' });
    const mail = await waitForMail('reset@example.com');
    expect(mail.subject).toBe('Reset Password Notification');
    const link = linkFrom(mail.text);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    const reset = await call('POST', '/api/reset/password', {
      json: { email: 'reset@example.com', type: 'customer', token, password: 'BrandNew123', password_confirmation: 'BrandNew123' },
    });
    expect(reset.body).toEqual({ status: 'passwords.reset' });
    expect((await call('POST', '/api/login', { json: { email: 'reset@example.com', password: 'BrandNew123' } })).status).toBe(200);
    const reuse = await call('POST', '/api/reset/password', {
      json: { email: 'reset@example.com', type: 'customer', token, password: 'Another123', password_confirmation: 'Another123' },
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body.messages.email).toEqual(['This password reset token is invalid.']);
  });

  it('admin resets use the /admin-reset-password page and the admins audience', async () => {
    await adminToken();
    await call('POST', '/api/reset/email', { json: { email: 'admin@example.com', type: 'admins' } });
    const link = linkFrom((await waitForMail('admin@example.com')).text);
    expect(link.pathname).toBe('/admin-reset-password');
    const asCustomer = await call('POST', '/api/reset/password', {
      json: {
        email: 'admin@example.com',
        type: 'customer',
        token: link.searchParams.get('token'),
        password: 'Whatever123',
        password_confirmation: 'Whatever123',
      },
    });
    expect(asCustomer.status).toBe(422);
  });

  it('an expired token is refused', async () => {
    await register({ email: 'late@example.com' });
    await call('POST', '/api/reset/email', { json: { email: 'late@example.com', type: 'customer' } });
    const token = linkFrom((await waitForMail('late@example.com')).text).searchParams.get('token')!;
    await passwordResetEntity
      .patch({ type: 'customer', email: 'late@example.com' })
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .go();
    const reply = await call('POST', '/api/reset/password', {
      json: { email: 'late@example.com', type: 'customer', token, password: 'TooLate123', password_confirmation: 'TooLate123' },
    });
    expect(reply.status).toBe(422);
  });

  it('answers passwords.sent for an unknown email without sending mail, and throttles repeats', async () => {
    const reply = await call('POST', '/api/reset/email', { json: { email: 'nobody@example.com', type: 'customer' } });
    expect(reply.body).toEqual({ status: 'passwords.sent' });
    await waitForEvents();
    expect((await allMails()).filter((m) => m.to.includes('nobody@example.com'))).toHaveLength(0);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await call('POST', '/api/reset/email', { json: { email: 'nobody@example.com', type: 'customer' } })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
