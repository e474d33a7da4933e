import { describe, expect, it } from 'vitest';
import type { PromotionRecord } from './promotion.entity.js';
import { buyXGetY, capped, qualifyingLines, select, worth, type Basket, type Candidate } from './promotion-rules.js';

/** The promotion rules as plain functions (decision 0068): what the integration tests cannot reach yet (tiers). */
const promotion = (over: Partial<PromotionRecord>): PromotionRecord =>
  ({
    id: 1,
    translations: { default: { name: 'P' } },
    code: undefined,
    enabled: true,
    reward_type: 'percentage',
    reward_value: '10.00',
    combinable: true,
    priority: 0,
    conditions: [],
    created_at: '',
    updated_at: '',
    sort_name: 'p',
    ...over,
  }) as PromotionRecord;

const basket = (over: Partial<Basket> = {}): Basket => ({
  lines: [{ product_id: 7, unit_price: '10.00', quantity: 3, line_total: '30.00' }],
  subtotal: '30.00',
  shippingFee: '25.00',
  channel: 'online',
  customer: { id: 3, tierId: 2, orders: 4 },
  classes: new Map(),
  ...over,
});

const candidate = (id: number, amount: number, over: Partial<PromotionRecord> = {}, on: Candidate['on'] = 'goods'): Candidate => ({
  promotion: promotion({ id, ...over }),
  amount,
  on,
});

describe('promotion rules', () => {
  it('membership tiers: only a customer whose tier is listed', () => {
    const p = promotion({ conditions: [{ type: 'membership_tiers', ids: [2, 5] }] });
    expect(qualifyingLines(p, basket())).toHaveLength(1);
    expect(qualifyingLines(p, basket({ customer: { id: 3, tierId: 1, orders: 0 } }))).toBeUndefined();
    expect(qualifyingLines(p, basket({ customer: { id: 3, tierId: null, orders: 0 } }))).toBeUndefined();
    expect(qualifyingLines(p, basket({ customer: undefined }))).toBeUndefined();
  });

  it('buy X get Y frees the cheapest qualifying units', () => {
    const lines = [
      { product_id: 1, unit_price: '5.00', quantity: 1, line_total: '5.00' },
      { product_id: 2, unit_price: '9.00', quantity: 4, line_total: '36.00' },
    ];
    // 5 units (5.00, 9.00 × 4): one group of 3 → the 5.00 unit; two groups of 2 → 5.00 and 9.00; a group of 6 needs 6.
    expect(buyXGetY(lines, 2, 1)).toBe(500);
    expect(buyXGetY(lines, 1, 1)).toBe(500 + 900);
    expect(buyXGetY(lines, 4, 2)).toBe(0);
    expect(buyXGetY(lines.slice(0, 1), 1, 1)).toBe(0);
  });

  it('percentages round half up to the cent; free shipping is worth the fee', () => {
    const lines = [{ product_id: 1, unit_price: '0.05', quantity: 1, line_total: '0.05' }];
    expect(worth(promotion({ reward_value: '50.00' }), lines, basket()).amount).toBe(3);
    expect(worth(promotion({ reward_type: 'free_shipping', reward_value: undefined }), lines, basket())).toMatchObject({
      amount: 2500,
      on: 'shipping',
    });
  });

  it('select: the first-ranked non-combinable applies alone; otherwise every combinable one, one free shipping', () => {
    const a = candidate(1, 500);
    const b = candidate(2, 800);
    const solo = candidate(3, 100, { combinable: false, priority: 1 });
    expect(select([a, b]).map((c) => c.promotion.id)).toEqual([2, 1]);
    expect(select([a, b, solo]).map((c) => c.promotion.id)).toEqual([3]);
    expect(select([a, b, candidate(4, 9999, { combinable: false })]).map((c) => c.promotion.id)).toEqual([4]);
    expect(select([a, b, candidate(4, 10, { combinable: false })]).map((c) => c.promotion.id)).toEqual([2, 1]);
    const ships = [candidate(5, 0, {}, 'shipping'), candidate(6, 0, {}, 'shipping')];
    expect(select(ships)).toHaveLength(1);
  });

  it('capped: together the goods discounts never exceed the subtotal', () => {
    expect(capped([candidate(1, 2000), candidate(2, 2000), candidate(3, 2500, {}, 'shipping')], '30.00').map((c) => c.amount)).toEqual([
      2000, 1000, 2500,
    ]);
  });
});
