import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

type Row = { id: number; name: string; description: string | null; color: string | null };

describe('tags', () => {
  it('creates tags, lists them by name, finds them by search, and reads, edits and deletes one by its name', async () => {
    const token = await adminToken();
    for (const name of ['VIP', 'Wholesale buyer', '回頭客']) {
      expect((await call('POST', '/api/admin/tag', { token, json: { name, description: `${name} customers` } })).status).toBe(201);
    }
    const list = await call('GET', '/api/admin/tag?sort=name&order=asc', { token });
    expect(list.body.data.map((t: Row) => t.name)).toEqual(['VIP', 'Wholesale buyer', '回頭客']);
    expect((await call('GET', '/api/admin/tag?search=whole', { token })).body.data.map((t: Row) => t.name)).toEqual(['Wholesale buyer']);

    // By name, case-insensitively, spaces and Chinese in the path.
    expect((await call('GET', '/api/admin/tag/vip', { token })).body).toMatchObject({ name: 'VIP', description: 'VIP customers' });
    expect((await call('GET', `/api/admin/tag/${encodeURIComponent('Wholesale buyer')}`, { token })).body.name).toBe('Wholesale buyer');
    expect((await call('GET', `/api/admin/tag/${encodeURIComponent('回頭客')}`, { token })).status).toBe(200);
    expect((await call('GET', '/api/admin/tag/nobody', { token })).status).toBe(404);

    // An edit changes the description and colour; the name is the key and stays.
    const edited = await call('PUT', '/api/admin/tag/VIP', { token, json: { name: 'VVIP', description: 'Best', color: '#FF0000' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'VIP', description: 'Best', color: '#ff0000' });
    expect((await call('PUT', '/api/admin/tag/VIP', { token, json: { color: 'red' } })).body.messages.color).toEqual([
      'Please enter a colour as #rrggbb.',
    ]);
    expect((await call('GET', '/api/admin/tag/VIP', { token })).body.color).toBe('#ff0000');

    expect((await call('DELETE', '/api/admin/tag/VIP', { token })).body).toEqual({ status: 'deleted' });
    expect((await call('GET', '/api/admin/tag/VIP', { token })).status).toBe(404);
    expect((await call('GET', '/api/admin/tag', { token })).body.total).toBe(2);
  });

  it('refuses a name taken in any case, bad names and a double create, creating nothing', async () => {
    const token = await adminToken();
    expect((await call('POST', '/api/admin/tag', { token, json: { name: 'Newsletter' } })).status).toBe(201);
    const count = async () => (await call('GET', '/api/admin/tag', { token })).body.total as number;
    const before = await count();
    const refused = async (json: object, status = 422) => {
      const reply = await call('POST', '/api/admin/tag', { token, json });
      expect(reply.status, JSON.stringify(json)).toBe(status);
      return reply.body.messages as Record<string, string[]>;
    };
    expect((await refused({ name: 'NEWSLETTER' }, 409)).name).toBeDefined();
    expect((await refused({ name: '' })).name).toEqual(['This field is required.']);
    expect((await refused({ name: 'a/b' })).name).toEqual(['Only letters, digits, spaces, - and _ are allowed.']);
    expect((await refused({ name: '2024' })).name).toEqual(['The name must contain a letter.']);
    expect((await refused({ name: 'options' })).name).toEqual(['This name is reserved.']);
    expect((await refused({ name: 'x'.repeat(51) })).name).toBeDefined();
    expect(await count()).toBe(before);

    const both = await Promise.all([1, 2].map(() => call('POST', '/api/admin/tag', { token, json: { name: 'Twice' } })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await count()).toBe(before + 1);
  });

  it('keeps every route behind its permission', async () => {
    const token = await adminToken();
    await call('POST', '/api/admin/tag', { token, json: { name: 'Guarded' } });
    const reader = await limitedAdmin(['get tags', 'get tag']);
    expect((await call('GET', '/api/admin/tag', { token: reader.token })).status).toBe(200);
    expect((await call('GET', '/api/admin/tag/Guarded', { token: reader.token })).status).toBe(200);
    expect((await call('POST', '/api/admin/tag', { token: reader.token, json: { name: 'Nope' } })).status).toBe(403);
    expect((await call('PUT', '/api/admin/tag/Guarded', { token: reader.token, json: { description: 'x' } })).status).toBe(403);
    expect((await call('DELETE', '/api/admin/tag/Guarded', { token: reader.token })).status).toBe(403);
    const nobody = await limitedAdmin(['get holidays']);
    expect((await call('GET', '/api/admin/tag', { token: nobody.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/tag/Guarded', { token: nobody.token })).status).toBe(403);

    const clerk = await limitedAdmin(['get tags', 'create tag', 'batch_destroy tags']);
    const a = (await call('POST', '/api/admin/tag', { token: clerk.token, json: { name: 'Batch one' } })).body as Row;
    const b = (await call('POST', '/api/admin/tag', { token: clerk.token, json: { name: 'Batch two' } })).body as Row;
    expect((await call('DELETE', '/api/admin/tag/batch', { token: clerk.token, json: { ids: [a.id, b.id] } })).body).toEqual({
      deleted: 2,
    });
    expect((await call('GET', `/api/admin/tag/${encodeURIComponent('Batch one')}`, { token })).status).toBe(404);
    // The name is free again.
    expect((await call('POST', '/api/admin/tag', { token: clerk.token, json: { name: 'batch ONE' } })).status).toBe(201);
  });

  it('creates the tags a customer is saved with, counts their customers, filters the customer list by one and refuses to delete a carried tag', async () => {
    const token = await adminToken();
    const customer = (n: number, tags: string[]) => ({
      email: `tagged${n}@example.com`,
      first_name: 'Tess',
      last_name: `Tagged${n}`,
      gender: 'female',
      password: 'Shopper123!',
      password_confirmation: 'Shopper123!',
      tags,
    });
    await call('POST', '/api/admin/tag', { token, json: { name: 'Gold' } });
    const ids: number[] = [];
    for (const [n, tags] of [
      [1, ['gold', 'Walk-in']],
      [2, ['Gold']],
      [3, ['walk-in', 'WALK-IN']],
    ] as const) {
      const made = await call('POST', '/api/admin/user', { token, json: customer(n, [...tags]) });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(made.body.id as number);
    }
    // "Walk-in" was new: the first customer's save created it; one name per customer whatever the case.
    const walkIn = await call('GET', '/api/admin/tag/walk-in', { token });
    expect(walkIn.body).toMatchObject({ name: 'Walk-in', customers: 2 });
    const rows = (await call('GET', '/api/admin/tag?sort=name&order=asc', { token })).body.data as (Row & { customers: number })[];
    expect(rows.filter((r) => ['Gold', 'Walk-in'].includes(r.name)).map((r) => [r.name, r.customers])).toEqual([
      ['Gold', 2],
      ['Walk-in', 2],
    ]);
    // A bad tag name on a customer is refused beside the field, and nothing is saved.
    const bad = await call('POST', '/api/admin/user', { token, json: customer(9, ['a/b']) });
    expect(bad.status).toBe(422);
    expect(bad.body.messages.tags).toEqual(['Only letters, digits, spaces, - and _ are allowed.']);

    const byTag = async (query: string) =>
      (await call('GET', `/api/admin/user?${query}`, { token })).body as { data: { id: number }[]; total: number };
    expect(await byTag('tag=GOLD&order=asc')).toMatchObject({ total: 2, data: [{ id: ids[0] }, { id: ids[1] }] });
    expect((await byTag('tag=gold')).data.map((c) => c.id)).toEqual([ids[1], ids[0]]);
    expect((await byTag('tag=gold&search=tagged2')).data.map((c) => c.id)).toEqual([ids[1]]);
    expect((await byTag('tag=nobody')).total).toBe(0);

    const refused = await call('DELETE', '/api/admin/tag/Gold', { token });
    expect(refused.status).toBe(409);
    expect(refused.body.messages).toBe('The tag is carried by 2 customers; remove it from them first.');
    expect((await call('DELETE', '/api/admin/tag/batch', { token, json: { ids: [walkIn.body.id] } })).status).toBe(409);

    // Taken off its customers (an edit, a delete), the tag can go.
    const one = (await call('GET', `/api/admin/user/${ids[0]}`, { token })).body;
    expect((await call('PUT', `/api/admin/user/${ids[0]}`, { token, json: { ...one, tags: ['Walk-in'] } })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/user/${ids[1]}`, { token })).status).toBe(200);
    expect((await byTag('tag=gold')).total).toBe(0);
    expect((await call('DELETE', '/api/admin/tag/Gold', { token })).status).toBe(200);
    expect((await call('GET', '/api/admin/tag/walk-in', { token })).body.customers).toBe(2);
  });

  it('saves a customer whose 20 tags are all replaced while its name, e-mails and phones change, in one transaction', async () => {
    const token = await adminToken();
    const names = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix} ${i}`);
    const base = { gender: 'male', password: 'Shopper123!', password_confirmation: 'Shopper123!' };
    const made = await call('POST', '/api/admin/user', {
      token,
      json: { ...base, email: 'many.tags@example.com', first_name: 'Many', last_name: 'Tags', tags: names('first') },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const changed = await call('PUT', `/api/admin/user/${made.body.id}`, {
      token,
      json: {
        ...base,
        email: 'other.address@example.org',
        first_name: 'Completely Different',
        last_name: 'Person Name',
        phone: '91234567',
        country_code: 'HKG',
        emails: 'second.mail@example.net,third.mail@example.com',
        mobiles: '61234567,51234567',
        tags: names('second'),
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await call('GET', `/api/admin/tag/${encodeURIComponent('first 3')}`, { token })).body.customers).toBe(0);
    expect((await call('GET', `/api/admin/tag/${encodeURIComponent('second 3')}`, { token })).body.customers).toBe(1);
    const tooMany = await call('PUT', `/api/admin/user/${made.body.id}`, {
      token,
      json: { ...changed.body, ...base, tags: names('third').concat('x') },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.messages.tags).toBeDefined();
  });
});
