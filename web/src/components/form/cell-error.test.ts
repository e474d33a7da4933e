import { MESSAGES } from '@shop/core/shared/errors';
import { PO_MESSAGES, PoInput } from '@shop/core/purchasing/po.schema';
import { createFormControl, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { hk, RESOLVE, errorsOf } from './form-testing';
import { applyServerErrors } from '../ui/form-errors';
import { cellError } from './cell-error';
import { schemaResolver } from './schema-resolver';

describe('a grid cell finds its own message', () => {
  it('from the core schema run in the browser: the order line and column it is about, nothing on the others', async () => {
    const line = (stock_id: number, quantity: string) => ({
      _key: `k${stock_id}`,
      stock_id,
      quantity,
      unit_cost: '1.00',
      product_name: 'Mug',
      sku: 'M',
      attributes: {},
    });
    const resolve = schemaResolver(() => ({ schema: PoInput }));
    const { errors } = await resolve(
      { supplier_id: 1, warehouse_id: 1, lines: [line(5, '2'), line(6, '0'), line(5, '1')] },
      undefined,
      RESOLVE,
    );
    expect(cellError(errors, ['lines', 1, 'quantity'])).toBe(PO_MESSAGES.notPositive);
    expect(cellError(errors, ['lines', 2, 'stock_id'])).toBe(PO_MESSAGES.repeated);
    expect(cellError(errors, ['lines', 0, 'quantity'])).toBeUndefined();
    expect(cellError(errors, ['lines', 1, 'unit_cost'])).toBeUndefined();
  });

  it('from a server 422 path (`stocks.3.price`), on row 3 only, in the interface language', () => {
    const form = createFormControl<FieldValues>({ defaultValues: { name: '', stocks: [{}, {}, {}, {}] } });
    const error = new ApiError(422, {
      'stocks.3.price': [MESSAGES.required],
      'stocks.1.sku': ['Please make sure that sku field is unique'],
      'options.0.key': [MESSAGES.check],
    });
    const rest = applyServerErrors(hk, error, form.setError, ['name', 'stocks']);
    expect(cellError(errorsOf(form), ['stocks', 3, 'price'])).toBe('此欄位必須填寫。');
    expect(cellError(errorsOf(form), 'stocks.3.price')).toBe('此欄位必須填寫。');
    expect(cellError(errorsOf(form), ['stocks', 1, 'sku'])).toBe('請確保 sku 欄位的值是唯一的');
    expect(cellError(errorsOf(form), ['stocks', 0, 'price'])).toBeUndefined();
    expect(cellError(errorsOf(form), ['stocks', 3, 'sku'])).toBeUndefined();
    // The form does not show options: that message is left for the toast.
    expect(rest).toEqual([hk('common:validation.check')]);
  });

  it("shows a list's own message (kept under `root`) where the list is", () => {
    expect(cellError({ lines: { root: { type: 'too_small', message: MESSAGES.required } } }, ['lines'])).toBe(MESSAGES.required);
    expect(cellError({ lines: [undefined, { quantity: { type: 'x', message: '' } }] }, ['lines', 1, 'quantity'])).toBeUndefined();
  });
});
