import { describe, expect, it } from 'vitest';
import { definedFields, type EveryField, type NewRecord } from '../shared/repository.js';
import type { OrderRecord } from './order.entity.js';

/** What order-placement.ts builds a new order as: every field of the entity named. */
type NewOrder = EveryField<NewRecord<OrderRecord>>;

describe("a new order's write names every field of the order entity", () => {
  it('leaving out a field, even an optional one, fails to compile', () => {
    const { shipment: _shipment, ...withoutShipment } = {} as NewOrder;
    // @ts-expect-error `shipment` is optional in the entity, but a new order must still name it.
    const refused: NewOrder = withoutShipment;
    // A required field keeps its type: "no value" is refused.
    // @ts-expect-error `email` is required in the entity.
    const noEmail: NewOrder['email'] = undefined;
    expect([refused, noEmail]).toHaveLength(2);
  });

  it('a field named only to say "no value" is not written', () => {
    const written = definedFields<{ a: number; b?: string; c?: string | null }>({ a: 1, b: undefined, c: null });
    expect(written).toEqual({ a: 1, c: null });
    expect(Object.keys(written)).toEqual(['a', 'c']);
  });
});
