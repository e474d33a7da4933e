import { FunnelStats } from '@shop/core/crm/funnel-stats';
import { beforeAll, describe, expect, it } from 'vitest';
import { product } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let n = 0;
const unique = () => `${String(Date.now())}-${String((n += 1))}`;

beforeAll(async () => {
  token = await adminToken();
});

const landing = { key: 'welcome', type: 'content', title: 'Welcome', content: '<p>Our best offer</p>', button_name: 'Next' };

async function newFunnel(overrides: Record<string, unknown> = {}) {
  const reply = await call('POST', '/api/admin/funnel', {
    token,
    json: { title: 'Spring campaign', url: `spring-${unique()}`, enabled: true, steps: [landing], ...overrides },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; url: string; steps: { key: string; title: string }[] };
}

async function newLead(email: string, adminId?: number): Promise<number> {
  const reply = await call('POST', '/api/admin/lead', {
    token,
    json: { first_name: 'Mei', last_name: 'Chan', email, ...(adminId ? { admin_id: adminId } : {}) },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as number;
}

describe('funnels (/api/admin/funnel)', () => {
  it('keep ordered steps whose texts are per language and whose structure is shared', async () => {
    const offer = await product(token);
    const funnel = await newFunnel({
      steps: [landing, { key: 'offer', type: 'offer', title: 'Take it', product_id: offer.id, content: '<script>x</script><p>Now</p>' }],
    });
    expect(funnel.steps.map((s) => s.key)).toEqual(['welcome', 'offer']);
    const zh = await call('PUT', `/api/admin/funnel/${String(funnel.id)}`, {
      token,
      json: {
        language: 'zh-HK',
        title: '春季推廣',
        url: funnel.url,
        enabled: true,
        steps: [
          { ...landing, title: '歡迎' },
          { key: 'offer', type: 'offer', title: '立即購買', product_id: offer.id },
        ],
      },
    });
    expect(zh.status, JSON.stringify(zh.body)).toBe(200);
    const english = await call('GET', `/api/admin/funnel/${String(funnel.id)}?language=en-US`, { token });
    expect(english.body.steps.map((s: { title: string }) => s.title)).toEqual(['Welcome', 'Take it']);
    // Rich text is sanitised before it is stored.
    expect(english.body.steps[1].content).toBe('<p>Now</p>');
    const chinese = await call('GET', `/api/admin/funnel/${String(funnel.id)}?language=zh-HK`, { token });
    expect(chinese.body.steps.map((s: { title: string }) => s.title)).toEqual(['歡迎', '立即購買']);
    expect(chinese.body.title).toBe('春季推廣');
  });

  it('refuse repeated step keys, a second form step, an offer without a product, an unknown product, a taken url', async () => {
    const refused = async (json: Record<string, unknown>) => {
      const reply = await call('POST', '/api/admin/funnel', { token, json: { title: 'Bad', url: `bad-${unique()}`, ...json } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      return reply.body.messages as Record<string, string[]>;
    };
    expect((await refused({ steps: [landing, { ...landing, title: 'Again' }] }))['steps.1.key']).toEqual([
      'This input can not be repeated',
    ]);
    expect((await refused({ steps: [{ ...landing, key: 'Bad Key' }] }))['steps.0.key']).toEqual([
      'Only lowercase letters, digits and - are allowed.',
    ]);
    expect((await refused({ steps: [{ key: 'buy', type: 'offer', title: 'Buy' }] }))['steps.0.product_id']).toEqual([
      'This field is required.',
    ]);
    expect((await refused({ steps: [{ key: 'buy', type: 'offer', title: 'Buy', product_id: 999_999 }] }))['steps.0.product_id']).toEqual([
      'The selected product does not exist.',
    ]);
    expect((await refused({ steps: [] })).steps).toEqual(['This field is required.']);
    const taken = await newFunnel();
    const again = await call('POST', '/api/admin/funnel', { token, json: { title: 'Copy', url: taken.url, steps: [landing] } });
    expect(again.status).toBe(409);
  });

  it('need the funnel permissions', async () => {
    const funnel = await newFunnel();
    const reader = await limitedAdmin(['get funnels', 'get funnel']);
    expect((await call('GET', `/api/admin/funnel/${String(funnel.id)}`, { token: reader.token })).status).toBe(200);
    expect((await call('GET', `/api/admin/funnel/${String(funnel.id)}/report`, { token: reader.token })).status).toBe(200);
    const edit = await call('PUT', `/api/admin/funnel/${String(funnel.id)}`, {
      token: reader.token,
      json: { title: 'Mine', url: funnel.url, steps: [landing] },
    });
    expect(edit.status).toBe(403);
    // The board shows leads: it needs the lead list too.
    expect((await call('GET', `/api/admin/funnel/${String(funnel.id)}/board`, { token: reader.token })).status).toBe(403);
  });
});

describe('the storefront walk (/api/funnel/{url})', () => {
  it('answers an enabled funnel in the visitor language and 404 for a disabled or unknown one', async () => {
    const offer = await product(token);
    const funnel = await newFunnel({ steps: [landing, { key: 'offer', type: 'offer', title: 'Take it', product_id: offer.id }] });
    const reply = await call('GET', `/api/funnel/${funnel.url}?language=en-US`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.steps[1]).toMatchObject({ key: 'offer', product: { id: offer.id, url: offer.url } });
    const hidden = await newFunnel({ enabled: false });
    expect((await call('GET', `/api/funnel/${hidden.url}`)).status).toBe(404);
    expect((await call('GET', '/api/funnel/no-such-funnel')).status).toBe(404);
  });

  it('counts a visit once per visitor and step, by lead source', async () => {
    const funnel = await newFunnel({ lead_source: 'facebook' });
    const visit = (json: Record<string, unknown>) =>
      call('POST', `/api/funnel/${funnel.url}/visit`, { json: { step: 'welcome', ...json } });
    expect((await visit({ visitor: 'visitor-aaaa-1' })).body).toEqual({ counted: true });
    expect((await visit({ visitor: 'visitor-aaaa-1' })).body).toEqual({ counted: false });
    await Promise.all([visit({ visitor: 'visitor-bbbb-2', source: 'google' }), visit({ visitor: 'visitor-bbbb-2', source: 'google' })]);
    expect((await visit({ visitor: 'visitor-cccc-3', source: 'not-a-source' })).body).toEqual({ counted: true });
    expect((await visit({ step: 'nowhere', visitor: 'visitor-dddd-4' })).status).toBe(404);
    expect((await visit({ visitor: 'x' })).status).toBe(422);
    const report = await call('GET', `/api/admin/funnel/${String(funnel.id)}/report`, { token });
    expect(report.body.rows).toEqual([
      expect.objectContaining({ step: 'welcome', lead_source: 'facebook', visits: 2, leads: 0 }),
      expect.objectContaining({ step: 'welcome', lead_source: 'google', visits: 1 }),
    ]);
  });
});

describe('attribution and the board', () => {
  it('counts a lead once (first touch) and its paid orders for the funnel and source that brought it', async () => {
    const funnel = await newFunnel();
    const customer = await newLead(`funnel-buyer-${unique()}@example.com`);
    const madeAt = new Date('2031-05-01T00:00:00Z');
    expect(await FunnelStats.lead(funnel.id, 'welcome', customer, 'instagram', madeAt)).toBe(true);
    const other = await newFunnel();
    expect(await FunnelStats.lead(other.id, 'welcome', customer, 'google')).toBe(false);
    // Two orders paid at once: exactly one is the first order.
    const results = await Promise.all(
      [1, 2].map((k) =>
        FunnelStats.order({
          order_id: 9_000_000 + funnel.id * 10 + k,
          customer_id: customer,
          total: 10_000 * k,
          paid_at: new Date(madeAt.getTime() + 3_600_000 * k),
        }),
      ),
    );
    expect(results.filter((r) => r === 'first')).toHaveLength(1);
    expect(results.filter((r) => r === 'counted')).toHaveLength(1);
    // The same order again (a redelivered event) counts nothing.
    const again = await FunnelStats.order({
      order_id: 9_000_000 + funnel.id * 10 + 1,
      customer_id: customer,
      total: 10_000,
      paid_at: new Date(),
    });
    expect(again).toBe('already');
    expect(await FunnelStats.order({ order_id: 1, customer_id: 999_999, total: 1, paid_at: new Date() })).toBe('not_attributed');
    const report = await call('GET', `/api/admin/funnel/${String(funnel.id)}/report`, { token });
    const [row] = report.body.rows as Record<string, number>[];
    expect(row).toMatchObject({ lead_source: 'instagram', leads: 1, first_orders: 1, orders: 2, revenue: 30_000 });
    expect([3600, 7200]).toContain(row!.average_lead_to_order_seconds);
    expect((await call('GET', `/api/admin/funnel/${String(other.id)}/report`, { token })).body.rows).toEqual([]);
  });

  it('shows the funnel leads the admin may see, newest first, with the statuses as columns', async () => {
    const funnel = await newFunnel();
    const seller = await limitedAdmin(['get funnel', 'get leads', 'get lead', 'update lead'], {});
    const theirs = await newLead(`board-theirs-${unique()}@example.com`, seller.id);
    const others = await newLead(`board-others-${unique()}@example.com`);
    await FunnelStats.lead(funnel.id, 'welcome', theirs, 'form', new Date('2031-01-01T00:00:00Z'));
    await FunnelStats.lead(funnel.id, 'welcome', others, 'form', new Date('2031-01-02T00:00:00Z'));
    const all = await call('GET', `/api/admin/funnel/${String(funnel.id)}/board`, { token });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.leads.map((l: { id: number }) => l.id)).toEqual([others, theirs]);
    expect(all.body.funnel).toEqual({ id: funnel.id, title: 'Spring campaign' });
    expect(Array.isArray(all.body.statuses)).toBe(true);
    const mine = await call('GET', `/api/admin/funnel/${String(funnel.id)}/board`, { token: seller.token });
    expect(mine.body.leads.map((l: { id: number }) => l.id)).toEqual([theirs]);
  });
});

describe('an order placed by a lead (order.status_changed → funnel-order)', () => {
  it('counts for the funnel that brought the lead, once, when it is paid', async () => {
    const { warehouse } = await import('../catalog-testing.js');
    const { waitForEvents } = await import('../../local/testing/index.js');
    const sale = (await warehouse(token)).id;
    await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: sale, warehouse_enabled: 1 } });
    const method = await call('POST', '/api/admin/shipping', {
      token,
      json: { name: 'Funnel van', fee: '0', free_above: null, countries: [], enabled: true },
    });
    const item = await product(token, { options: [], stocks: [{ sku: `FUNNEL-${unique()}`, price: '25.00' }] });
    const stockId = (item.stocks as { id: number }[])[0]!.id;
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: sale, quantity: 5 } });
    const funnel = await newFunnel();
    const customer = await newLead(`funnel-order-${unique()}@example.com`);
    await FunnelStats.lead(funnel.id, 'welcome', customer, 'youtube');
    const address = { first_name: 'Mei', last_name: 'Chan', country: 'HKG', contact_number: '+852 5555 0101', address: '1 Queen’s Road' };
    const order = await call('POST', '/api/admin/order', {
      token,
      json: {
        customer_id: customer,
        lines: [{ stock_id: stockId, quantity: 2 }],
        shipping_method_id: method.body.id,
        shipping_address: address,
        billing_address: address,
        status: 'paid',
        payment_method: 'cash',
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    await waitForEvents();
    const report = await call('GET', `/api/admin/funnel/${String(funnel.id)}/report`, { token });
    expect(report.body.rows).toEqual([
      expect.objectContaining({ step: 'welcome', lead_source: 'youtube', leads: 1, first_orders: 1, orders: 1, revenue: 5000 }),
    ]);
  });
});

describe('the form step (POST /api/funnel/{url}?step=)', () => {
  async function newForm() {
    const url = `funnel-form-${unique()}`;
    const reply = await call('POST', '/api/admin/form', {
      token,
      json: {
        title: 'Tell us',
        url,
        allow_guest: true,
        tabs: [
          {
            title: 'You',
            order: 0,
            fields: [
              { type: 'text', key: 'email', title: 'E-mail', required: true, order: 0 },
              { type: 'text', key: 'first_name', title: 'Name', order: 1 },
            ],
          },
        ],
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return { id: reply.body.id as number, url };
  }
  const send = (url: string, query: string, values: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    return call('POST', `/api/funnel/${url}?${query}`, { form, remoteAddress: `198.51.100.${String((n % 250) + 1)}` });
  };

  it('makes the lead with the funnel as its source, counts it once, and keeps the form rules', async () => {
    const form = await newForm();
    const funnel = await newFunnel({
      lead_source: 'instagram',
      steps: [landing, { key: 'join', type: 'form', title: 'Join', form_id: form.id }],
    });
    const shown = await call('GET', `/api/funnel/${funnel.url}`);
    expect(shown.body.steps[1]).toMatchObject({ key: 'join', form_url: form.url });
    const email = `funnel-lead-${unique()}@example.com`;
    const sent = await send(funnel.url, 'step=join&source=facebook', { email, first_name: 'Siu Ming' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const lead = await call('GET', `/api/admin/lead/${String(sent.body.customer_id)}`, { token });
    expect(lead.body).toMatchObject({ email, lead_source: 'facebook' });
    // The same person again: the same lead, counted once.
    const again = await send(funnel.url, 'step=join', { email, first_name: 'Siu Ming' });
    expect(again.body.customer_id).toBe(sent.body.customer_id);
    const report = await call('GET', `/api/admin/funnel/${String(funnel.id)}/report`, { token });
    expect(report.body.rows).toEqual([expect.objectContaining({ step: 'join', lead_source: 'facebook', leads: 1 })]);
    // The board shows the lead.
    const board = await call('GET', `/api/admin/funnel/${String(funnel.id)}/board`, { token });
    expect(board.body.leads.map((l: { id: number }) => l.id)).toEqual([sent.body.customer_id]);
    // The form's own rules: a required field, and a step that is not the form's.
    const refused = await send(funnel.url, 'step=join', { first_name: 'No mail' });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.email).toBeDefined();
    expect((await send(funnel.url, 'step=welcome', { email })).status).toBe(404);
    expect((await send(funnel.url, '', { email })).status).toBe(422);
  });

  it('refuse a second form step and a form that does not exist', async () => {
    const form = await newForm();
    const twice = await call('POST', '/api/admin/funnel', {
      token,
      json: {
        title: 'Twice',
        url: `twice-${unique()}`,
        steps: [
          { key: 'a', type: 'form', title: 'A', form_id: form.id },
          { key: 'b', type: 'form', title: 'B', form_id: form.id },
        ],
      },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.messages['steps.1.type']).toEqual(['A funnel has at most one form step.']);
    const missing = await call('POST', '/api/admin/funnel', {
      token,
      json: { title: 'Missing', url: `missing-${unique()}`, steps: [{ key: 'a', type: 'form', title: 'A', form_id: 999_999 }] },
    });
    expect(missing.body.messages['steps.0.form_id']).toEqual(['The selected form does not exist.']);
  });
});
