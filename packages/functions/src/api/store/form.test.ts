import { submitForm } from '@shop/core/form/form-submit';
import { describe, expect, it } from 'vitest';
import { watchEvents } from '../../local/testing/index.js';
import { RECAPTCHA_TEST_TOKEN } from '../../local/recaptcha-local.js';
import { adminToken, call } from '../testing.js';

let seq = 0;
const unique = () => `${String(Date.now())}-${String(++seq)}`;

async function form(token: string) {
  const url = `store-form-${unique()}`;
  const reply = await call('POST', '/api/admin/form', {
    token,
    json: {
      title: 'Book a call',
      url,
      description: '<p onclick="steal()">Pick a <b>time</b></p>',
      meta_title: 'Book a call with us',
      meta_description: 'Tell us when to call you.',
      tabs: [
        {
          title: 'You',
          fields: [
            { type: 'text', key: 'email', title: 'E-mail', required: true },
            { type: 'textarea', key: 'notes', title: 'Notes', enabled: false },
          ],
        },
      ],
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.id as number, url };
}

describe('storefront forms', () => {
  it('GET /api/form/{url}: the config, texts (sanitised) and enabled fields in a language, no reCAPTCHA unless guarded', async () => {
    const token = await adminToken();
    const { id, url } = await form(token);
    const reply = await call('GET', `/api/form/${url}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toMatchObject({
      id,
      url,
      title: 'Book a call',
      description: '<p>Pick a <b>time</b></p>',
      meta_title: 'Book a call with us',
      allow_guest: true,
      limit_submit: false,
      submitted: false,
      recaptcha_site_key: null,
    });
    expect(reply.body.tabs[0].fields.map((f: { key: string }) => f.key)).toEqual(['email']);
  });

  it('with reCAPTCHA guarding forms: the config names the site key and a submission needs a token', async () => {
    const token = await adminToken();
    const { url } = await form(token);
    const on = await call('PUT', '/api/admin/configuration', {
      token,
      json: { recaptcha_site_key: 'site-key', recaptcha_secret: 'secret-key', enable_recaptcha_forms: 'form' },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    try {
      expect((await call('GET', `/api/form/${url}`)).body.recaptcha_site_key).toBe('site-key');
      const body = () => {
        const data = new FormData();
        data.append('email', `guarded-${unique()}@example.com`);
        return data;
      };
      const refused = await call('POST', `/api/form/${url}`, { form: body(), remoteAddress: '198.51.100.201' });
      expect(refused.status).toBe(422);
      expect(refused.body.messages).toEqual({ recaptcha_token: ['The reCAPTCHA check expired or failed; please try again.'] });
      const withToken = body();
      withToken.append('recaptcha_token', RECAPTCHA_TEST_TOKEN);
      expect((await call('POST', `/api/form/${url}`, { form: withToken, remoteAddress: '198.51.100.201' })).status).toBe(200);
    } finally {
      await call('PUT', '/api/admin/configuration', {
        token,
        json: { enable_recaptcha_forms: [], recaptcha_site_key: '', recaptcha_secret: '' },
      });
    }
  });

  it('submitForm with an attribution stores it on the history and publishes form.submitted (the funnels’ and services’ contract)', async () => {
    const token = await adminToken();
    const { id, url } = await form(token);
    const events = watchEvents<Record<string, unknown>>('form.submitted');
    try {
      const email = `funnel-${unique()}@example.com`;
      const result = await submitForm({
        url,
        values: { email },
        customerId: null,
        language: 'default',
        ip: '198.51.100.202',
        attribution: { lead_source: 'facebook', funnel_id: 7, service_product_id: 9 },
      });
      expect(result).toEqual({ history_id: expect.any(Number), customer_id: expect.any(Number) });
      expect(events.take()).toEqual([
        { form_id: id, history_id: result.history_id, customer_id: result.customer_id, funnel_id: 7, service_product_id: 9 },
      ]);
      const history = await call('GET', `/api/admin/form/${String(id)}/submit_histories/${String(result.history_id)}`, { token });
      expect(history.body).toMatchObject({ lead_source: 'facebook', funnel_id: 7, service_product_id: 9, status: 'pending' });
      expect((await call('GET', `/api/admin/lead/${String(result.customer_id)}`, { token })).body.lead_source).toBe('facebook');
    } finally {
      events.stop();
    }
  });
});
