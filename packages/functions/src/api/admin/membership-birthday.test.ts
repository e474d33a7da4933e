import { Customer } from '@shop/core/customer/customer';
import { birthdayDay } from '@shop/core/membership/points-jobs';
import { Points } from '@shop/core/membership/points';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call } from '../testing.js';

let token: string;
let n = 0;
const unique = () => `${String(Date.now())}-${String((n += 1))}`;
const TODAY = new Date().toISOString().slice(0, 10);

const TIER = {
  enabled: true,
  title: 'Birthday',
  earn_rate_dollar: '10',
  earn_rate_point: 1,
  use_rate_dollar: '1',
  use_rate_point: 10,
  accumulation_spending_amount: '999999',
  spending_amount: '0',
  keep_spending_amount: '100',
  birthday_points: 50,
  renew_success_points: 0,
};

/** A registered shopper saved by staff with this birthday and tier: the PUT's reply. */
async function customer(birthday: string | null, tier: number) {
  const email = `birthday-${unique()}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Mei', last_name: 'Chan', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  const info = await call('POST', '/api/info', { token: reply.body.token as string });
  const id = (info.body.id ?? info.body.user?.id) as number;
  const current = (await call('GET', `/api/admin/user/${String(id)}`, { token })).body;
  return call('PUT', `/api/admin/user/${String(id)}`, {
    token,
    json: { ...current, gender: 'female', tags: [], birthday, membership_tier_id: tier },
  });
}

beforeAll(async () => {
  token = await adminToken();
  expect((await call('PUT', '/api/admin/membership_tier/6', { token, json: TIER })).status).toBe(200);
  const off = await call('PUT', '/api/admin/membership_tier/7', { token, json: { ...TIER, title: 'No awards', awards_enabled: false } });
  expect(off.status).toBe(200);
});

describe('birthday points', () => {
  it('are credited once a year to a customer born today, and to nobody else', async () => {
    const born = await customer(`1990-${TODAY.slice(5)}`, 6);
    expect(born.status, JSON.stringify(born.body)).toBe(200);
    expect(born.body.birthday).toBe(`1990-${TODAY.slice(5)}`);
    const otherDay = TODAY.slice(5) === '01-15' ? '1990-01-16' : '1990-01-15';
    const other = await customer(otherDay, 6);
    const noAwards = await customer(`1985-${TODAY.slice(5)}`, 7);
    const first = await birthdayDay(TODAY);
    expect(first.customers).toBeGreaterThanOrEqual(1);
    const again = await birthdayDay(TODAY);
    expect(again).toEqual({ customers: 0, points: 0 });
    expect(await Points.balance(born.body.id as number)).toBe(50);
    expect(await Points.balance(other.body.id as number)).toBe(0);
    expect(await Points.balance(noAwards.body.id as number)).toBe(0);
    expect((await Points.history(born.body.id as number, 1, 10)).data[0]).toMatchObject({
      type: 'birthday',
      points: 50,
      remark: 'Birthday points',
    });
  });

  it('fall on 28 February for a 29 February birthday in a year that is not a leap year', async () => {
    const leapling = await customer('2000-02-29', 6);
    expect(await Customer.idsWithBirthdayOn('2027-02-28')).toContain(leapling.body.id);
    expect(await Customer.idsWithBirthdayOn('2028-02-28')).not.toContain(leapling.body.id);
    expect(await Customer.idsWithBirthdayOn('2028-02-29')).toContain(leapling.body.id);
    await birthdayDay('2027-02-28');
    await birthdayDay('2027-02-28');
    expect(await Points.balance(leapling.body.id as number)).toBe(50);
  });

  it('refuse a birthday that is not a real day or is in the future, and clear an empty one', async () => {
    for (const bad of ['2020-02-30', '1990-13-01', '12/01/1990', '2999-01-01']) {
      const refused = await customer(bad, 6);
      expect(refused.status, bad).toBe(422);
      expect(Object.keys(refused.body.messages as object)).toContain('birthday');
    }
    const cleared = await customer('', 6);
    expect(cleared.status).toBe(200);
    expect(cleared.body.birthday).toBeNull();
  });
});
