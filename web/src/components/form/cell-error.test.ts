import { MESSAGES } from '@shop/core/shared/errors';
import { PO_MESSAGES, PoInput } from '@shop/core/purchasing/po.schema';
import i18next from 'i18next';
import { createFormControl, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { PoLine } from '../../admin/po/po-types';
import { receiveBody, receiveCheck, receiveDefaults, receiveFieldOf, receiveSchema, type ReceiveValues } from '../../admin/po/receive-form';
import { ApiError } from '../../lib/api-error';
import { storefrontResources } from '../../locales';
import { applyServerErrors } from '../ui/form-errors';
import { cellError } from './cell-error';
import { schemaResolver } from './schema-resolver';
import { placeServerErrors, setPlacedErrors } from './server-errors';

const i18n = i18next.createInstance();
await i18n.init({
  resources: storefrontResources,
  lng: 'zh-HK',
  fallbackLng: 'en-US',
  ns: ['common', 'store', 'server'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});
const hk = i18n.getFixedT('zh-HK');
const RESOLVE = { fields: {}, shouldUseNativeValidation: false } as const;

/** react-hook-form's own error store, outside React: what a grid's `errors` is. */
const errorsOf = (form: ReturnType<typeof createFormControl<FieldValues>>) => form.control._formState.errors;

describe('a grid cell finds its own message', () => {
  it('from the core schema run in the browser: the order line and column it is about, nothing on the others', async () => {
    const line = (stock_id: number, quantity: string) => ({ _key: `k${stock_id}`, stock_id, quantity, unit_cost: '1.00', product_name: 'Mug', sku: 'M', attributes: {} });
    const resolve = schemaResolver(() => ({ schema: PoInput }));
    const { errors } = await resolve({ supplier_id: 1, warehouse_id: 1, lines: [line(5, '2'), line(6, '0'), line(5, '1')] }, undefined, RESOLVE);
    expect(cellError(errors, ['lines', 1, 'quantity'])).toBe(PO_MESSAGES.notPositive);
    expect(cellError(errors, ['lines', 2, 'stock_id'])).toBe(PO_MESSAGES.repeated);
    expect(cellError(errors, ['lines', 0, 'quantity'])).toBeUndefined();
    expect(cellError(errors, ['lines', 1, 'unit_cost'])).toBeUndefined();
  });

  it('from a server 422 path (`stocks.3.price`), on row 3 only, in the interface language', () => {
    const form = createFormControl<FieldValues>({ defaultValues: { name: '', stocks: [{}, {}, {}, {}] } });
    const error = new ApiError(422, { 'stocks.3.price': [MESSAGES.required], 'stocks.1.sku': ['Please make sure that sku field is unique'], 'options.0.key': [MESSAGES.check] });
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
  const rules = () => ({ schema: receiveSchema, toBody: receiveBody, fieldOf: receiveFieldOf, check: (v: ReceiveValues) => receiveCheck(v, open) });

  it("puts the server's `lines.<n>` message on the row that was the n-th sent", () => {
    const entered = values(['', '3', '1']);
    expect(receiveBody(entered).lines.map((l) => l.line_id)).toEqual([12, 13]);
    const form = createFormControl<FieldValues>({ defaultValues: entered });
    const error = new ApiError(422, { 'lines.0.quantity': [PO_MESSAGES.lessThanTotal], 'lines.1.line_id': [MESSAGES.check], lines: [MESSAGES.required] });
    const rest = setPlacedErrors(placeServerErrors(hk, error, (path) => receiveFieldOf(path, entered)), form.setError);
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
    expect(ok.values).toEqual({ lines: [{ line_id: 11, quantity: 5, expiry_date: null }, { line_id: 13, quantity: 4, expiry_date: null }], remark: null });
  });
});
