import { beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../local/testing/index.js';
import { product } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let n = 0;
const unique = () => `${String(Date.now())}-${String((n += 1))}`;
const ip = () => `192.0.2.${String((n % 250) + 1)}`;

beforeAll(async () => {
  token = await adminToken();
});

async function serviceWithForm(approval = true) {
  const formUrl = `apply-${unique()}`;
  const form = await call('POST', '/api/admin/form', {
    token,
    json: {
      title: 'Application',
      url: formUrl,
      allow_guest: false,
      tabs: [{ title: 'About', order: 0, fields: [{ type: 'textarea', key: 'why', title: 'Why', required: true, order: 0 }] }],
    },
  });
  expect(form.status, JSON.stringify(form.body)).toBe(201);
  const service = await product(token, {
    type: 'service',
    is_approval_required: approval,
    form_id: form.body.id,
    options: [],
    stocks: [{ sku: `SVC-${unique()}`, price: '300.00' }],
  });
  return { service: service as { id: number; url: string; name: string }, formUrl, formId: form.body.id as number };
}

async function shopper() {
  const email = `applicant-${unique()}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Wing', last_name: 'Lee', email, password: 'Applicant123', password_confirmation: 'Applicant123' },
    remoteAddress: ip(),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { token: reply.body.token as string, email };
}

const apply = (url: string, values: Record<string, string>, auth?: string) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  return call('POST', `/api/service/${url}`, { form, remoteAddress: ip(), ...(auth ? { token: auth } : {}) });
};

describe('services and applications', () => {
  it('list visible services and name the form an application fills', async () => {
    const { service, formUrl } = await serviceWithForm();
    const list = await call('GET', '/api/service?per_page=100');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.map((s: { id: number }) => s.id)).toContain(service.id);
    const one = await call('GET', `/api/service/${service.url}`);
    expect(one.body).toMatchObject({ id: service.id, is_approval_required: true, form_url: formUrl });
    expect((await call('GET', '/api/service/no-such-service')).status).toBe(404);
  });

  it('take a signed-in shopper’s answers through the form, once at a time, and show them only to that shopper', async () => {
    const { service, formId } = await serviceWithForm();
    expect((await apply(service.url, { why: 'Guest' })).status).toBe(401);
    const mei = await shopper();
    const refused = await apply(service.url, {}, mei.token);
    expect(refused.status).toBe(422);
    expect(refused.body.messages.why).toBeDefined();
    const applied = await apply(service.url, { why: 'I run a café' }, mei.token);
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.body).toMatchObject({ product_id: service.id, status: 'pending', form_id: formId });
    // The answers are the form's submission, with the service named.
    const history = await call('GET', `/api/admin/form/${String(formId)}/submit_histories/${String(applied.body.history_id)}`, { token });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body).toMatchObject({ service_product_id: service.id });
    expect((await apply(service.url, { why: 'Again' }, mei.token)).status).toBe(409);
    const mine = await call('GET', '/api/application', { token: mei.token });
    expect(mine.body.data.map((a: { id: number }) => a.id)).toEqual([applied.body.id]);
    // Named and linked: the account page leads an approved application to the service's page.
    expect(mine.body.data[0]).toMatchObject({ product_name: service.name, product_url: service.url, used_order_id: null });
    const other = await shopper();
    expect((await call('GET', '/api/application', { token: other.token })).body.data).toEqual([]);
    expect((await call('GET', '/api/application')).status).toBe(401);
  });

  it('refuse an application for a service that needs none', async () => {
    const { service } = await serviceWithForm(false);
    const mei = await shopper();
    const reply = await apply(service.url, { why: 'x' }, mei.token);
    expect(reply.status).toBe(422);
    expect(reply.body.messages.url).toEqual(['This service needs no application: add it to your cart.']);
  });

  it('are reviewed once by staff with the right, and the shopper is mailed the decision', async () => {
    const { service } = await serviceWithForm();
    const mei = await shopper();
    const applied = await apply(service.url, { why: 'Please' }, mei.token);
    const id = String(applied.body.id);
    const pending = await call('GET', `/api/admin/application?status=pending&product_id=${String(service.id)}`, { token });
    expect(pending.body.data.map((a: { id: number }) => a.id)).toEqual([applied.body.id]);
    expect(pending.body.data[0]).toMatchObject({ customer_email: mei.email, product_name: service.name });
    const reader = await limitedAdmin(['get applications', 'get application']);
    expect((await call('GET', `/api/admin/application/${id}`, { token: reader.token })).status).toBe(200);
    const denied = await call('PUT', `/api/admin/application/${id}`, { token: reader.token, json: { status: 'approved' } });
    expect(denied.status).toBe(403);
    const bad = await call('PUT', `/api/admin/application/${id}`, { token, json: { status: 'pending' } });
    expect(bad.status).toBe(422);
    const [first, second] = await Promise.all([
      call('PUT', `/api/admin/application/${id}`, { token, json: { status: 'approved', message: 'Welcome aboard' } }),
      call('PUT', `/api/admin/application/${id}`, { token, json: { status: 'rejected' } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const decided = (first.status === 200 ? first : second).body as { status: string };
    const mail = await waitForMail(mei.email);
    expect(mail.subject).toContain(service.name);
    if (decided.status === 'approved') expect(mail.text).toContain('Welcome aboard');
    const mine = await call('GET', '/api/application', { token: mei.token });
    expect(mine.body.data[0].status).toBe(decided.status);
  });
});

describe('an approved application buys its service once', () => {
  const ADDRESS = { first_name: 'Wing', last_name: 'Lee', country: 'HKG', contact_number: '+852 5555 0102', address: '2 Des Voeux Road' };

  it('the cart takes the service only with the shopper’s approved, unused application, one unit, and the order uses it up', async () => {
    const { warehouse } = await import('../catalog-testing.js');
    const sale = (await warehouse(token)).id;
    await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: sale, warehouse_enabled: 1 } });
    const method = await call('POST', '/api/admin/shipping', {
      token,
      json: { name: `Service ${unique()}`, fee: '0', free_above: null, countries: [], enabled: true },
    });
    const { service } = await serviceWithForm();
    const stockId = ((await call('GET', `/api/admin/product/${String(service.id)}`, { token })).body.stocks as { id: number }[])[0]!.id;
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: sale, quantity: 10 } });
    const mei = await shopper();
    const add = (json: Record<string, unknown>, auth = mei.token) =>
      call('POST', '/api/cart/item', { token: auth, json: { stock_id: stockId, quantity: 1, ...json } });

    const without = await add({});
    expect(without.status).toBe(422);
    expect(without.body.messages['additional_options.application_id']).toEqual(['This service needs an approved application first.']);
    const applied = await apply(service.url, { why: 'Please' }, mei.token);
    const applicationId = applied.body.id as number;
    // Pending is not approved.
    expect((await add({ additional_options: { application_id: applicationId } })).status).toBe(422);
    await call('PUT', `/api/admin/application/${String(applicationId)}`, { token, json: { status: 'approved' } });
    // Someone else's approval buys nothing.
    const other = await shopper();
    expect((await add({ additional_options: { application_id: applicationId } }, other.token)).status).toBe(422);
    expect((await add({ quantity: 2, additional_options: { application_id: applicationId } })).status).toBe(422);
    const added = await add({ additional_options: { application_id: applicationId } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const more = await add({ additional_options: { application_id: applicationId } });
    expect(more.body.messages.quantity).toEqual(['An approved application buys the service once.']);

    const placed = await call('POST', '/api/order', {
      token: mei.token,
      json: {
        cart_id: added.body.cart_id,
        shipping_method_id: method.body.id,
        shipping_address: ADDRESS,
        billing_address: ADDRESS,
        payment_method: 'offline',
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const used = await call('GET', `/api/admin/application/${String(applicationId)}`, { token });
    expect(used.body.used_order_id).toBe(placed.body.id ?? placed.body.order?.id);
    // Used: it buys nothing more.
    const again = await add({ additional_options: { application_id: applicationId } });
    expect(again.status).toBe(422);
    expect(again.body.messages['additional_options.application_id']).toEqual([
      'This application cannot be used: it is not your approved application for this service, or it was used already.',
    ]);
  });
});
