import { readFileSync } from 'node:fs';
import { Order } from '@shop/core/order/order';
import { Promotion } from '@shop/core/promotion/promotion';
import { PROMOTION_MESSAGES } from '@shop/core/promotion/promotion.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForEvents } from '../../local/testing/index.js';
import { product, warehouse } from '../catalog-testing.js';
import { adminToken, call } from '../testing.js';

/*
 * Promotions and coupons at the cart and at POST /api/order (issue 29 §1, decision 0068). Automatic
 * promotions apply to every cart, so each test's automatic ones name that test's own products.
 */

let token: string;
let saleWarehouse: number;
let method: number;
let n = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(n++).toString(36)}`.toUpperCase();

const ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Queen’s Road' };
const zhHK = JSON.parse(readFileSync(new URL('../../../../../web/src/locales/zh-HK/server.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

async function shopper(): Promise<string> {
  const email = `promo-${unique('s').toLowerCase()}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  return reply.body.token as string;
}

/** A one-variant product at `price` with plenty of stock; answers its product and stock ids. */
async function onSale(price: string, extra: Record<string, unknown> = {}) {
  const p = await product(token, { options: [], stocks: [{ sku: unique('PR-'), price }], ...extra });
  const stockId = (p.stocks as { id: number }[])[0]!.id;
  await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: 500 } });
  return { productId: p.id as number, stockId };
}

async function promo(json: Record<string, unknown>) {
  const reply = await call('POST', '/api/admin/promotion', {
    token,
    json: { name: 'Promo', reward_type: 'percentage', reward_value: '10', enabled: true, combinable: true, priority: 0, ...json },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; code: string | null };
}

/** A new cart holding these lines; answers its id. */
async function cartOf(lines: [number, number][], auth?: string): Promise<string> {
  let cartId: string | undefined;
  for (const [stockId, quantity] of lines) {
    const reply = await call('POST', '/api/cart/item', {
      json: { cart_id: cartId, stock_id: stockId, quantity },
      ...(auth ? { token: auth } : {}),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    cartId = reply.body.cart_id as string;
  }
  return cartId!;
}

const cart = (cartId: string, couponCode?: string, auth?: string) =>
  call('POST', '/api/cart', { json: { cart_id: cartId, coupon_code: couponCode }, ...(auth ? { token: auth } : {}) });

const order = (cartId: string, json: Record<string, unknown> = {}, auth?: string) =>
  call('POST', '/api/order', {
    json: {
      cart_id: cartId,
      email: auth ? undefined : 'guest@example.com',
      shipping_method_id: method,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      payment_method: 'offline',
      ...json,
    },
    ...(auth ? { token: auth } : {}),
  });

const refused = (reply: { status: number; body: { messages?: unknown } }, message: string) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(422);
  expect(reply.body.messages).toEqual({ coupon_code: [message] });
};

beforeAll(async () => {
  token = await adminToken();
  saleWarehouse = (await warehouse(token)).id;
  await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: saleWarehouse, warehouse_enabled: 1 } });
  const created = await call('POST', '/api/admin/shipping', {
    token,
    json: { name: 'Van', fee: '30', free_above: null, countries: [], enabled: true },
  });
  method = created.body.id as number;
});

