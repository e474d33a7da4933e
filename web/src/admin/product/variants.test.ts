import { describe, expect, it } from 'vitest';
import { codeFrom } from '../../components/resource/derive';
import { combinations, fromSaved, generate, refill, removeRow, restore, restoreBlock, type VariantRow } from './variants';

const options = [
  { key: 'size', values: ['S', 'M'] },
  { key: 'colour', values: ['red', 'blue'] },
];

const saved = (id: number, attributes: Record<string, string>): VariantRow =>
  fromSaved({ id, sku: `SKU-${id}`, barcode: null, price: '10.00', special_price: null, visibled: true, attributes });

describe('variant grid', () => {
  it('makes size × colour into four rows, auto-filled from the name', () => {
    expect(combinations(options)).toEqual([
      { size: 'S', colour: 'red' },
      { size: 'S', colour: 'blue' },
      { size: 'M', colour: 'red' },
      { size: 'M', colour: 'blue' },
    ]);
    const { rows, hidden } = generate(options, [], [], 'Soft Tee');
    expect(rows).toHaveLength(4);
    expect(hidden).toEqual([]);
    expect(rows[0]?.sku).toMatch(/^SOFT-TEE-S-RED-\d{4}$/);
    expect(rows[0]?.barcode).toMatch(/^SOFTTEESRED\d{4}$/);
    expect(new Set(rows.map((r) => r.sku)).size).toBe(4);
  });

  it('keeps rows whose combination stays, hides saved ones that go and drops unsaved ones', () => {
    const keep = saved(1, { size: 'S', colour: 'red' });
    const gone = saved(2, { size: 'L', colour: 'red' });
    const fresh = generate(options, [], [], 'Tee').rows[1] as VariantRow;
    const unsavedGone = { ...fresh, attributes: { size: 'XL', colour: 'red' } };
    const result = generate(options, [keep, gone, unsavedGone], [], 'Tee');
    expect(result.rows[0]).toBe(keep);
    expect(result.rows).toHaveLength(4);
    expect(result.hidden.map((r) => [r.id, r.visibled])).toEqual([[2, false]]);
  });

  it('generating again brings back a hidden saved variant instead of duplicating its combination', () => {
    const row = saved(7, { size: 'M', colour: 'blue' });
    const removed = removeRow([row], [], row._key);
    const result = generate(options, removed.rows, removed.hidden, 'Tee');
    expect(result.rows[3]).toMatchObject({ id: 7, visibled: true });
    expect(result.hidden).toEqual([]);
  });

  it('a product without options has one variant whose SKU differs from the product SKU', () => {
    const { rows } = generate([], [], [], 'Mug');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.attributes).toEqual({});
    expect(rows[0]?.sku).not.toBe(codeFrom(['Mug'], { upper: true }));
  });

  it('removing a saved row hides it; restoring brings it back and its values into the options', () => {
    const row = saved(5, { size: 'L', colour: 'red' });
    const removed = removeRow([row], [], row._key);
    expect(removed.rows).toEqual([]);
    expect(removed.hidden[0]).toMatchObject({ id: 5, visibled: false });
    const back = restore(options, removed.rows, removed.hidden, row._key);
    expect(back.rows[0]).toMatchObject({ id: 5, visibled: true });
    expect(back.hidden).toEqual([]);
    expect(back.options[0]?.values).toEqual(['S', 'M', 'L']);
    const unsaved = generate(options, [], [], 'Tee').rows[0] as VariantRow;
    expect(removeRow([unsaved], [], unsaved._key)).toEqual({ rows: [], hidden: [] });
  });

  it('refuses to restore a variant whose options differ from the current ones', () => {
    const row = { ...saved(6, { material: 'cotton' }), visibled: false };
    expect(restoreBlock(options, [], row)).toBe('options');
  });

  it('refills only the codes still following the name', () => {
    const rows = generate(options, [], [], 'Tee').rows;
    const edited = rows.map((r, i) => (i === 0 ? { ...r, sku: 'MINE', _auto: { sku: false, barcode: true } } : r));
    const next = refill(edited, 'Polo', '4321');
    expect(next[0]?.sku).toBe('MINE');
    expect(next[0]?.barcode).toBe('POLOSRED4321');
    expect(next[1]?.sku).toBe('POLO-S-BLUE-4321');
  });

  it('codes: latin letters and digits only, time digits last', () => {
    expect(codeFrom(['Café  au-lait!'], { digits: '0042' })).toBe('cafe-au-lait-0042');
    expect(codeFrom(['柔軟T恤'], { upper: true, digits: '0042' })).toBe('T-0042');
    expect(codeFrom(['純棉'], { digits: '0042' })).toBe('0042');
  });
});
