import { MESSAGES } from '@shop/core/shared/errors';
import { PO_MESSAGES } from '@shop/core/purchasing/po.schema';
import { createFormControl, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { cellError } from '../../components/form/cell-error';
import { schemaResolver } from '../../components/form/schema-resolver';
import { placeServerErrors, setPlacedErrors } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-error';
import { hk, RESOLVE, errorsOf } from '../../components/form/form-testing';
import type { PoLine } from './po-types';
import { receiveBody, receiveCheck, receiveDefaults, receiveFieldOf, receiveSchema, type ReceiveValues } from './receive-form';

describe('the receipt grid: the body sends only the lines that receive something', () => {
  const open = [
    { id: 11, outstanding_quantity: 5 },
    { id: 12, outstanding_quantity: 2 },
    { id: 13, outstanding_quantity: 4 },
  ] as PoLine[];
  const values = (quantities: string[]): ReceiveValues => {
    const start = receiveDefaults(open);
    return { ...start, lines: start.lines.map((l, i) => ({ ...l, quantity: quantities[i] ?? '' })) };
  };
  const rules = () => ({
    schema: receiveSchema,
    toBody: receiveBody,
    fieldOf: receiveFieldOf,
    check: (v: ReceiveValues) => receiveCheck(v, open),
  });

  it("puts the server's `lines.<n>` message on the row that was the n-th sent", () => {
    const entered = values(['', '3', '1']);
    expect(receiveBody(entered).lines.map((l) => l.line_id)).toEqual([12, 13]);
    const form = createFormControl<FieldValues>({ defaultValues: entered });
    const error = new ApiError(422, {
      'lines.0.quantity': [PO_MESSAGES.lessThanTotal],
      'lines.1.line_id': [MESSAGES.check],
      lines: [MESSAGES.required],
    });
    const rest = setPlacedErrors(
      placeServerErrors(hk, error, (path) => receiveFieldOf(path, entered)),
      form.setError,
    );
    expect(cellError(errorsOf(form), ['lines', 1, 'quantity'])).toBe(hk('server:quantity_less_than_total'));
    expect(cellError(errorsOf(form), ['lines', 2, 'quantity'])).toBe(hk('common:validation.check'));
    expect(cellError(errorsOf(form), ['lines', 0, 'quantity'])).toBeUndefined();
    expect(rest).toEqual([hk('common:validation.required')]);
  });

  it('checks in the browser: more than outstanding on its row, nothing chosen for the whole form', async () => {
    const resolve = schemaResolver(rules);
    const more = await resolve(values(['', '3', '0']), undefined, RESOLVE);
    expect(cellError(more.errors, ['lines', 1, 'quantity'])).toBe(PO_MESSAGES.lessThanTotal);
    expect(cellError(more.errors, ['lines', 0, 'quantity'])).toBeUndefined();
    const nothing = await resolve(values(['', '0', '']), undefined, RESOLVE);
    expect(nothing.errors.root?.message).toBe('admin:po.receive.nothing');
    const bad = await resolve(values(['2', '1.5', '']), undefined, RESOLVE);
    expect(cellError(bad.errors, ['lines', 1, 'quantity'])).toBe(PO_MESSAGES.notPositive);
    const ok = await resolve(values(['5', '', '4']), undefined, RESOLVE);
    expect(ok.values).toEqual({
      lines: [
        { line_id: 11, quantity: 5, expiry_date: null },
        { line_id: 13, quantity: 4, expiry_date: null },
      ],
      remark: null,
    });
  });
});
