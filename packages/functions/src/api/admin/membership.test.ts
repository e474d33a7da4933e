import { Customer } from '@shop/core/customer/customer';
import { expireDay, noticeDay, renewDay } from '@shop/core/membership/points-jobs';
import { Points } from '@shop/core/membership/points';
import { transact } from '@shop/core/membership/points-items';
import { ValidationError } from '@shop/core/shared/errors';
import type { Mail } from '@shop/core/mail/mail';
import { beforeAll, describe, expect, it } from 'vitest';
import { product, warehouse } from '../catalog-testing.js';
import { waitForEvents } from '../../local/testing/index.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let saleWarehouse: number;
let shippingId: number;
let n = 0;
const unique = () => `${String(Date.now())}-${String((n += 1))}`;
const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Queen’s Road' };

const TIER = {
  enabled: true,
  title: 'Silver',
  earn_rate_dollar: '10',
  earn_rate_point: 1,
  use_rate_dollar: '1',
  use_rate_point: 10,
  accumulation_spending_amount: '0',
  spending_amount: '0',
  keep_spending_amount: '100',
  birthday_points: 50,
  renew_success_points: 20,
};

const putTier = (level: number, json: Record<string, unknown>, auth = token) =>
  call('PUT', `/api/admin/membership_tier/${String(level)}`, { token: auth, json: { ...TIER, ...json } });

