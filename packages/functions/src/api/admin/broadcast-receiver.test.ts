import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin, testTier } from '../testing.js';

const PATH = '/api/admin/broadcast-receiver';

describe('broadcast receivers', () => {
  // Level 9 is this file's own tier.
  beforeAll(async () => testTier(await adminToken(), 9));

  it('keeps a named audience of tags, groups, statuses, tiers and lead sources, read and edited by its name', async () => {
    const token = await adminToken();
    await call('POST', '/api/admin/tag', { token, json: { name: 'VIP' } });
    const made = await call('POST', PATH, {
      token,
      json: {
        name: 'VIP buyers',
        tags: ['vip', 'VIP'],
        group_ids: [2, 2],
        status_ids: '3, 4',
        tier_ids: [9],
        lead_sources: ['facebook', 'website'],
        match: 'any',
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'VIP buyers', tags: ['VIP'], group_ids: [2], status_ids: [3, 4], tier_ids: [9], match: 'any' });
    expect(made.body.tags).toHaveLength(1);

    const byName = `${PATH}/${encodeURIComponent('vip BUYERS')}`;
    expect((await call('GET', byName, { token })).body.id).toBe(made.body.id);
    const edited = await call('PUT', byName, { token, json: { name: 'Other', tags: [], lead_sources: ['line'], match: 'all' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'VIP buyers', tags: [], status_ids: [], lead_sources: ['line'], match: 'all' });
    expect((await call('GET', `${PATH}?search=vip`, { token })).body.data).toHaveLength(1);
    // Round trip: what is read, saved back, reads the same.
    const { updated_at: _u, ...read } = (await call('GET', byName, { token })).body;
    const { updated_at: _v, ...again } = (await call('PUT', byName, { token, json: read })).body;
    expect(again).toEqual(read);

    expect((await call('DELETE', byName, { token })).body).toEqual({ status: 'deleted' });
    expect((await call('GET', byName, { token })).status).toBe(404);
  });

  it('refuses a taken name, no condition, unknown tags and bad values, saving nothing', async () => {
    const token = await adminToken();
    expect((await call('POST', PATH, { token, json: { name: 'Facebook leads', lead_sources: ['facebook'] } })).status).toBe(201);
    const count = async () => (await call('GET', PATH, { token })).body.total as number;
    const before = await count();
    const refused = async (json: object, status = 422) => {
      const reply = await call('POST', PATH, { token, json });
      expect(reply.status, JSON.stringify(json)).toBe(status);
      return reply.body.messages as Record<string, string[]>;
    };
    expect((await refused({ name: 'FACEBOOK LEADS', lead_sources: ['form'] }, 409)).name).toBeDefined();
    expect((await refused({ name: 'Empty' })).tags).toEqual(['Choose at least one condition.']);
    expect((await refused({ name: 'Ghost', tags: ['No such tag'] })).tags).toEqual(['The tag No such tag does not exist.']);
    expect((await refused({ name: 'Bad', status_ids: [0], tier_ids: ['x'], lead_sources: ['fax'], match: 'some' })).match).toEqual([
      'Please check your input.',
    ]);
    const bad = await refused({ name: 'Bad', status_ids: [0], lead_sources: ['fax'] });
    expect(Object.keys(bad).sort()).toEqual(['lead_sources.0', 'status_ids.0']);
    expect((await refused({ name: '12', tier_ids: [9] })).name).toEqual(['The name must contain a letter.']);
    expect(await count()).toBe(before);

    const both = await Promise.all([1, 2].map(() => call('POST', PATH, { token, json: { name: 'Twice', tier_ids: [9] } })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await count()).toBe(before + 1);
  });

  it('keeps every route behind its permission', async () => {
    const token = await adminToken();
    await call('POST', PATH, { token, json: { name: 'Guarded', tier_ids: [9] } });
    const reader = await limitedAdmin(['get broadcast_receivers', 'get broadcast_receiver']);
    expect((await call('GET', `${PATH}/Guarded`, { token: reader.token })).status).toBe(200);
    expect((await call('PUT', `${PATH}/Guarded`, { token: reader.token, json: { tier_ids: [2] } })).status).toBe(403);
    expect((await call('DELETE', `${PATH}/Guarded`, { token: reader.token })).status).toBe(403);
    expect((await call('POST', PATH, { token: reader.token, json: { name: 'X', tier_ids: [9] } })).status).toBe(403);
    const nobody = await limitedAdmin(['get tags']);
    expect((await call('GET', `${PATH}/Guarded`, { token: nobody.token })).status).toBe(403);
  });
});