describe('rewards', () => {
  it('percentage: the cart previews it, the order keeps the line naming the promotion; half-cents round up', async () => {
    const item = await onSale('19.90');
    const p = await promo({ name: 'Spring 15%', reward_value: '15', conditions: [{ type: 'products', ids: [item.productId] }] });
    const cartId = await cartOf([[item.stockId, 1]]);
    // 15 % of 19.90 = 2.985 → 2.99.
    const preview = await cart(cartId);
    expect(preview.body.promotions).toEqual({
      discounts: [{ kind: 'promotion', promotion_id: p.id, code: null, name: 'Spring 15%', amount: '2.99', on: 'goods' }],
      discount: '2.99',
      coupon_code: null,
    });
    const placed = await order(cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const saved = await Order.get(placed.body.id as number);
    expect(saved).toMatchObject({ subtotal: '19.90', discount: '2.99', shipping_fee: '30.00', grand_total: '46.91' });
    expect(saved.discounts).toEqual([
      { kind: 'promotion', promotion_id: p.id, code: null, name: 'Spring 15%', amount: '2.99', on: 'goods' },
    ]);
  });

  it('fixed amount: a coupon typed in any case, never more than the qualifying lines', async () => {
    const cheap = await onSale('8.00');
    const other = await onSale('50.00');
    const code = unique('TENOFF');
    await promo({
      name: 'Ten off',
      code,
      reward_type: 'fixed_amount',
      reward_value: '10',
      conditions: [{ type: 'products', ids: [cheap.productId] }],
    });
    const cartId = await cartOf([
      [cheap.stockId, 1],
      [other.stockId, 1],
    ]);
    const preview = await cart(cartId, code.toLowerCase());
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // Only the 8.00 line qualifies: 8.00 off, not 10.00.
    expect(preview.body.promotions).toMatchObject({
      discount: '8.00',
      discounts: [{ code, amount: '8.00' }],
      coupon_code: code.toLowerCase(),
    });
    const placed = await order(cartId, { coupon_code: code.toLowerCase() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.grand_total).toBe('80.00');
  });

  it('buy 2 get 1: of every 3 qualifying units the cheapest are free', async () => {
    const dear = await onSale('30.00');
    const cheap = await onSale('10.00');
    const ids = [dear.productId, cheap.productId];
    await promo({
      name: 'Three for two',
      reward_type: 'buy_x_get_y',
      reward_value: null,
      buy_quantity: 2,
      get_quantity: 1,
      conditions: [{ type: 'products', ids }],
    });
    // 2 units: nothing free.
    expect((await cart(await cartOf([[dear.stockId, 2]]))).body.promotions.discounts).toEqual([]);
    // 4 × 30 + 2 × 10 = 6 units → 2 free, the two 10.00 ones.
    const six = await cart(
      await cartOf([
        [dear.stockId, 4],
        [cheap.stockId, 2],
      ]),
    );
    expect(six.body.promotions.discount).toBe('20.00');
    // 5 units → 1 free: the cheapest (10.00).
    const five = await cart(
      await cartOf([
        [dear.stockId, 4],
        [cheap.stockId, 1],
      ]),
    );
    expect(five.body.promotions.discount).toBe('10.00');
  });

  it('free shipping: the fee is waived and the line says what it was', async () => {
    const item = await onSale('12.00');
    const code = unique('SHIPFREE');
    const p = await promo({ name: 'Free van', code, reward_type: 'free_shipping', reward_value: null });
    const cartId = await cartOf([[item.stockId, 1]]);
    const placed = await order(cartId, { coupon_code: code });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const saved = await Order.get(placed.body.id as number);
    expect(saved).toMatchObject({ shipping_fee: '0.00', discount: '0.00', grand_total: '12.00' });
    expect(saved.discounts).toEqual([{ kind: 'promotion', promotion_id: p.id, code, name: 'Free van', amount: '30.00', on: 'shipping' }]);
  });
});

describe('conditions', () => {
  it('minimum subtotal, categories and brands', async () => {
    const brand = await call('POST', '/api/admin/brand', { token, json: { title: 'Maker', url: unique('maker').toLowerCase() } });
    const shirts = await call('POST', '/api/admin/menu', {
      token,
      json: { title: 'Shirts', type: 'category', url: unique('shirts').toLowerCase() },
    });
    const branded = await onSale('40.00', { brand_id: brand.body.id });
    const filed = await onSale('40.00', { categories: [shirts.body.id] });
    const plain = await onSale('40.00');
    const minimum = unique('MIN');
    const byBrand = unique('BRAND');
    const byCategory = unique('CAT');
    await promo({ code: minimum, conditions: [{ type: 'min_subtotal', amount: '100' }] });
    await promo({ code: byBrand, conditions: [{ type: 'brands', ids: [brand.body.id] }] });
    await promo({ code: byCategory, conditions: [{ type: 'categories', ids: [shirts.body.id] }] });
    const plainCart = await cartOf([[plain.stockId, 2]]);
    refused(await cart(plainCart, minimum), PROMOTION_MESSAGES.invalidCoupon);
    refused(await cart(plainCart, byBrand), PROMOTION_MESSAGES.invalidCoupon);
    refused(await cart(plainCart, byCategory), PROMOTION_MESSAGES.invalidCoupon);
    expect((await cart(await cartOf([[plain.stockId, 3]]), minimum)).body.promotions.discount).toBe('12.00');
    // Brand and category rewards take 10 % of their own lines only.
    const mixed = await cartOf([
      [branded.stockId, 1],
      [filed.stockId, 1],
      [plain.stockId, 1],
    ]);
    expect((await cart(mixed, byBrand)).body.promotions.discount).toBe('4.00');
    expect((await cart(mixed, byCategory)).body.promotions.discount).toBe('4.00');
  });

  it('first order: a new customer only; guests and customers with an order do not qualify', async () => {
    const item = await onSale('20.00');
    const code = unique('WELCOME');
    await promo({ code, conditions: [{ type: 'first_order' }] });
    refused(await cart(await cartOf([[item.stockId, 1]]), code), PROMOTION_MESSAGES.invalidCoupon);
    const auth = await shopper();
    const first = await cartOf([[item.stockId, 1]], auth);
    expect((await cart(first, code, auth)).body.promotions.discount).toBe('2.00');
    expect((await order(first, { coupon_code: code }, auth)).status).toBe(201);
    refused(await cart(await cartOf([[item.stockId, 1]], auth), code, auth), PROMOTION_MESSAGES.invalidCoupon);
  });

  it('channel and membership tiers: a POS-only promotion and a tier-only coupon do not apply online to a shopper without that tier', async () => {
    const item = await onSale('20.00');
    await promo({
      conditions: [
        { type: 'products', ids: [item.productId] },
        { type: 'channel', channel: 'pos' },
      ],
    });
    const tier = unique('GOLD');
    await promo({ code: tier, conditions: [{ type: 'membership_tiers', ids: [1, 2] }] });
    const auth = await shopper();
    const cartId = await cartOf([[item.stockId, 1]], auth);
    expect((await cart(cartId, undefined, auth)).body.promotions.discounts).toEqual([]);
    refused(await cart(cartId, tier, auth), PROMOTION_MESSAGES.invalidCoupon);
  });

  it('a condition type given twice is refused with the spec message', async () => {
    const reply = await call('POST', '/api/admin/promotion', {
      token,
      json: {
        name: 'Twice',
        reward_type: 'percentage',
        reward_value: '5',
        conditions: [
          { type: 'min_subtotal', amount: '10' },
          { type: 'min_subtotal', amount: '20' },
        ],
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual({ 'conditions.1.type': ['Condition can not be repeated'] });
  });
});

describe('dates', () => {
  it('a promotion applies from its start until its end', async () => {
    const item = await onSale('20.00');
    const hour = 3_600_000;
    const later = unique('LATER');
    const over = unique('OVER');
    await promo({ code: later, starts_at: new Date(Date.now() + hour).toISOString() });
    await promo({
      code: over,
      starts_at: new Date(Date.now() - 2 * hour).toISOString(),
      ends_at: new Date(Date.now() - hour).toISOString(),
    });
    await promo({
      name: 'Running',
      conditions: [{ type: 'products', ids: [item.productId] }],
      ends_at: new Date(Date.now() + hour).toISOString(),
    });
    await promo({
      name: 'Ended',
      conditions: [{ type: 'products', ids: [item.productId] }],
      ends_at: new Date(Date.now() - hour).toISOString(),
    });
    const cartId = await cartOf([[item.stockId, 1]]);
    refused(await cart(cartId, later), PROMOTION_MESSAGES.invalidCoupon);
    refused(await cart(cartId, over), PROMOTION_MESSAGES.invalidCoupon);
    expect((await cart(cartId)).body.promotions.discounts.map((d: { name: string }) => d.name)).toEqual(['Running']);
  });
});

describe('combining', () => {
  it('combinable promotions add up; a non-combinable one ranking first applies alone', async () => {
    const item = await onSale('100.00');
    const only = [{ type: 'products', ids: [item.productId] }];
    await promo({ name: 'Ten', reward_value: '10', conditions: only });
    await promo({ name: 'Five off', reward_type: 'fixed_amount', reward_value: '5', conditions: only });
    const cartId = await cartOf([[item.stockId, 1]]);
    expect((await cart(cartId)).body.promotions).toMatchObject({ discount: '15.00' });
    // A lower-priority non-combinable one changes nothing; a higher-priority one wins alone.
    await promo({ name: 'Low solo', reward_value: '50', combinable: false, priority: -1, conditions: only });
    expect((await cart(cartId)).body.promotions.discount).toBe('15.00');
    await promo({ name: 'Top solo', reward_value: '20', combinable: false, priority: 5, conditions: only });
    const top = (await cart(cartId)).body.promotions;
    expect(top.discounts.map((d: { name: string }) => d.name)).toEqual(['Top solo']);
    expect(top.discount).toBe('20.00');
  });

  it("a coupon the ranking leaves out is refused as not combinable, in the shopper's language", async () => {
    const item = await onSale('100.00');
    await promo({
      name: 'House solo',
      reward_value: '20',
      combinable: false,
      priority: 10,
      conditions: [{ type: 'products', ids: [item.productId] }],
    });
    const code = unique('SOLO');
    await promo({ code, reward_value: '5', combinable: false, priority: 1 });
    const cartId = await cartOf([[item.stockId, 1]]);
    refused(await cart(cartId, code), PROMOTION_MESSAGES.cannotCombine);
    refused(await order(cartId, { coupon_code: code }), PROMOTION_MESSAGES.cannotCombine);
    refused(await order(cartId, { coupon_code: 'NO-SUCH-CODE' }), PROMOTION_MESSAGES.invalidCoupon);
    expect(zhHK[PROMOTION_MESSAGES.cannotCombine]).toBe('此優惠券不能與訂單的其他優惠同時使用。');
    expect(zhHK[PROMOTION_MESSAGES.invalidCoupon]).toBe('優惠碼無效。');
  });
});

describe('usage limits', () => {
  it('a per-customer limit: the second order of the same customer is refused; guests do not qualify', async () => {
    const item = await onSale('20.00');
    const code = unique('ONCE');
    await promo({ code, per_customer_limit: 1 });
    refused(await cart(await cartOf([[item.stockId, 1]]), code), PROMOTION_MESSAGES.invalidCoupon);
    const auth = await shopper();
    expect((await order(await cartOf([[item.stockId, 1]], auth), { coupon_code: code }, auth)).status).toBe(201);
    refused(await order(await cartOf([[item.stockId, 1]], auth), { coupon_code: code }, auth), PROMOTION_MESSAGES.invalidCoupon);
    // Another customer still may.
    const other = await shopper();
    expect((await order(await cartOf([[item.stockId, 1]], other), { coupon_code: code }, other)).status).toBe(201);
  });

  it('an automatic promotion used up no longer applies; a cancelled order gives its use back, once', async () => {
    const item = await onSale('20.00');
    const p = await promo({ name: 'First one', usage_limit: 1, conditions: [{ type: 'products', ids: [item.productId] }] });
    const first = await order(await cartOf([[item.stockId, 1]]));
    expect(first.status).toBe(201);
    expect(first.body.grand_total).toBe('48.00');
    const second = await order(await cartOf([[item.stockId, 1]]));
    expect(second.body.grand_total).toBe('50.00');
    expect((await call('GET', `/api/admin/promotion/${String(p.id)}`, { token })).body.used).toBe(1);
    const moved = await call('PUT', `/api/admin/order/${String(first.body.id)}/status`, { token, json: { status: 'canceled' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await waitForEvents();
    expect((await call('GET', `/api/admin/promotion/${String(p.id)}`, { token })).body.used).toBe(0);
    // A redelivered event gives nothing back twice.
    expect(await Promotion.giveBack(first.body.id as number)).toBe(0);
    expect((await call('GET', `/api/admin/promotion/${String(p.id)}`, { token })).body.used).toBe(0);
    const third = await order(await cartOf([[item.stockId, 1]]));
    expect(third.body.grand_total).toBe('48.00');
  });

  it('a refunded order gives its coupon use back too', async () => {
    const item = await onSale('20.00');
    const code = unique('REFUND');
    const p = await promo({ code, usage_limit: 1 });
    const placed = await order(await cartOf([[item.stockId, 1]]), { coupon_code: code });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    refused(await order(await cartOf([[item.stockId, 1]]), { coupon_code: code }), PROMOTION_MESSAGES.invalidCoupon);
    const id = String(placed.body.id);
    expect((await call('PUT', `/api/admin/order/${id}/status`, { token, json: { status: 'paid' } })).status).toBe(200);
    const back = await call('POST', `/api/admin/order/${id}/refund`, {
      token,
      json: { amount: placed.body.grand_total, reason: 'Returned' },
    });
    expect(back.body.status, JSON.stringify(back.body)).toBe('refunded');
    await waitForEvents();
    expect((await call('GET', `/api/admin/promotion/${String(p.id)}`, { token })).body.used).toBe(0);
    expect((await order(await cartOf([[item.stockId, 1]]), { coupon_code: code })).status).toBe(201);
  });

  it('5 uses left and 30 parallel orders: exactly 5 are discounted, the others refused with the invalid-coupon message', async () => {
    const item = await onSale('20.00');
    const code = unique('LAST5');
    await promo({ code, reward_type: 'fixed_amount', reward_value: '5', usage_limit: 5 });
    const carts = await Promise.all(Array.from({ length: 30 }, () => cartOf([[item.stockId, 1]])));
    const replies = await Promise.all(carts.map((cartId) => order(cartId, { coupon_code: code })));
    const placed = replies.filter((r) => r.status === 201);
    expect(placed).toHaveLength(5);
    for (const r of placed) expect(r.body.grand_total).toBe('45.00');
    const others = replies.filter((r) => r.status !== 201);
    expect(others).toHaveLength(25);
    for (const r of others) expect(r.body.messages).toEqual({ coupon_code: [PROMOTION_MESSAGES.invalidCoupon] });
  });
});
