import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

async function customer(token: string, email: string, enabled = true) {
  const reply = await call('POST', '/api/admin/user', {
    token,
    json: {
      email,
      first_name: 'Log',
      last_name: 'Ged',
      gender: 'male',
      password: 'Secret123!',
      password_confirmation: 'Secret123!',
      enabled,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
}

describe('export log', () => {
  it('every customer export writes who, when, which, the filter and the row count; the filter narrows the workbook', async () => {
    const token = await adminToken();
    await customer(token, 'log.one@example.com');
    await customer(token, 'log.two@example.com');
    await customer(token, 'log.off@example.com', false);
    const { token: exporter, id } = await limitedAdmin(['get users', 'get user']);

    const all = await call('GET', '/api/admin/user/export', { token: exporter });
    expect(all.status).toBe(200);
    const filtered = await call('POST', '/api/admin/user/export/link?enabled=0&search=log', { token: exporter });
    expect(filtered.status, JSON.stringify(filtered.body)).toBe(200);

    const log = await call('GET', '/api/admin/export-log', { token });
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(2);
    const [newest, oldest] = log.body.data;
    expect(newest).toMatchObject({
      admin_id: id,
      admin_name: expect.stringMatching(/^Limited/),
      export: 'customers',
      delivery: 'link',
      filter: { enabled: 'false', search: 'log' },
      rows: 1,
    });
    expect(oldest).toMatchObject({ admin_id: id, export: 'customers', delivery: 'download', filter: {}, rows: 3 });
    expect(Date.parse(newest.created_at)).toBeGreaterThanOrEqual(Date.parse(oldest.created_at));
  });

  it('the log is paginated newest first, and refused without "get export_logs"', async () => {
    const token = await adminToken();
    for (let i = 0; i < 3; i++) expect((await call('GET', `/api/admin/user/export?search=nobody${i}`, { token })).status).toBe(200);
    const first = await call('GET', '/api/admin/export-log?per_page=10&page=1', { token });
    const total = first.body.total as number;
    expect(total).toBeGreaterThanOrEqual(3);
    const ids = (first.body.data as { id: number }[]).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.body.data[0].filter).toEqual({ search: 'nobody2' });
    expect(first.body.data[0].rows).toBe(0);
    const second = await call('GET', `/api/admin/export-log?per_page=10&page=${Math.ceil(total / 10) + 1}`, { token });
    expect(second.body.data).toEqual([]);
    expect(second.body.total).toBe(total);
    expect((await call('GET', '/api/admin/export-log?per_page=7', { token })).status).toBe(422);

    const { token: outsider } = await limitedAdmin(['get users']);
    const refused = await call('GET', '/api/admin/export-log', { token: outsider });
    expect(refused.status).toBe(403);
    expect((await call('GET', '/api/admin/export-log')).status).toBe(401);
    // A product export is not people's data: not logged.
    expect((await call('GET', '/api/admin/product/export', { token })).status).toBe(200);
    expect((await call('GET', '/api/admin/export-log', { token })).body.total).toBe(total);
  });

  it('pages hold per_page rows', async () => {
    const token = await adminToken();
    for (let i = 0; i < 12; i++) await call('GET', '/api/admin/user/export', { token });
    const page1 = await call('GET', '/api/admin/export-log?per_page=10&page=1', { token });
    const page2 = await call('GET', '/api/admin/export-log?per_page=10&page=2', { token });
    expect(page1.body.data).toHaveLength(10);
    expect(page2.body.data.length).toBe(page1.body.total - 10);
    expect(page2.body.data[0].id).toBeLessThan(page1.body.data[9].id);
  });
});
