import { beforeAll, describe, expect, it } from 'vitest';
import { product, warehouse } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let n = 0;

beforeAll(async () => {
  token = await adminToken();
});

async function supplier(json: Record<string, unknown> = {}) {
  n++;
  const reply = await call('POST', '/api/admin/supplier', { token, json: { name: `Supplier ${n} ${Date.now()}`, ...json } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; name: string };
}

async function draftFor(supplierId: number) {
  const p = await product(token);
  const w = await warehouse(token);
  const reply = await call('POST', '/api/admin/po', {
    token,
    json: { supplier_id: supplierId, warehouse_id: w.id, lines: [{ stock_id: p.stocks[0].id, quantity: 1, unit_cost: '1.00' }] },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; number: string };
}

describe('suppliers: create, read, edit', () => {
  it('POST /api/admin/supplier stores every field, defaults enabled to true, and GET reads it back', async () => {
    const reply = await call('POST', '/api/admin/supplier', {
      token,
      json: {
        name: 'Northwind Traders',
        contact_name: 'Ann Lee',
        email: 'Orders@Northwind.example',
        phone: '21234567',
        country_code: 'HKG',
        address: '1 Harbour Road',
        remark: 'Net 30',
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      name: 'Northwind Traders',
      contact_name: 'Ann Lee',
      email: 'orders@northwind.example',
      phone: '21234567',
      country_code: 'HKG',
      address: '1 Harbour Road',
      enabled: true,
      remark: 'Net 30',
    });
    const read = await call('GET', `/api/admin/supplier/${reply.body.id}`, { token });
    expect(read.body).toEqual(reply.body);
  });

  it('PUT /api/admin/supplier/{id} replaces the fields; blank optional fields become null', async () => {
    const created = await supplier({ contact_name: 'Bob', email: 'bob@example.com' });
    const reply = await call('PUT', `/api/admin/supplier/${created.id}`, {
      token,
      json: { name: `${created.name} Ltd`, contact_name: '', email: '', enabled: false },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ name: `${created.name} Ltd`, contact_name: null, email: null, enabled: false });
  });

  it('refuses a missing name, a malformed email and a phone without country code with 422 beside each field', async () => {
    const reply = await call('POST', '/api/admin/supplier', { token, json: { name: ' ', email: 'not-an-email' } });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual({ name: ['This field is required.'], email: ['Please check your input.'] });
    const phone = await call('POST', '/api/admin/supplier', { token, json: { name: 'Phone Only', phone: '5551234' } });
    expect(phone.status).toBe(422);
    expect(phone.body.messages).toEqual({ country_code: ['Please input country code if the phone field is not empty'] });
    expect((await call('GET', '/api/admin/supplier?search=phone only', { token })).body.total).toBe(0);
  });

  it('country codes come from the ISO alpha-3 list and phones must be valid for that country (libphonenumber)', async () => {
    const name = `Phone Check ${Date.now().toString(36)}`;
    const unknownCountry = await call('POST', '/api/admin/supplier', { token, json: { name, phone: '91234567', country_code: 'XXX' } });
    expect(unknownCountry.status).toBe(422);
    expect(unknownCountry.body.messages).toEqual({ country_code: ['Please choose a country from the list.'] });
    // 1xxxxxxx is not a Hong Kong number; 9xxxxxxx is.
    const badPhone = await call('POST', '/api/admin/supplier', { token, json: { name, phone: '12345678', country_code: 'HKG' } });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.messages).toEqual({ phone: ['This phone number is not valid for the selected country.'] });
    expect((await call('GET', `/api/admin/supplier?search=${encodeURIComponent(name)}`, { token })).body.total).toBe(0);
    const ok = await call('POST', '/api/admin/supplier', { token, json: { name, phone: '+852 9123 4567', country_code: 'HKG' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ phone: '+852 9123 4567', country_code: 'HKG' });
  });

  it('a duplicate name (any case) gives 409 on create and on rename, and leaves one record', async () => {
    const first = await supplier({ name: 'Contoso Supply' });
    const clash = await call('POST', '/api/admin/supplier', { token, json: { name: 'CONTOSO SUPPLY' } });
    expect(clash.status).toBe(409);
    expect(clash.body.messages).toEqual({ name: ['Please make sure that name field is unique'] });
    const other = await supplier();
    const rename = await call('PUT', `/api/admin/supplier/${other.id}`, { token, json: { name: 'contoso supply' } });
    expect(rename.status).toBe(409);
    const found = await call('GET', '/api/admin/supplier?search=contoso supply', { token });
    expect(found.body.data.map((s: { id: number }) => s.id)).toEqual([first.id]);
  });
});

describe('suppliers: list', () => {
  it('lists with paging, sort by name, search over name/contact/email and the enabled filter', async () => {
    const tag = `zeta${Date.now()}`;
    const b = await supplier({ name: `${tag} Beta` });
    const a = await supplier({ name: `${tag} Alpha`, enabled: false });
    const c = await supplier({ name: 'Unrelated Co', contact_name: `${tag} Carol` });
    const page1 = await call('GET', `/api/admin/supplier?search=${tag}&sort=name&order=asc&per_page=10`, { token });
    expect(page1.body.total).toBe(3);
    expect(page1.body.data.map((s: { id: number }) => s.id)).toEqual([c.id, a.id, b.id]); // unrelated co < zeta… alpha < zeta… beta
    const enabled = await call('GET', `/api/admin/supplier?search=${tag}&enabled=1`, { token });
    expect(enabled.body.data.map((s: { id: number }) => s.id).sort()).toEqual([b.id, c.id].sort());
    expect((await call('GET', '/api/admin/supplier?per_page=7', { token })).status).toBe(422);
  });

  it('PUT /api/admin/supplier/batch disables several suppliers at once', async () => {
    const a = await supplier();
    const b = await supplier();
    const reply = await call('PUT', '/api/admin/supplier/batch', { token, json: { ids: [a.id, b.id], data: { enabled: false } } });
    expect(reply.body).toEqual({ updated: 2 });
    expect((await call('GET', `/api/admin/supplier/${b.id}`, { token })).body.enabled).toBe(false);
  });
});

describe('suppliers: delete', () => {
  it('an unused supplier is deleted and then answers 404', async () => {
    const s = await supplier();
    expect((await call('DELETE', `/api/admin/supplier/${s.id}`, { token })).status).toBe(200);
    expect((await call('GET', `/api/admin/supplier/${s.id}`, { token })).status).toBe(404);
  });

  it('a supplier named by a purchase order that is not cancelled cannot be deleted (422), singly or in a batch', async () => {
    const used = await supplier();
    const free = await supplier();
    const po = await draftFor(used.id);
    const single = await call('DELETE', `/api/admin/supplier/${used.id}`, { token });
    expect(single.status).toBe(422);
    expect(single.body.messages.id[0]).toContain(po.number);
    const batch = await call('DELETE', '/api/admin/supplier/batch', { token, json: { ids: [free.id, used.id] } });
    expect(batch.status).toBe(422);
    expect(batch.body.messages.ids[0]).toContain(po.number);
    // All or nothing: the unused one is still there too.
    expect((await call('GET', `/api/admin/supplier/${free.id}`, { token })).status).toBe(200);
    expect((await call('GET', `/api/admin/supplier/${used.id}`, { token })).status).toBe(200);
  });

  it('once its purchase order is cancelled (or a draft deleted), the supplier can be deleted', async () => {
    const s1 = await supplier();
    const cancelled = await draftFor(s1.id);
    expect((await call('POST', `/api/admin/po/${cancelled.id}/cancel`, { token })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/supplier/${s1.id}`, { token })).status).toBe(200);
    const s2 = await supplier();
    const draft = await draftFor(s2.id);
    expect((await call('DELETE', `/api/admin/po/${draft.id}`, { token })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/supplier/${s2.id}`, { token })).status).toBe(200);
  });

  it('moving a draft to another supplier frees the first one and binds the second', async () => {
    const first = await supplier();
    const second = await supplier();
    const po = await draftFor(first.id);
    const current = (await call('GET', `/api/admin/po/${po.id}`, { token })).body;
    const moved = await call('PUT', `/api/admin/po/${po.id}`, {
      token,
      json: { supplier_id: second.id, warehouse_id: current.warehouse_id, lines: current.lines },
    });
    expect(moved.status).toBe(200);
    expect((await call('DELETE', `/api/admin/supplier/${second.id}`, { token })).status).toBe(422);
    expect((await call('DELETE', `/api/admin/supplier/${first.id}`, { token })).status).toBe(200);
  });
});

describe('suppliers: delete guard under races', () => {
  it('cancelling and deleting the same draft at once does not free a supplier that another order still names', async () => {
    const s = await supplier();
    const racing = await draftFor(s.id);
    const other = await draftFor(s.id);
    await Promise.all([
      call('POST', `/api/admin/po/${racing.id}/cancel`, { token }),
      call('DELETE', `/api/admin/po/${racing.id}`, { token }),
    ]);
    const refused = await call('DELETE', `/api/admin/supplier/${s.id}`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.id[0]).toContain(other.number);
    expect(refused.body.messages.id[0]).not.toContain(racing.number);
  });

  it('a supplier deleted while an order for it is created: never both (the order fails or the delete does)', async () => {
    const s = await supplier();
    const p = await product(token);
    const w = await warehouse(token);
    const [create, remove] = await Promise.all([
      call('POST', '/api/admin/po', {
        token,
        json: { supplier_id: s.id, warehouse_id: w.id, lines: [{ stock_id: p.stocks[0].id, quantity: 1, unit_cost: '1' }] },
      }),
      call('DELETE', `/api/admin/supplier/${s.id}`, { token }),
    ]);
    if (create.status === 201) {
      expect([409, 422]).toContain(remove.status);
      expect((await call('GET', `/api/admin/supplier/${s.id}`, { token })).status).toBe(200);
    } else {
      expect(create.status).toBe(422);
      expect(create.body.messages).toEqual({ supplier_id: ['The selected supplier does not exist.'] });
      expect(remove.status).toBe(200);
    }
  });
});

describe('suppliers: permissions', () => {
  it('an admin with only get suppliers can list but not create, edit or delete', async () => {
    const s = await supplier();
    const { token: reader } = await limitedAdmin(['get suppliers', 'get supplier']);
    expect((await call('GET', '/api/admin/supplier', { token: reader })).status).toBe(200);
    expect((await call('GET', `/api/admin/supplier/${s.id}`, { token: reader })).status).toBe(200);
    expect((await call('POST', '/api/admin/supplier', { token: reader, json: { name: 'Nope' } })).status).toBe(403);
    expect((await call('PUT', `/api/admin/supplier/${s.id}`, { token: reader, json: { name: 'Nope' } })).status).toBe(403);
    expect((await call('DELETE', `/api/admin/supplier/${s.id}`, { token: reader })).status).toBe(403);
  });
});
