import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

type Row = { id: number; date: string; name: string };
const dates = (rows: Row[]) => rows.map((h) => h.date);

describe('holidays', () => {
  it('keeps a day and a name, lists them by date within a year, finds them by name or date', async () => {
    const token = await adminToken();
    const made: Row[] = [];
    for (const [date, name] of [
      ['2031-12-25', 'Christmas Day'],
      ['2031-01-01', "New Year's Day"],
      ['2032-01-01', "New Year's Day"],
      ['2031-10-01', 'National Day'],
    ]) {
      const created = await call('POST', '/api/admin/holiday', { token, json: { date, name } });
      expect(created.status).toBe(201);
      made.push(created.body as Row);
    }
    expect(made[0]).toMatchObject({ date: '2031-12-25', name: 'Christmas Day' });

    const year = await call('GET', '/api/admin/holiday?year=2031&sort=name&order=asc', { token });
    expect(dates(year.body.data)).toEqual(['2031-01-01', '2031-10-01', '2031-12-25']);
    expect(year.body.total).toBe(3);
    const newest = await call('GET', '/api/admin/holiday?year=2031&sort=name&order=desc', { token });
    expect(dates(newest.body.data)).toEqual(['2031-12-25', '2031-10-01', '2031-01-01']);

    const ids = (rows: Row[]) => rows.map((h) => h.id).sort();
    expect(ids((await call('GET', '/api/admin/holiday?search=christmas', { token })).body.data)).toEqual([made[0]!.id]);
    expect(ids((await call('GET', '/api/admin/holiday?search=new year', { token })).body.data)).toEqual(ids([made[1]!, made[2]!]));
    expect((await call('GET', `/api/admin/holiday/${made[3]!.id}`, { token })).body).toMatchObject({ name: 'National Day' });
    const zh = await call('POST', '/api/admin/holiday', { token, json: { date: '2031-09-16', name: '中秋節翌日' } });
    expect(ids((await call('GET', '/api/admin/holiday?search=中秋', { token })).body.data)).toEqual([zh.body.id]);
  });

  it('refuses a second holiday on the same day, a bad date and an empty name, creating nothing', async () => {
    const token = await adminToken();
    expect((await call('POST', '/api/admin/holiday', { token, json: { date: '2033-05-01', name: 'Labour Day' } })).status).toBe(201);
    const count = async () => (await call('GET', '/api/admin/holiday?year=2033', { token })).body.total as number;
    const refused = async (json: object, status = 422) => {
      const reply = await call('POST', '/api/admin/holiday', { token, json });
      expect(reply.status, JSON.stringify(json)).toBe(status);
      return reply.body.messages as Record<string, string[]>;
    };
    expect((await refused({ date: '2033-05-01', name: 'Again' }, 409)).date).toBeDefined();
    expect((await refused({ date: '2033-02-30', name: 'No such day' })).date).toEqual(['Please check your input.']);
    expect((await refused({ date: null, name: 'No day' })).date).toEqual(['This field is required.']);
    expect((await refused({ date: '2033-06-01', name: ' ' })).name).toEqual(['This field is required.']);
    expect(await count()).toBe(1);
    // Two creates of one day at once: one holiday.
    const both = await Promise.all(
      [1, 2].map(() => call('POST', '/api/admin/holiday', { token, json: { date: '2033-07-01', name: 'HKSAR Day' } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await count()).toBe(2);
  });

  it('is listed, created and deleted with its own permissions; nobody edits one', async () => {
    const token = await adminToken();
    const { id } = (await call('POST', '/api/admin/holiday', { token, json: { date: '2034-04-05', name: 'Ching Ming' } })).body as Row;
    const reader = await limitedAdmin(['get holidays', 'get holiday']);
    expect((await call('GET', '/api/admin/holiday', { token: reader.token })).status).toBe(200);
    expect((await call('POST', '/api/admin/holiday', { token: reader.token, json: { date: '2034-01-01', name: 'x' } })).status).toBe(403);
    expect((await call('DELETE', `/api/admin/holiday/${id}`, { token: reader.token })).status).toBe(403);
    // `update holiday` is no permission of the catalogue: not even the super admin's role has it.
    expect((await call('PUT', `/api/admin/holiday/${id}`, { token, json: { date: '2034-04-06', name: 'x' } })).status).toBe(403);
    const grantable = (await call('GET', '/api/admin/role/permission', { token })).body as { key: string; children: { key: string }[] }[];
    expect(grantable.find((g) => g.key === 'holiday')?.children.map((c) => c.key)).toEqual([
      'get holidays',
      'get holiday',
      'create holiday',
      'destroy holiday',
      'batch_destroy holidays',
    ]);

    const clerk = await limitedAdmin(['get holidays', 'create holiday', 'destroy holiday', 'batch_destroy holidays']);
    const other = (await call('POST', '/api/admin/holiday', { token: clerk.token, json: { date: '2034-05-01', name: 'Labour Day' } }))
      .body as Row;
    expect((await call('DELETE', '/api/admin/holiday/batch', { token: clerk.token, json: { ids: [id, other.id] } })).body).toEqual({
      deleted: 2,
    });
    expect((await call('GET', '/api/admin/holiday?year=2034', { token })).body.total).toBe(0);
    // The day is free again.
    expect(
      (await call('POST', '/api/admin/holiday', { token: clerk.token, json: { date: '2034-04-05', name: 'Ching Ming' } })).status,
    ).toBe(201);
  });
});
