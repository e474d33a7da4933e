import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
const base = { reward_type: 'percentage', reward_value: '10', enabled: false, combinable: true, priority: 0, conditions: [] };

beforeAll(async () => {
  token = await adminToken();
});

describe('/api/admin/promotion', () => {
  it('creates, reads, lists (searched by name or code, sorted), updates per language and deletes', async () => {
    const made = await call('POST', '/api/admin/promotion', { token, json: { ...base, name: 'Summer sale', code: 'Summer-24' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ name: 'Summer sale', code: 'Summer-24', reward_value: '10.00', used: 0, buy_quantity: null });
    const id = made.body.id as number;
    await call('POST', '/api/admin/promotion', { token, json: { ...base, name: 'Autumn deal' } });
    // The code is unique whatever its case.
    const clash = await call('POST', '/api/admin/promotion', { token, json: { ...base, name: 'Copy', code: 'summer-24' } });
    expect(clash.status).toBe(409);
    const byCode = await call('GET', '/api/admin/promotion?search=summer-24', { token });
    expect(byCode.body.data.map((p: { id: number }) => p.id)).toEqual([id]);
    const byName = await call('GET', '/api/admin/promotion?search=autumn', { token });
    expect(byName.body.data.map((p: { name: string }) => p.name)).toEqual(['Autumn deal']);
    const sorted = await call('GET', '/api/admin/promotion?sort=name&order=asc&per_page=10&page=1', { token });
    expect(sorted.body).toMatchObject({ total: 2, per_page: 10 });
    expect(sorted.body.data.map((p: { name: string }) => p.name)).toEqual(['Autumn deal', 'Summer sale']);

    const zh = await call('PUT', `/api/admin/promotion/${String(id)}?language=zh-hk`, {
      token,
      json: { ...base, name: '夏日優惠', code: 'Summer-24' },
    });
    expect(zh.status, JSON.stringify(zh.body)).toBe(200);
    expect((await call('GET', `/api/admin/promotion/${String(id)}?language=zh-hk`, { token })).body.name).toBe('夏日優惠');
    expect((await call('GET', `/api/admin/promotion/${String(id)}`, { token })).body.name).toBe('Summer sale');
    expect((await call('DELETE', `/api/admin/promotion/${String(id)}`, { token })).status).toBe(200);
    expect((await call('GET', `/api/admin/promotion/${String(id)}`, { token })).status).toBe(404);
  });

  it('validates the reward, the dates and buy-X-get-Y quantities', async () => {
    const reply = await call('POST', '/api/admin/promotion', {
      token,
      json: { ...base, name: 'Bad', reward_value: '120', starts_at: '2026-06-02T00:00:00Z', ends_at: '2026-06-01T00:00:00Z' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toMatchObject({
      reward_value: ['Please enter the reward.'],
      ends_at: ['The end must be after the start.'],
    });
    const bxgy = await call('POST', '/api/admin/promotion', { token, json: { ...base, name: 'Bad', reward_type: 'buy_x_get_y' } });
    expect(Object.keys(bxgy.body.messages as object).sort()).toEqual(['buy_quantity', 'get_quantity']);
  });

  it('is guarded by the promotion permissions', async () => {
    const reader = await limitedAdmin(['get promotions', 'get promotion']);
    expect((await call('GET', '/api/admin/promotion', { token: reader.token })).status).toBe(200);
    expect((await call('POST', '/api/admin/promotion', { token: reader.token, json: { ...base, name: 'No' } })).status).toBe(403);
  });

  it('caps the enabled automatic promotions at 50 (each cart reads them all)', async () => {
    for (let i = 0; i < 50; i += 10) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          call('POST', '/api/admin/promotion', { token, json: { ...base, enabled: true, name: `Auto ${String(i + k)}` } }),
        ),
      );
      for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const over = await call('POST', '/api/admin/promotion', { token, json: { ...base, enabled: true, name: 'One too many' } });
    expect(over.status).toBe(422);
    expect(over.body.messages).toEqual({ enabled: ['At most 50 automatic promotions can be enabled at a time.'] });
    // Disabled ones and coupons are not capped.
    expect(
      (await call('POST', '/api/admin/promotion', { token, json: { ...base, enabled: true, name: 'Coupon', code: 'CAPLESS' } })).status,
    ).toBe(201);
  });
});
