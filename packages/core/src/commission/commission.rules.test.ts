import { describe, expect, it } from 'vitest';
import { commissionChain, lineBases, percentOf, periodOf, takenBack, type CommissionAdmin } from './commission.rules.js';

describe('the commission rule (decision 0071)', () => {
  it('shares the goods discount over the lines by their totals; the bases add up to subtotal − discount', () => {
    expect(lineBases([10_000, 20_000], 3_000)).toEqual([9_000, 18_000]);
    const bases = lineBases([333, 333, 334], 100);
    expect(bases.reduce((a, b) => a + b, 0)).toBe(900);
    expect(lineBases([500], 900)).toEqual([0]);
    expect(lineBases([0, 0], 0)).toEqual([0, 0]);
  });

  it('takes a percentage to the cent, half up', () => {
    expect(percentOf(20_000, '10.00')).toBe(2_000);
    expect(percentOf(999, '2.50')).toBe(25);
    expect(percentOf(1, '50')).toBe(1);
  });

  it('puts an instant in the shop’s calendar month', () => {
    expect(periodOf(new Date('2026-01-31T16:30:00Z'), 'Asia/Hong_Kong')).toBe('2026-02');
    expect(periodOf(new Date('2026-01-31T15:59:59Z'), 'Asia/Hong_Kong')).toBe('2026-01');
  });

  it('takes back refunds cumulatively: refunds of everything paid take back exactly the credit', () => {
    const credit = 1_001;
    const paid = 3_000;
    const steps = [1_000, 1_000, 1_000];
    let before = 0;
    let total = 0;
    for (const step of steps) {
      total += takenBack(credit, before + step, paid) - takenBack(credit, before, paid);
      before += step;
    }
    expect(total).toBe(credit);
  });

  it('walks the chain up the parents while each is enabled, commission-enabled and in the seller’s group', async () => {
    const admins = new Map<number, CommissionAdmin>(
      [
        { id: 1, enabled: true, commission_enabled: true, group_id: 7, parent_id: 2 },
        { id: 2, enabled: true, commission_enabled: true, group_id: 7, parent_id: 3 },
        { id: 3, enabled: true, commission_enabled: true, group_id: 8, parent_id: 4 },
        { id: 4, enabled: true, commission_enabled: true, group_id: 7, parent_id: null },
        { id: 5, enabled: true, commission_enabled: false, group_id: null, parent_id: 1 },
        { id: 6, enabled: true, commission_enabled: true, group_id: null, parent_id: 6 },
        { id: 9, enabled: true, commission_enabled: true, group_id: null, parent_id: 10 },
        { id: 10, enabled: true, commission_enabled: true, group_id: null, parent_id: 9 },
      ].map((a) => [a.id, a]),
    );
    const find = (id: number) => Promise.resolve(admins.get(id));
    expect((await commissionChain(1, find)).map((a) => a.id)).toEqual([1, 2]);
    expect(await commissionChain(5, find)).toEqual([]);
    expect(await commissionChain(null, find)).toEqual([]);
    expect(await commissionChain(404, find)).toEqual([]);
    expect((await commissionChain(6, find)).map((a) => a.id)).toEqual([6]);
    expect((await commissionChain(9, find)).map((a) => a.id)).toEqual([9, 10]);
  });
});
