import { AttributeInput } from '@shop/core/catalog/attribute.schema';
import { INVENTORY_MESSAGES } from '@shop/core/inventory/inventory.schema';
import { MESSAGES } from '@shop/core/shared/errors';
import i18next from 'i18next';
import { createFormControl, type FieldValues } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { stockBody, stockCheck, stockFieldOf, stockSchema, type StockValues } from '../../admin/product/stock-form';
import { ApiError } from '../../lib/api-error';
import { storefrontResources } from '../../locales';
import enAdmin from '../../locales/en-US/admin.json';
import hkAdmin from '../../locales/zh-HK/admin.json';
import { cellError } from './cell-error';
import { defaultFieldOf, schemaResolver } from './schema-resolver';
import { fieldsNamed, placeServerErrors, setPlacedErrors } from './server-errors';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { 'en-US': { ...storefrontResources['en-US'], admin: enAdmin }, 'zh-HK': { ...storefrontResources['zh-HK'], admin: hkAdmin } },
  lng: 'zh-HK',
  fallbackLng: 'en-US',
  ns: ['common', 'store', 'server', 'admin'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});
const hk = i18n.getFixedT('zh-HK');

const RESOLVE = { fields: {}, shouldUseNativeValidation: false } as const;
const stockValues = (values: Partial<StockValues>): StockValues => ({
  action: 'plus',
  warehouse_id: '',
  to: '',
  quantity: '',
  reason: '',
  remark: '',
  expiry_date: '',
  ...values,
});
/** The stock dialog's rules: stock row 7, 3 available in warehouse 1. */
const stockRules = () => ({
  schema: stockSchema,
  toBody: (values: StockValues) => stockBody(values, { stockId: 7, withExpiry: false }),
  fieldOf: stockFieldOf,
  check: (values: StockValues) => stockCheck(values, (id) => (id === 1 ? 3 : 0)),
});

describe("a dialog's server answer", () => {
  it('puts 422 field messages beside the fields that show them, translated, several body fields joined on one', () => {
    const error = new ApiError(422, {
      from: [MESSAGES.required],
      stock_id: ['The selected variant does not exist.'],
      quantity: [INVENTORY_MESSAGES.lessThanTotal],
    });
    expect(placeServerErrors(hk, error, stockFieldOf)).toEqual({
      fields: [
        ['warehouse_id', '此欄位必須填寫。'],
        ['quantity', '所選款式不存在。 數量不可多於可用庫存。'],
      ],
      rest: [],
    });
  });

  it('keeps what no field shows for the whole form: unknown fields, a plain 409 text, a lost connection', () => {
    const unknown = new ApiError(422, { key: ['Choose another admin.'], position: ['The selected admin does not exist.'] });
    expect(placeServerErrors(hk, unknown, fieldsNamed(['key', 'label']))).toEqual({ fields: [['key', '請選擇另一位管理員。']], rest: ['所選管理員不存在。'] });
    expect(placeServerErrors(hk, new ApiError(409, 'The selected admin has no commission enabled.'), fieldsNamed(['to_admin_id']))).toEqual({
      fields: [],
      rest: ['所選管理員未啟用佣金。'],
    });
    expect(placeServerErrors(hk, new ApiError(0, ''), fieldsNamed(['to_admin_id'])).rest).toEqual([hk('common:errors.network')]);
  });

  it('lands on the form field by path (the form default: a path whose first part is a form value) and focuses only the first', () => {
    const values = { to_admin_id: '4' };
    const error = new ApiError(422, { to_admin_id: ['The selected admin has no commission enabled.'], other: ['Choose another admin.'] });
    const form = createFormControl<FieldValues>({ defaultValues: values });
    const setError = vi.fn(form.setError);
    const rest = setPlacedErrors(placeServerErrors(hk, error, (path) => defaultFieldOf(path, values)), setError);
    expect(rest).toEqual(['請選擇另一位管理員。']);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('to_admin_id', { type: 'server', message: '所選管理員未啟用佣金。' }, { shouldFocus: true });
    expect(cellError(form.control._formState.errors, 'to_admin_id')).toBe('所選管理員未啟用佣金。');
  });
});

describe("a dialog's own check with the core schema", () => {
  it('refuses a transfer without its warehouses beside the fields the dialog shows (`from` is the source select)', async () => {
    const resolve = schemaResolver(stockRules);
    const { errors } = await resolve(stockValues({ action: 'transfer', quantity: '2' }), undefined, RESOLVE);
    expect(cellError(errors, 'warehouse_id')).toBe(MESSAGES.required);
    expect(cellError(errors, 'to')).toBe(INVENTORY_MESSAGES.transferWarehouseRequired);
    expect(cellError(errors, 'from')).toBeUndefined();
  });

  it('refuses more out than is available, and a quantity the schema refuses keeps the schema message', async () => {
    const resolve = schemaResolver(stockRules);
    const more = await resolve(stockValues({ action: 'minus', warehouse_id: '1', quantity: '4' }), undefined, RESOLVE);
    expect(cellError(more.errors, 'quantity')).toBe(INVENTORY_MESSAGES.lessThanTotal);
    const zero = await resolve(stockValues({ action: 'minus', warehouse_id: '1', quantity: '0' }), undefined, RESOLVE);
    expect(cellError(zero.errors, 'quantity')).toBe(INVENTORY_MESSAGES.notPositive);
  });

  it('hands the submit the parsed body the API expects', async () => {
    const resolve = schemaResolver(stockRules);
    const sent = await resolve(stockValues({ action: 'transfer', warehouse_id: '1', to: '2', quantity: '3', remark: ' ' }), undefined, RESOLVE);
    expect(sent.errors).toEqual({});
    expect(sent.values).toEqual({ stock_id: 7, from: 1, to: 2, quantity: 3, reason: 'Correction', remark: null });
  });

  it('checks a form whose values are the body as they are (a new option)', async () => {
    const resolve = schemaResolver(() => ({ schema: AttributeInput }));
    const { errors } = await resolve({ key: 'Fit', label: '' }, undefined, RESOLVE);
    expect(cellError(errors, 'key')).toBe(MESSAGES.keyFormatStart);
    expect(cellError(errors, 'label')).toBe(MESSAGES.required);
  });
});