/** A registered shopper: their token and customer id. */
async function shopper(): Promise<{ token: string; id: number }> {
  const email = `member-${unique()}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Mei', last_name: 'Chan', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  const info = await call('POST', '/api/info', { token: reply.body.token as string });
  return { token: reply.body.token as string, id: (info.body.id ?? info.body.user?.id) as number };
}

/** A product at `price` with `stock` units. */
async function onSale(price: string, stock = 100) {
  const p = await product(token, { options: [], stocks: [{ sku: `MEM-${unique()}`, price }] });
  const stockId = (p.stocks as { id: number }[])[0]!.id;
  await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: stock } });
  return stockId;
}

async function placeOrder(auth: string, stockId: number, quantity: number, points?: number) {
  const cart = await call('POST', '/api/cart/item', { json: { stock_id: stockId, quantity }, token: auth });
  expect(cart.status, JSON.stringify(cart.body)).toBe(200);
  return call('POST', '/api/order', {
    token: auth,
    json: {
      cart_id: cart.body.cart_id,
      shipping_method_id: shippingId,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      payment_method: 'offline',
      ...(points ? { points } : {}),
    },
  });
}

async function markPaid(orderId: number) {
  const reply = await call('PUT', `/api/admin/order/${String(orderId)}/status`, { token, json: { status: 'paid' } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  await waitForEvents();
}

/** A member with `points` earned on a paid order (tier 1: 1 point per $10). */
async function memberWith(points: number) {
  const member = await shopper();
  const stockId = await onSale(String(points * 10));
  const placed = await placeOrder(member.token, stockId, 1);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  await markPaid(placed.body.id as number);
  expect(await Points.balance(member.id)).toBe(points);
  return member;
}

beforeAll(async () => {
  token = await adminToken();
  saleWarehouse = (await warehouse(token)).id;
  await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: saleWarehouse, warehouse_enabled: 1 } });
  const method = { name: 'Standard', fee: '30', free_above: '100000', countries: ['HKG'], enabled: true };
  shippingId = (await call('POST', '/api/admin/shipping', { token, json: method })).body.id as number;
  expect((await putTier(1, {})).status).toBe(200);
});

describe('membership tiers (/api/admin/membership_tier)', () => {
  it('keep every field, default limit_percent_per_order to 100, and title per language', async () => {
    const reply = await putTier(2, { title: 'Gold', accumulation_spending_amount: '1000', earn_rate_point: 2, downgrade_tier_id: 1 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ id: 2, title: 'Gold', limit_percent_per_order: 100, downgrade_tier_id: 1, birthday_points: 50 });
    await call('PUT', '/api/admin/membership_tier/2?language=zh-HK', {
      token,
      json: { ...TIER, title: '金卡', accumulation_spending_amount: '1000' },
    });
    const list = await call('GET', '/api/admin/membership_tier?language=zh-HK', { token });
    expect(list.body.data.map((t: { id: number; title: string }) => [t.id, t.title])).toEqual([
      [1, 'Silver'],
      [2, '金卡'],
    ]);
    expect(list.body.program).toEqual({ point_expiry: 'never', point_expiry_date: null, expiry_notice_days: 14 });
  });

  it('set birthday and renewal points to 0 when awards are off, and refuse missing fields', async () => {
    const off = await putTier(3, { title: 'Plain', awards_enabled: false, accumulation_spending_amount: '999999' });
    expect(off.body).toMatchObject({ awards_enabled: false, birthday_points: 0, renew_success_points: 0 });
    const bad = await call('PUT', '/api/admin/membership_tier/4', { token, json: { enabled: true } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.messages)).toEqual(
      expect.arrayContaining(['title', 'earn_rate_dollar', 'use_rate_point', 'birthday_points']),
    );
    expect((await putTier(4, { downgrade_tier_id: 4 })).status).toBe(422);
    expect((await putTier(4, { downgrade_tier_id: 9 })).status).toBe(422);
    expect((await putTier(4, { limit_percent_per_order: 101 })).status).toBe(422);
  });

  it('need the membership permissions', async () => {
    const reader = await limitedAdmin(['get membership_tiers', 'get membership_tier']);
    expect((await call('GET', '/api/admin/membership_tier', { token: reader.token })).status).toBe(200);
    expect((await putTier(1, {}, reader.token)).status).toBe(403);
  });

  it('give customers an enabled tier in edit mode only; the expiry date is read-only', async () => {
    const member = await shopper();
    const current = (await call('GET', `/api/admin/user/${String(member.id)}`, { token })).body;
    const base = { ...current, gender: 'female', tags: [] };
    const disabled = await putTier(5, { enabled: false, accumulation_spending_amount: '999999' });
    expect(disabled.status).toBe(200);
    const refused = await call('PUT', `/api/admin/user/${String(member.id)}`, { token, json: { ...base, membership_tier_id: 5 } });
    expect(refused.status).toBe(422);
    const given = await call('PUT', `/api/admin/user/${String(member.id)}`, {
      token,
      json: { ...base, membership_tier_id: 2, membership_tier_expiry_date: '2000-01-01' },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.membership_tier_id).toBe(2);
    expect(given.body.membership_tier_expiry_date).not.toBe('2000-01-01');
    expect(given.body.membership_tier_expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const options = await call('GET', '/api/admin/membership_tier/options', { token });
    expect(options.body.map((o: { id: number }) => o.id)).not.toContain(5);
  });
});

describe('reward points', () => {
  it('are earned once when an order is paid, at the tier rate, and shown in the history', async () => {
    const member = await shopper();
    const stockId = await onSale('95.50');
    const placed = await placeOrder(member.token, stockId, 2);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await markPaid(placed.body.id as number);
    // $191.00 of goods at 1 point per whole $10: 19 points (shipping earns nothing).
    expect(await Points.balance(member.id)).toBe(19);
    expect((await Customer.get(member.id)).membership_tier_id).toBe(1);
    // A redelivered event changes nothing.
    await Points.orderPaid({
      order_id: placed.body.id,
      order_number: placed.body.order_number,
      customer_id: member.id,
      goods_cents: 19100,
      paid_at: new Date(),
    });
    expect(await Points.balance(member.id)).toBe(19);
    const history = await call('GET', `/api/admin/user/${String(member.id)}/points?page=1&per_page=10`, { token });
    expect(history.body).toMatchObject({ total: 1, data: [{ type: 'earn', points: 19, used_points: 0, expiry_date: null }] });
    const mine = await call('GET', '/api/membership', { token: member.token });
    expect(mine.body).toMatchObject({ tier: { id: 1, title: 'Silver' }, balance: 19, next_tier: { id: 2, remaining: '809.00' } });
  });

  it('count the spending of paid orders that earn no points, and the next order still earns (an account with 0 entries)', async () => {
    // Made by staff, not registered: the file's registrations stay under the per-address sign-up throttle.
    const created = await call('POST', '/api/admin/user', {
      token,
      json: {
        email: `member-${unique()}@example.com`,
        first_name: 'Ka',
        last_name: 'Lee',
        gender: 'male',
        password: 'Analytical1',
        password_confirmation: 'Analytical1',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const member = { id: created.body.id as number };
    const paid = (orderId: number, cents: number) =>
      Points.orderPaid({
        order_id: orderId,
        order_number: `T-${String(orderId)}`,
        customer_id: member.id,
        goods_cents: cents,
        paid_at: new Date(),
      });
    const base = 800_000 + (Date.now() % 100_000);
    // $5.00 each: under the $10 that earns a point; both are counted, neither writes an entry.
    await paid(base, 500);
    await paid(base + 1, 500);
    expect(await Points.balance(member.id)).toBe(0);
    expect((await Points.history(member.id, 1, 10)).total).toBe(0);
    // The third ($100.00) earns 10.
    await paid(base + 2, 10_000);
    expect(await Points.balance(member.id)).toBe(10);
  });

  it('are spent at checkout up to the tier limit and never beyond the balance', async () => {
    const member = await memberWith(30);
    await putTier(1, { limit_percent_per_order: 50 });
    const stockId = await onSale('4.00');
    // 30 points = $3.00; 50% of $4.00 allows 20 points at most.
    const over = await placeOrder(member.token, stockId, 1, 30);
    expect(over.status).toBe(422);
    expect(over.body.messages.points).toEqual(['You can use at most 20 points on this order.']);
    // The refused order left its line in the cart: 2 × $4.00, so 40 points would be allowed now.
    const ok = await placeOrder(member.token, stockId, 1, 20);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.grand_total).toBe('36.00');
    const saved = await call('GET', `/api/admin/order/${String(ok.body.id)}`, { token });
    expect(saved.body).toMatchObject({ discount: '2.00', subtotal: '8.00' });
    expect(saved.body.discounts).toEqual([expect.objectContaining({ kind: 'points', points: 20, amount: '2.00' })]);
    expect(await Points.balance(member.id)).toBe(10);
    const more = await placeOrder(member.token, stockId, 5, 11);
    expect(more.status).toBe(422);
    expect(more.body.messages.points).toEqual(['You do not have enough points.']);
    await putTier(1, {});
  });

  it('20 parallel checkouts spending one balance never overspend it', async () => {
    const member = await memberWith(100);
    // What writeOrder does on every attempt: the points adjuster's items, in one transaction, read
    // again after a conflict. Each wants 30 points: at most 3 of the 20 can have them.
    const checkout = async (i: number): Promise<boolean> => {
      for (;;) {
        let spent;
        try {
          spent = await Points.spendForOrder({
            customerId: member.id,
            points: 30,
            orderId: 900_000 + i,
            orderNumber: `T-${String(i)}`,
            payableCents: 10_000,
            slot: 'default',
          });
        } catch (error) {
          if (error instanceof ValidationError) return false;
          throw error;
        }
        if (await transact(spent.extra)) return true;
      }
    };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => checkout(i)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await Points.balance(member.id)).toBe(10);
    const history = await Points.history(member.id, 1, 100);
    expect(history.data.filter((e) => e.type === 'spend')).toHaveLength(3);
    expect(history.total).toBe(4);
  });

  it('20 parallel till sales to one member, each spending 30 of their 100 points, record exactly 3 (the order path, not just the ledger)', async () => {
    const member = await memberWith(100);
    const store = await call('POST', '/api/admin/store', {
      token,
      json: { name: `Points till ${unique()}`, warehouse_id: saleWarehouse, enabled: true },
    });
    expect(store.status, JSON.stringify(store.body)).toBe(201);
    // $10.00 of goods; 30 points take $3.00 off (10 points a dollar): each sale is $7.00, which earns nothing back.
    const stockId = await onSale('10.00', 40);
    const sale = (i: number) =>
      call('POST', `/api/admin/pos/store/${String(store.body.id)}/sale`, {
        token,
        json: {
          idempotency_key: `points-${unique()}-${String(i)}`,
          customer_id: member.id,
          lines: [{ stock_id: stockId, quantity: 1 }],
          points: 30,
          total: '7.00',
          tenders: [{ method: 'cash', amount: '7.00' }],
        },
      });
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => sale(i)));
    const recorded = replies.filter((r) => r.status === 201 || r.status === 200);
    expect(recorded).toHaveLength(3);
    for (const refused of replies.filter((r) => r.status !== 201 && r.status !== 200)) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.messages.points).toEqual(['You do not have enough points.']);
    }
    await waitForEvents();
    expect(await Points.balance(member.id)).toBe(10);
    const history = await Points.history(member.id, 1, 100);
    expect(history.data.filter((e) => e.type === 'spend')).toHaveLength(3);
  });

  it('are given back in proportion when an order is refunded, and all when cancelled, once', async () => {
    const member = await memberWith(50);
    const stockId = await onSale('100.00');
    const placed = await placeOrder(member.token, stockId, 2, 40);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await Points.balance(member.id)).toBe(10);
    await markPaid(placed.body.id as number);
    // Goods $196.00 after $4.00 of points: 19 points earned.
    expect(await Points.balance(member.id)).toBe(29);
    const paid = placed.body.grand_total as string;
    const half = (Number(paid) / 2).toFixed(2);
    const refund = await call('POST', `/api/admin/order/${String(placed.body.id)}/refund`, {
      token,
      json: { amount: half, reason: 'Half back' },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    await waitForEvents();
    // Half the 40 spent come back (+20), half the 19 earned go (−10, rounded).
    expect(await Points.balance(member.id)).toBe(29 + 20 - 10);
    await Points.reverseOrder({
      order_id: placed.body.id,
      order_number: placed.body.order_number,
      customer_id: member.id,
      share: Number(half) / Number(paid),
    });
    expect(await Points.balance(member.id)).toBe(39);
    const rest = await call('POST', `/api/admin/order/${String(placed.body.id)}/refund`, {
      token,
      json: { amount: half, reason: 'The rest' },
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    await waitForEvents();
    expect(await Points.balance(member.id)).toBe(39 + 20 - 9);

    const unpaid = await placeOrder(member.token, stockId, 1, 10);
    expect(await Points.balance(member.id)).toBe(40);
    const cancel = await call('PUT', `/api/admin/order/${String(unpaid.body.id)}/status`, { token, json: { status: 'canceled' } });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await waitForEvents();
    expect(await Points.balance(member.id)).toBe(50);
  });
});

describe('the membership jobs', () => {
  it('expire the points of a day once, reading only that day, with a notice before', async () => {
    await call('PUT', '/api/admin/membership_tier/program', {
      token,
      json: { point_expiry: 'specific_date', point_expiry_date: '2099-03-01', expiry_notice_days: 10 },
    });
    const member = await memberWith(12);
    const keeper = await memberWith(7);
    expect((await call('GET', '/api/membership', { token: member.token })).body.expiring).toEqual([]);
    const mails: Mail[] = [];
    expect(await noticeDay('2099-02-19', async (m) => void mails.push(m))).toBe(2);
    expect(await noticeDay('2099-02-19', async (m) => void mails.push(m))).toBe(0);
    expect(mails[0]).toMatchObject({ subject: '12 reward points expire soon' });
    const first = await expireDay('2099-03-01');
    expect(first).toEqual({ customers: 2, points: 19 });
    expect(await expireDay('2099-03-01')).toEqual({ customers: 0, points: 0 });
    expect(await Points.balance(member.id)).toBe(0);
    expect(await Points.balance(keeper.id)).toBe(0);
    expect((await Points.history(member.id, 1, 10)).data[0]).toMatchObject({ type: 'expire', used_points: 12, expiry_date: '2099-03-01' });
    await call('PUT', '/api/admin/membership_tier/program', { token, json: { point_expiry: 'never' } });
  });

  it('renew a tier kept by its spending (with points) and downgrade one that was not, once', async () => {
    await putTier(2, {
      title: 'Gold',
      accumulation_spending_amount: '1000',
      keep_spending_amount: '100',
      downgrade_tier_id: 1,
      renew_success_points: 25,
    });
    const keeper = await memberWith(15);
    const dropper = await shopper();
    for (const id of [keeper.id, dropper.id]) {
      const current = (await call('GET', `/api/admin/user/${String(id)}`, { token })).body;
      await call('PUT', `/api/admin/user/${String(id)}`, {
        token,
        json: { ...current, gender: 'female', tags: [], membership_tier_id: 2 },
      });
    }
    const day = (await Customer.get(keeper.id)).membership_tier_expiry_date!;
    // Every member given a tier today is up that day (earlier tests' too): at least these two.
    const first = await renewDay(day);
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    expect(first.downgraded).toBeGreaterThanOrEqual(1);
    expect(await renewDay(day)).toEqual({ renewed: 0, downgraded: 0 });
    expect(await Points.balance(keeper.id)).toBe(40);
    expect((await Customer.get(keeper.id)).membership_tier_id).toBe(2);
    expect((await Customer.get(keeper.id)).membership_tier_expiry_date! > day).toBe(true);
    expect((await Customer.get(dropper.id)).membership_tier_id).toBe(1);
  });
});
